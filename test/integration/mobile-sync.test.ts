import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** The Capacitor shells load the same web build: `cap sync` (what `npm run mobile:sync` runs after the build) copies it. */
describe('mobile shells', () => {
  it('copy the web build into the Android and iOS projects, with the push and background-location plugins', () => {
    const built = readFileSync(join('web', 'dist', 'index.html'), 'utf8');
    execFileSync(join('..', 'node_modules', '.bin', 'cap'), ['sync'], { cwd: 'mobile', stdio: 'pipe' });
    for (const copy of [
      'mobile/android/app/src/main/assets/public/index.html',
      'mobile/ios/App/App/public/index.html',
    ]) {
      expect(existsSync(copy), copy).toBe(true);
      expect(readFileSync(copy, 'utf8')).toBe(built);
    }
    const config = readJson('mobile/android/app/src/main/assets/capacitor.config.json');
    // @capgo/background-geolocation keeps updating in the background only with the legacy bridge (its README).
    expect(config).toMatchObject({ appId: 'de.lohnwerk.app', appName: 'Lohnwerk', android: { useLegacyBridge: true } });
    const androidPlugins = readJson('mobile/android/app/src/main/assets/capacitor.plugins.json');
    expect(androidPlugins.map((plugin: { pkg: string }) => plugin.pkg).sort()).toEqual([
      '@capacitor/push-notifications',
      '@capgo/background-geolocation',
    ]);
    expect(readJson('mobile/ios/App/App/capacitor.config.json').packageClassList.sort()).toEqual([
      'BackgroundGeolocation',
      'PushNotificationsPlugin',
    ]);
    // iOS links the Capacitor 8 plugin through Swift Package Manager (DESIGN §5).
    expect(readFileSync('mobile/ios/App/CapApp-SPM/Package.swift', 'utf8')).toMatch(
      /\.product\(name: "CapgoBackgroundGeolocation", package: "CapgoBackgroundGeolocation"\)/,
    );
  });

  it('declare what the location and push plugins need of Android and iOS', () => {
    const manifest = readFileSync('mobile/android/app/src/main/AndroidManifest.xml', 'utf8');
    for (const permission of [
      'ACCESS_COARSE_LOCATION',
      'ACCESS_FINE_LOCATION',
      'FOREGROUND_SERVICE',
      'FOREGROUND_SERVICE_LOCATION',
      'POST_NOTIFICATIONS',
    ]) {
      expect(manifest).toContain(`<uses-permission android:name="android.permission.${permission}" />`);
    }
    const plist = readFileSync('mobile/ios/App/App/Info.plist', 'utf8');
    const usage = (key: string) => new RegExp(`<key>${key}</key>\\s*<string>([^<]*)</string>`).exec(plist)?.[1];
    // iOS shows these when it asks for the location: German, naming what it is for.
    expect(usage('NSLocationWhenInUseUsageDescription')).toMatch(/^Lohnwerk .*Strecke/);
    expect(usage('NSLocationAlwaysAndWhenInUseUsageDescription')).toMatch(/Strecke.*Hintergrund/);
    expect(plist).toMatch(/<key>UIBackgroundModes<\/key>\s*<array>\s*<string>location<\/string>/);
    const appDelegate = readFileSync('mobile/ios/App/App/AppDelegate.swift', 'utf8');
    expect(appDelegate).toContain('.capacitorDidRegisterForRemoteNotifications');
    expect(appDelegate).toContain('.capacitorDidFailToRegisterForRemoteNotifications');
  });
});
