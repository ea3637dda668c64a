import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { germanDay, germanWallClock, shiftDay } from '../../schemas/kernel/calendar';
import type { TOrder } from '../../schemas/orders/order';
import type { TAbsence } from '../../schemas/planning/board';
import { dayHeader, mondayOf } from '../../web/src/pages/disposition/board-view';
import { api } from '../support/api-client';
import { newTenant } from '../support/tenants';
import { choose, fill, screenshot, useBrowser, waitForLiveChanges } from './browser';

/** A company of this file's own with the demo's records: its board moves under no other file. */
const tenant = await newTenant({ demo: true });
const FENDT = 'demo-machine-fendt-942';
const run = Date.now().toString(36);
const WIDE = { width: 2400, height: 1500 };
/** The Monday of this week: the week view shows it, and the day after it is in the same week. */
const MONDAY = mondayOf(germanDay(new Date()));
/** '2026-11-25' as the form takes it: '25.11.2026'. */
const germanTextOf = (day: string) => day.split('-').reverse().join('.');
const TUESDAY = shiftDay(MONDAY, 1);

const newUnplannedOrder = async (name: string) => {
  const planner = await tenant.token('PLANNER');
  const created = await api<TOrder>('POST', '/orders/orders', {
    token: planner,
    body: {
      name,
      serviceId: 'demo-service-grubbern',
      customerIds: ['demo-customer-10001'],
      plannedStartDateTime: germanWallClock(MONDAY, '08:00'),
      plannedEndDateTime: germanWallClock(MONDAY, '11:30'),
    },
  });
  expect(created.status).toBe(201);
  return created.body;
};

const centerOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** The board's German announcement of a drag step (its live region) has been made. */
const announced = (page: Page, text: string) =>
  page.getByText(text, { exact: false }).first().waitFor({ state: 'attached' });
/** The announcement that the card is over a cell of that day (picked up, or moved there). */
const overDay = (name: string, day: string) => `${name} über Fendt 942 Vario, ${dayHeader(day)}.`;

/**
 * A drag as a person does it: press on the card, move past the activation distance, move to the cell,
 * and release once the board announces the card over it.
 */
const dragWithMouse = async (page: Page, card: Locator, target: Locator, overText: string) => {
  await target.scrollIntoViewIfNeeded();
  await card.scrollIntoViewIfNeeded();
  const from = await centerOf(card);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 });
  const to = await centerOf(target);
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await announced(page, overText);
  await page.mouse.up();
};

/** A tablet held crosswise: the week's first days fit beside the row names. */
const TABLET = { width: 1024, height: 768 };

/**
 * A drag as a finger does it on a tablet (touch events through the browser's protocol): press the card,
 * move on once the board has picked it up, lift once the board announces the card over the cell.
 */
const dragWithFinger = async (page: Page, card: Locator, target: Locator, overText: string) => {
  // In the middle of the screen: near an edge the board scrolls while the finger moves.
  await card.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  const touch = await page.context().newCDPSession(page);
  await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const from = await centerOf(card);
  const to = await centerOf(target);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    const point = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    // The first step takes the finger past the board's activation distance: the card is picked up (dnd-kit
    // marks it aria-pressed) before the finger goes on, as a person waits for the card to lift.
    if (step === 1) await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
  }
  await announced(page, overText);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
};

