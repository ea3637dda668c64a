import type { Page } from 'playwright-core';

/** The hectares of a measure text ('Gemessen: 1.234,56 ha') as a number. */
export const hectares = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** Taps the positions (fractions of the map box) one after another, as a finger on a phone would. */
export const tapAll = async (page: Page, testId: string, taps: readonly [number, number][]) => {
  const map = page.locator(`[data-testid="${testId}"][data-map-ready="true"]`);
  await map.waitFor({ timeout: 20_000 });
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  for (const [x, y] of taps) {
    const at = { x: box.x + box.width * x, y: box.y + box.height * y };
    await page.mouse.move(at.x, at.y);
    await page.mouse.click(at.x, at.y);
  }
};
