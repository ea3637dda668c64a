import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { fill, pick, useBrowser } from './browser';

/** A company of this file's own with the demo's records: what the file changes, no other file sees. */
const tenant = await newTenant({ demo: true });

const FIXTURE = readFileSync(new URL('../fixtures/toll/toll-collect-fahrtenliste-2026-03.csv', import.meta.url));

/**
 * Maut (issue 15): the planner plans the chopper's order on the fixture's first day; the Windows-1252 trip
 * list uploaded on the Maut page puts that day's two trips of its plate onto it and shows the others as open
 * with their reasons; the order's details show the toll with its route and sum.
 */
describe('toll import (e2e)', () => {
  const browser = useBrowser();

  it('uploads the trip list, shows assigned and open trips, and the toll on the order', async () => {
    // A chopper of this run with the fixture's plate: the generated route tests copy the demo machines
    // under their names, so a demo machine's name is not unique in a shared runtime.
    const machineName = `Häcksler Maut ${Date.now().toString(36)}`;
    const machine = await api('POST', '/masterdata/machines', {
      token: await tenant.token('PLANNER'),
      body: { name: machineName, licensePlate: 'NF-LH 960' },
    });
    expect(machine.status).toBe(201);
    const planner = await browser.signedIn(tenant.login('PLANNER'), { path: '/auftraege/neu' });
    await fill(planner, 'order-name', 'Gülle fahren Maut');
    await fill(planner, 'order-start-date', '10.3.26');
    await fill(planner, 'order-start-time', '6:00');
    await fill(planner, 'order-end-date', '10.3.26');
    await fill(planner, 'order-end-time', '18:00');
    await pick(planner, 'order-machines', machineName);
    await planner.getByTestId('order-save').click();
    await expect.poll(() => planner.getByTestId('page-title').textContent()).toBe('Gülle fahren Maut');
    const orderPath = new URL(planner.url()).pathname;

    await planner.goto('/maut');
    await planner.getByTestId('toll-imports').waitFor();
    await planner
      .getByTestId('toll-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Fahrtenliste März.csv', mimeType: 'text/csv', buffer: FIXTURE });
    await planner.getByTestId('toll-import').click();
    await expect.poll(() => planner.getByTestId('toll-result').textContent()).toContain('Fahrtenliste März.csv');
    expect(await planner.getByTestId('toll-assigned').textContent()).toBe('2');
    expect(await planner.getByTestId('toll-unreadable').textContent()).toBe('2');
    const open = Number(await planner.getByTestId('toll-unassigned').textContent());
    expect(open).toBeGreaterThanOrEqual(2);
    const openTrips = (await planner.getByTestId('toll-open-trips').textContent()) ?? '';
    expect(openTrips).toContain('Kennzeichen keiner Maschine zugeordnet');
    expect(openTrips).toContain('MS-XY 999');
    expect(await planner.getByTestId('toll-total').textContent()).toMatch(/^27,79\s€$/);

    await planner.goto(orderPath);
    const tolls = planner.getByTestId('order-tolls');
    await expect.poll(() => tolls.textContent()).toContain('Münster-Nord → Greven');
    expect(await tolls.textContent()).toContain('4,56 €');
    expect(await tolls.textContent()).toContain('Summe: 9,05 €');
  });
});
