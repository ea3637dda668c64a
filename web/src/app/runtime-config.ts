import { type TRuntimeConfig, ZRuntimeConfig } from '../../../schemas/runtime-config';

let current: TRuntimeConfig | null = null;

/** Reads `/config.json` once at start (the embedded runtime or the Amplify build writes it). */
export const loadRuntimeConfig = async (): Promise<TRuntimeConfig> => {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  current = ZRuntimeConfig.parse(await response.json());
  return current;
};

/** The loaded configuration; the app renders only after it is there. */
export const runtimeConfig = (): TRuntimeConfig => {
  if (!current) throw new Error('Runtime config not loaded yet');
  return current;
};

/** For tests. */
export const setRuntimeConfig = (config: TRuntimeConfig): void => {
  current = config;
};
