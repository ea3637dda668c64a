import { describe, expect, it } from 'vitest';
import { masterdataRoutes } from '../../web/src/app/pages/masterdata-routes';
import { checkEveryPage, missingParams, pages, visitorOf } from './every-page-visits';

/**
 * The other pages of the registry (shell, customers, company, work, order requests, the farmer's area,
 * public pages) on a phone and with axe; every-page-visits.ts says how. Master data: the sibling file.
 */
describe('every other page on a phone and accessible (e2e)', () => {
  it('knows a demo path and a visitor for every page of the registry', () => {
    const unknown = pages.flatMap((page) => {
      const missing = missingParams(page);
      if (missing.length > 0) return [`${page.id} (${page.path}): no demo value for ${missing.join(', ')}`];
      return visitorOf(page) ? [] : [`${page.id}: no demo login may open it`];
    });
    expect(unknown, 'add the page to DEMO in test/e2e/every-page-visits.ts').toEqual([]);
  });

  checkEveryPage((id) => !Object.hasOwn(masterdataRoutes, id));
});