describe('the disposition board (issue 15 points 1 and 8)', () => {
  const browser = useBrowser();

  it('a card dragged onto a machine and day in one browser moves there in another without reload; the keyboard moves it too', async () => {
    const order = await newUnplannedOrder(`Board ${run}`);
    // A screen the week fits on: no edge of a scroll box near the cells, where the board would scroll while dragging.
    const dispatcher = await browser.signedIn(tenant.login('PLANNER'), { path: '/disposition', viewport: WIDE });
    const watcher = await browser.signedIn(tenant.login('OWNER'), { path: '/disposition' });
    const card = (page: Page) => page.getByTestId(`board-card-${order.id}`);
    const cell = (page: Page, day: string) => page.getByTestId(`board-cell-${FENDT}-${day}`);

    await card(dispatcher).waitFor({ timeout: 20_000 });
    await dispatcher.getByTestId('board-unplanned').getByTestId(`board-card-${order.id}`).waitFor();
    await watcher.getByTestId('board-unplanned').getByTestId(`board-card-${order.id}`).waitFor({ timeout: 20_000 });
    await waitForLiveChanges(watcher);

    await dragWithMouse(dispatcher, card(dispatcher), cell(dispatcher, MONDAY), overDay(`Board ${run}`, MONDAY));
    await cell(dispatcher, MONDAY).getByTestId(`board-card-${order.id}`).waitFor({ timeout: 10_000 });
    await cell(watcher, MONDAY).getByTestId(`board-card-${order.id}`).waitFor({ timeout: 10_000 });
    await expect
      .poll(() => watcher.getByTestId('board-unplanned').getByTestId(`board-card-${order.id}`).count())
      .toBe(0);
    await screenshot(dispatcher, 'disposition-dragged');

    // Keyboard: focus the card, space picks it up, the right arrow takes it one day on, space drops it.
    const moved = cell(dispatcher, MONDAY).getByTestId(`board-card-${order.id}`);
    // Each step waits for the board's German announcement of it (the live region of the drag).
    await moved.focus();
    await dispatcher.keyboard.press('Space');
    // Picked up over its own cell: the board says where it is.
    await announced(dispatcher, overDay(`Board ${run}`, MONDAY));
    await dispatcher.keyboard.press('ArrowRight');
    await announced(dispatcher, overDay(`Board ${run}`, TUESDAY));
    await dispatcher.keyboard.press('Space');
    await announced(dispatcher, `Board ${run} abgelegt`);
    await cell(dispatcher, TUESDAY).getByTestId(`board-card-${order.id}`).waitFor({ timeout: 10_000 });
    await cell(watcher, TUESDAY).getByTestId(`board-card-${order.id}`).waitFor({ timeout: 10_000 });

    const stored = await api<TOrder>('GET', `/orders/orders/${order.id}`, {
      token: await tenant.token('PLANNER'),
    });
    expect(stored.body).toMatchObject({
      machineIds: [FENDT],
      plannedStartDateTime: germanWallClock(TUESDAY, '08:00'),
      plannedEndDateTime: germanWallClock(TUESDAY, '11:30'),
      version: 3,
    });
  }, 120_000);

  it('on a tablet a card held and dragged with a finger moves to the next day', async () => {
    const planner = await tenant.token('PLANNER');
    const name = `Tablet ${run}`;
    const created = await api<TOrder>('POST', '/orders/orders', {
      token: planner,
      body: {
        name,
        serviceId: 'demo-service-grubbern',
        customerIds: ['demo-customer-10001'],
        machineIds: [FENDT],
        plannedStartDateTime: germanWallClock(MONDAY, '13:00'),
        plannedEndDateTime: germanWallClock(MONDAY, '15:00'),
      },
    });
    expect(created.status).toBe(201);
    const page = await browser.signedIn(tenant.login('PLANNER'), { path: '/disposition', viewport: TABLET });
    const card = page.getByTestId(`board-cell-${FENDT}-${MONDAY}`).getByTestId(`board-card-${created.body.id}`);
    await card.waitFor({ timeout: 20_000 });
    await dragWithFinger(page, card, page.getByTestId(`board-cell-${FENDT}-${TUESDAY}`), overDay(name, TUESDAY));
    await page.getByTestId(`board-cell-${FENDT}-${TUESDAY}`).getByTestId(`board-card-${created.body.id}`).waitFor();
    await screenshot(page, 'disposition-tablet');
    const stored = await api<TOrder>('GET', `/orders/orders/${created.body.id}`, { token: planner });
    expect(stored.body).toMatchObject({
      machineIds: [FENDT],
      plannedStartDateTime: germanWallClock(TUESDAY, '13:00'),
      plannedEndDateTime: germanWallClock(TUESDAY, '15:00'),
    });
  }, 60_000);

  it('an absence entered in the dialog shows the machine away on its day', async () => {
    const wednesday = shiftDay(MONDAY, 2);
    const note = `Werkstatt ${run}`;
    const page = await browser.signedIn(tenant.login('PLANNER'), { path: '/disposition', viewport: WIDE });
    await page.getByRole('button', { name: 'Abwesenheit eintragen' }).click();
    await page.getByTestId('absence-form').waitFor();
    await choose(page, 'field-employeeId', 'Maschine: Fendt 942 Vario');
    await fill(page, 'field-firstDay', germanTextOf(wednesday));
    await fill(page, 'field-lastDay', germanTextOf(wednesday));
    await choose(page, 'field-reason', 'Werkstatt');
    await page.getByTestId('field-note').locator('textarea').fill(note);
    await page.getByTestId('absence-save').click();
    await page.getByTestId('absence-form').waitFor({ state: 'hidden' });
    await page.getByTestId(`board-cell-${FENDT}-${wednesday}`).getByText('Abwesend: Werkstatt').first().waitFor();
    await screenshot(page, 'disposition-absence');

    // Stored as entered; then taken out again, so the demo board stays as it was.
    const planner = await tenant.token('PLANNER');
    const listed = await api<{ items: TAbsence[] }>('GET', `/orders/absences?from=${wednesday}&to=${wednesday}`, {
      token: planner,
    });
    const mine = listed.body.items.filter((absence) => absence.note === note);
    expect(mine).toMatchObject([{ machineId: FENDT, employeeId: null, firstDay: wednesday, lastDay: wednesday }]);
    for (const absence of mine) {
      expect((await api('DELETE', `/orders/absences/${absence.id}`, { token: planner })).status).toBeLessThan(300);
    }
  }, 60_000);
});
