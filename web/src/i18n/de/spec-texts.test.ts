import { describe, expect, it } from 'vitest';
import {
  deviceTelemetryClientMessages,
  deviceTelemetryStatusText,
  logoutTexts,
  menuLabels,
  shellTexts,
  stopWizardTexts,
} from './spec-texts';

/** Moved with the texts from schemas/messages.test.ts (issue 26 point 2); unchanged. */
describe('UI texts given by the spec, character for character', () => {
  it('logout dialogs and shell (application.md §2, §4, §8)', () => {
    expect(logoutTexts).toMatchObject({
      endWorkday: 'Arbeitstag beenden',
      endAndLogOut: 'Beenden und Abmelden',
      logOut: 'Abmelden',
      confirmLogOut: 'Willst du dich wirklich abmelden?',
      no: 'Nein',
      yes: 'Ja',
    });
    expect(shellTexts).toMatchObject({
      supportBanner: 'Achtung! Du bist in einem Kundenaccount angemeldet!',
      roleChanged: 'Rolle geändert',
      outdatedVersion: 'Veraltete Version',
      loadingOverlay: 'Einen Moment, wir holen gerade die neuesten Daten...',
      oops: 'Hoppla!',
    });
  });

  it('stop wizard (application.md §4, §5)', () => {
    expect(stopWizardTexts).toMatchObject({
      stopOrder: 'Auftrag stoppen',
      preparing: 'Auftrag stoppen wird vorbereitet',
      next: 'Weiter',
      confirm: 'Bestätigen',
    });
  });

  it('device-telemetry client (services.md §6, §8)', () => {
    expect([400, 401, 403, 404, 500, 502, 503, 418, 504].map(deviceTelemetryStatusText)).toEqual([
      'Bad Request',
      'Unauthorized',
      'Forbidden',
      'Not Found',
      'Internal Server Error',
      'Bad Gateway',
      'Service Unavailable',
      'Generic Error',
      'Generic Error',
    ]);
    expect(deviceTelemetryClientMessages).toEqual({
      genericError: 'Generic Error',
      userAborted: 'The user aborted a request.',
      requestAborted: 'Request aborted',
      noAuthenticatedUser: 'No authenticated user found.',
    });
  });

  it('menu labels (application.md §2)', () => {
    expect(menuLabels.loadingPoints).toBe('Be-/Entladestellen');
    expect(menuLabels.reports).toBe('Berichte & Analysen');
    expect(menuLabels.driverArea).toBe('Fahrerbereich');
  });
});
