import { describe, expect, it } from 'vitest';
import { chooseGeolocation, createLocationSettingsPrompt } from './device-geolocation';
import type { GeolocationPort } from './track-session';

const port = (): GeolocationPort => ({ watchPosition: () => 1, clearWatch: () => {} });

describe('chooseGeolocation', () => {
  it('uses the background plugin only in the native shell with background location switched on', () => {
    const browser = port();
    const background = port();
    const choose = (native: boolean, backgroundAllowed: boolean) =>
      chooseGeolocation({ native, backgroundAllowed, browser, background: () => background });
    expect(choose(true, true)).toBe(background);
    expect(choose(true, false)).toBe(browser);
    expect(choose(false, true)).toBe(browser);
    expect(choose(false, false)).toBe(browser);
  });
});

describe('location settings prompt (§8 Location)', () => {
  it("shows once however often it is asked; 'Ja' hides it and opens the settings, 'Nein' only hides it", async () => {
    let opened = 0;
    const prompt = createLocationSettingsPrompt(async () => {
      opened++;
    });
    let changes = 0;
    const unsubscribe = prompt.subscribe(() => changes++);
    expect(prompt.visible()).toBe(false);
    prompt.ask();
    prompt.ask();
    expect(prompt.visible()).toBe(true);
    expect(changes).toBe(1);
    await prompt.confirm();
    expect(prompt.visible()).toBe(false);
    expect(opened).toBe(1);
    prompt.ask();
    prompt.dismiss();
    expect(prompt.visible()).toBe(false);
    expect(opened).toBe(1);
    unsubscribe();
    prompt.ask();
    expect(changes).toBe(4);
  });
});
