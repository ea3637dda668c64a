import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The Capacitor shells load the same web build: `cap sync` (what `npm run mobile:sync` runs after the build) copies it. */
describe('mobile shells', () => {
  it('copy the web build into the Android and iOS projects', () => {
    const built = readFileSync(join('web', 'dist', 'index.html'), 'utf8');
    execFileSync(join('..', 'node_modules', '.bin', 'cap'), ['sync'], { cwd: 'mobile', stdio: 'pipe' });
    for (const copy of [
      'mobile/android/app/src/main/assets/public/index.html',
      'mobile/ios/App/App/public/index.html',
    ]) {
      expect(existsSync(copy), copy).toBe(true);
      expect(readFileSync(copy, 'utf8')).toBe(built);
    }
    const config = JSON.parse(readFileSync('mobile/android/app/src/main/assets/capacitor.config.json', 'utf8'));
    expect(config).toMatchObject({ appId: 'de.lohnwerk.app', appName: 'Lohnwerk' });
  });
});
