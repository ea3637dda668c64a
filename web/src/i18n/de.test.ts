import { describe, expect, it } from 'vitest';
import { loginMessages, signUpMessages, warningToasts } from '../../../schemas/messages';
import { de } from './de';
import { logoutTexts, shellTexts } from './de/spec-texts';

describe('de (web texts)', () => {
  it('takes the texts the spec defines from schemas/messages.ts', () => {
    expect(de.login).toMatchObject({
      missingFields: loginMessages.missingCredentials,
      wrongPassword: loginMessages.wrongPasswordOrUnknownUser,
      userDisabled: loginMessages.userDisabled,
      invalidEmail: loginMessages.invalidEmail,
      tooManyRequests: loginMessages.tooManyRequests,
      weakConnection: loginMessages.network,
      generic: loginMessages.generic,
      inactiveCompany: loginMessages.inactiveCompany,
      suspendedCompany: loginMessages.suspendedCompany,
    });
    expect(de.passwordForgotten.sent).toBe(loginMessages.passwordResetSent);
    expect(de.passwordForgotten.emailRequired).toBe(loginMessages.passwordResetEmailRequired);
    expect(de.registrationInfo.text).toBe(loginMessages.registrationInfo);
    expect(de.passwordReset).toMatchObject({
      mismatch: signUpMessages.passwordsDoNotMatch,
      tooShort: signUpMessages.passwordTooShort,
    });
    expect(de.nav).toMatchObject({
      logoutConfirm: logoutTexts.confirmLogOut,
      no: logoutTexts.no,
      yes: logoutTexts.yes,
    });
    expect(de.shell).toMatchObject({
      loading: shellTexts.loadingOverlay,
      slowConnection: shellTexts.loadingSlowConnection,
      oops: shellTexts.oops,
      oopsText: shellTexts.oopsText,
      offline: shellTexts.offlineError,
      newVersion: shellTexts.newVersionError,
      pageSlowHint: shellTexts.lazyPageReloadHint,
      supportBanner: shellTexts.supportBanner,
      roleChanged: shellTexts.roleChanged,
      outdatedVersion: shellTexts.outdatedVersion,
      chatStillLoading: warningToasts.chatStillLoading,
      inactiveCompany: loginMessages.inactiveCompany,
      suspendedCompany: loginMessages.suspendedCompany,
    });
    expect(de.nav).toMatchObject({
      endWorkday: logoutTexts.endWorkday,
      endAndLogOut: logoutTexts.endAndLogOut,
      logout: logoutTexts.logOut,
    });
    expect(de.signUp).toMatchObject({
      notPossible: signUpMessages.notPossible,
      mismatch: signUpMessages.passwordsDoNotMatch,
      tooShort: signUpMessages.passwordTooShort,
      termsNotAccepted: signUpMessages.termsNotAccepted,
      privacyNotAccepted: signUpMessages.privacyPolicyNotAccepted,
      invitationNotFound: signUpMessages.invitationNotFound,
      alreadyExists: signUpMessages.alreadyExists,
      generic: signUpMessages.generic,
    });
  });
});
