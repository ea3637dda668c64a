import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.LOHNWERK_BACKEND ?? 'http://localhost:3000';
/** The app version the new-version banner compares with app meta (web/src/app/app-version.ts). */
const appVersion = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { version: string }
).version;

/**
 * The web app: root web/, output web/dist (served by the embedded runtime and Amplify hosting).
 * Every page is lazy (see src/app/pages/page-components.ts); the long-lived libraries get their own chunks so the
 * login route loads only React, the router, React Query, Amplify Auth and the Cloudscape parts it uses.
 */
export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            {
              name: 'amplify',
              test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/,
              priority: 2,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The shared schemas live outside web/.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: {
      '/config.json': backend,
      '/api': backend,
      '/cognito': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
});
