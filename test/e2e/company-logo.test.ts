import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newTenant } from '../support/tenants';
import { useBrowser } from './browser';

/** An empty company of this file's own: its logo and versions are this file's alone. */
const tenant = await newTenant();
const LOGO_ALT = `Logo von ${tenant.companyName}`;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** True once the image has arrived from storage (a broken presigned URL leaves it at width 0). */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.decode().then(() => true));

/** As the company's owner in Debian chromium: the logo on the Firma page and in the app shell. */
describe('company logo (e2e)', () => {
  const browser = useBrowser();

  const signedInOwner = (): Promise<Page> => browser.signedIn(tenant.login('OWNER'), { path: '/betrieb' });

  it('uploads the logo on the Firma page, shows it in the shell, and removes it', async () => {
    const page = await signedInOwner();
    const fileInput = page.getByTestId('company-logo-upload').locator('input[type="file"]');
    await fileInput.waitFor({ state: 'attached' });

    // An SVG is refused at the field before anything is uploaded.
    await fileInput.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await page.getByText('Bitte wähle ein Bild im Format PNG oder JPEG.', { exact: true }).waitFor();

    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Das Logo wurde gespeichert.', { exact: true }).first().waitFor();
    expect(await loaded(page.getByTestId('company-logo-preview'))).toBe(true);

    // The shell shows it beside the app name, loaded straight from storage.
    const shellLogo = page.locator('#lw-top-nav').getByRole('img', { name: LOGO_ALT });
    await shellLogo.waitFor();
    expect(await loaded(shellLogo)).toBe(true);

    // The logo change was the user's own: saving the form afterwards is no conflict.
    await page.getByTestId('company-save').click();
    await page.getByText('Die Änderungen wurden gespeichert.', { exact: true }).first().waitFor();

    // Another page of the app shows it too, after a reload.
    await page.goto('/mein-betrieb');
    await page.locator('#lw-top-nav').getByRole('img', { name: LOGO_ALT }).waitFor();

    await page.goto('/betrieb');
    await page.getByTestId('company-logo-remove').click();
    await page.getByText('Das Logo wurde entfernt.', { exact: true }).first().waitFor();
    await page.getByText('Noch kein Logo.', { exact: true }).waitFor();
    await page.locator('#lw-top-nav').getByRole('img', { name: LOGO_ALT }).waitFor({ state: 'detached' });
  });
});
