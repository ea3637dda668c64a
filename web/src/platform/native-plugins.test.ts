import { describe, expect, it } from 'vitest';
import { loadBackgroundGeolocation, loadPushPort } from './native-plugins';

/** Settles with 'hangs' when the loader's promise does not settle within a second. */
const settlesOrHangs = (loading: Promise<unknown>) =>
  Promise.race([loading.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('hangs'), 1_000))]);

// Outside the native shell Capacitor answers with the plugins' web side, through the same proxy as on a phone.
describe('native plugin loaders', () => {
  it('resolve: a Capacitor plugin proxy has a `then` of its own, which would keep an await from settling', async () => {
    expect(await settlesOrHangs(loadBackgroundGeolocation())).toBe('settled');
    expect(await settlesOrHangs(loadPushPort())).toBe('settled');
  });

  it('hand on the background plugin calls the recording uses (its web side stops without a watch)', async () => {
    const plugin = await loadBackgroundGeolocation();
    expect(Object.keys(plugin).sort()).toEqual(['openSettings', 'start', 'stop']);
    await expect(plugin.stop()).resolves.toBeUndefined();
  });
});
