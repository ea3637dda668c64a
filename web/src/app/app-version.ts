declare const __APP_VERSION__: string | undefined;

/** The web app's version: package.json's version, put in by Vite at build time (vite.config.ts `define`). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
