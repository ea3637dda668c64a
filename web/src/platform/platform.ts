/** The platform the app runs on: the web build in a browser or inside the native shell for iOS or Android. */
export type Platform = 'web' | 'ios' | 'android';

type CapacitorGlobal = { getPlatform?: () => string };

/** Reads the native shell's global (Capacitor) instead of importing it, so the web bundle stays small. */
export const currentPlatform = (): Platform => {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  const name = capacitor?.getPlatform?.();
  return name === 'ios' || name === 'android' ? name : 'web';
};
