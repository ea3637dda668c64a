/** The platform the app runs on: the web build in a browser or inside the native shell for iOS or Android. */
export type Platform = 'web' | 'ios' | 'android';

type CapacitorGlobal = { getPlatform?: () => string; isNativePlatform?: () => boolean };

/** The native shell's global (Capacitor), read instead of importing it, so the web bundle stays small. */
const capacitorGlobal = (): CapacitorGlobal | undefined => (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;

export const currentPlatform = (): Platform => {
  const name = capacitorGlobal()?.getPlatform?.();
  return name === 'ios' || name === 'android' ? name : 'web';
};

/** True inside the Capacitor shell (Capacitor.isNativePlatform()): only there are the native plugins loaded. */
export const isNativePlatform = (): boolean => capacitorGlobal()?.isNativePlatform?.() === true;
