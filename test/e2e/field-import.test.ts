import type { Page } from 'playwright-core';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import type { TField } from '../../schemas/map-fields';
import { api } from '../support/api-client';
import { setCanEditStructures } from '../support/customer-rights';
import { newTenant } from '../support/tenants';
import { choose, DESKTOP, screenshot, useBrowser } from './browser';
import { accessibilityProblems } from './every-page-axe';

/** A company of this file's own with the demo's farmer: the fields imported here, no other file sees. */
const tenant = await newTenant({ demo: true, roles: ['OWNER', 'CUSTOMER'] });
const UTM32 = '+proj=utm +zone=32 +ellps=GRS80 +units=m +no_defs';
const FIELDS = 12;
/** The demo farmer's customer record at Hansen (Hof Thomsen GbR). */
const FARMER_CUSTOMER = 'demo-customer-10001';

/** Field n of the export: a 100 m x 100 m square west of Husum, in ETRS89 / UTM 32 as farm programs export. */
const square = (n: number) => {
  const [east = 0, north = 0] = proj4('WGS84', UTM32, [8.9, 54.45 + n * 0.002]);
  return [
    [east, north],
    [east, north + 100],
    [east + 100, north + 100],
    [east + 100, north],
    [east, north],
  ];
};

/** Chooses whom the fields are for and the file, as the user does (the file picker's input). */
const chooseFile = async (page: Page, target: string, file: { name: string; mimeType: string; text: string }) => {
  await choose(page, 'field-import-target', target);
  await page
    .getByTestId('field-import-file')
    .locator('input[type="file"]')
    .setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.text) });
};

/**
 * Stammdaten > Felder importieren on a desktop: a GeoJSON in EPSG:25832 is chosen for a customer, the
 * preview lists its fields (one crossing itself is not taken), the import writes them in batches of ten
 * (a failed batch is sent again on retry), and the office's field list has them with the customer.
 */
describe('field import (e2e)', () => {
  const browser = useBrowser();

  it('previews a GeoJSON in EPSG:25832, imports its fields in batches and lists them', async () => {
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    const token = await tenant.token('OWNER');
    const customerName = `Importhof ${run}`;
    const customer = await api<{ id: string }>('POST', '/structures/customers', {
      token,
      body: { name: customerName },
    });
    expect(customer.status).toBe(201);
    const bowtie = square(FIELDS);
    const features = [
      ...Array.from({ length: FIELDS }, (_, n) => ({
        type: 'Feature',
        properties: { SCHLAGNAME: `Schlag ${run} ${n + 1}`, NUTZUNG: 'Grünland' },
        geometry: { type: 'Polygon', coordinates: [square(n)] },
      })),
      {
        type: 'Feature',
        properties: { SCHLAGNAME: `Schleife ${run}` },
        geometry: { type: 'Polygon', coordinates: [[bowtie[0], bowtie[2], bowtie[1], bowtie[3], bowtie[0]]] },
      },
    ];
    const file = JSON.stringify({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::25832' } },
      features,
    });

    const page = await browser.signedIn(tenant.login('OWNER'), {
      path: '/felder/importieren',
      viewport: DESKTOP,
    });
    await chooseFile(page, customerName, { name: 'schlaege.geojson', mimeType: 'application/geo+json', text: file });
    const table = page.getByTestId('field-import-table');
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(FIELDS + 1);
    const rejected = table.locator('tr', { hasText: `Schleife ${run}` });
    expect(await rejected.textContent()).toContain('Nicht übernommen: Die Umrisslinie des Felds kreuzt sich selbst.');
    // 100 m x 100 m: one hectare, in German.
    expect(
      await table
        .locator('tr', { hasText: `Schlag ${run} 1` })
        .first()
        .textContent(),
    ).toContain('1,00 ha');
    await screenshot(page, 'field-import-preview');
    // The preview (map, table with checkboxes, warnings) passes axe.
    expect(await accessibilityProblems(page)).toEqual([]);

    // The connection drops while the second batch is sent: the first batch's ten are taken, two wait.
    let batches = 0;
    await page.route('**/structures/company/fields/batch*', (route) => {
      batches += 1;
      return batches === 2 ? route.abort('failed') : route.continue();
    });
    await page.getByTestId('field-import-start').click();
    const summary = page.getByTestId('field-import-summary');
    const failed = page.getByTestId('field-import-failed');
    await failed.waitFor({ timeout: 20_000 });
    expect(await summary.textContent()).toContain('10 Felder importiert.');
    expect(await failed.textContent()).toContain('2 Felder wurden nicht gespeichert.');
    await page.unroute('**/structures/company/fields/batch*');
    // Sent again, only the two that failed are written (nothing twice, nothing lost).
    await page.getByTestId('field-import-retry').click();
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain('12 Felder importiert.');
    expect(await failed.count()).toBe(0);

    const listed = await api<{ items: TField[] }>('GET', '/structures/company/fields', { token });
    const imported = listed.body.items.filter((field) => field.name.includes(run));
    expect(imported.map((field) => field.name).sort()).toEqual(
      Array.from({ length: FIELDS }, (_, n) => `Schlag ${run} ${n + 1}`).sort(),
    );
    for (const field of imported) {
      expect(field).toMatchObject({ customerId: customer.body.id, crop: 'Grünland' });
      expect(field.areaHa).toBeCloseTo(1, 1);
    }
  });

  it('lets a farmer whom the contractor allows it import his fields from a KML', async () => {
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    const office = await tenant.token('OWNER');
    const farmer = await tenant.token('CUSTOMER');
    const placemark = (name: string, n: number) => {
      const ring = square(n).map((position) => proj4(UTM32, 'WGS84', position));
      return `<Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring
        .map(([lng, lat]) => `${lng},${lat}`)
        .join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
    };
    const kml = `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemark(
      `Hofwiese ${run}`,
      40,
    )}${placemark(`Moorkoppel ${run}`, 41)}</Document></kml>`;

    // The contractor allows this farmer to edit his structures (the demo's farmer may not).
    await setCanEditStructures(office, FARMER_CUSTOMER, true);
    const page = await browser.signedIn(tenant.login('CUSTOMER'), {
      path: '/dienstleister/felder-importieren',
      viewport: DESKTOP,
    });
    await chooseFile(page, tenant.companyName, {
      name: 'felder.kml',
      mimeType: 'application/vnd.google-earth.kml+xml',
      text: kml,
    });
    await expect.poll(() => page.getByTestId('field-import-table').locator('tbody tr').count()).toBe(2);
    await page.getByTestId('field-import-start').click();
    const summary = page.getByTestId('field-import-summary');
    await summary.waitFor({ timeout: 20_000 });
    expect(await summary.textContent()).toContain('2 Felder importiert.');

    // The server made his customer record the owner.
    const listed = await api<{ items: TField[] }>('GET', `/structures/fields?companyId=${tenant.companyId}`, {
      token: farmer,
    });
    const imported = listed.body.items.filter((field) => field.name.includes(run));
    expect(imported.map((field) => [field.name, field.customerId]).sort()).toEqual([
      [`Hofwiese ${run}`, FARMER_CUSTOMER],
      [`Moorkoppel ${run}`, FARMER_CUSTOMER],
    ]);
  });
});
