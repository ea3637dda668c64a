import type { Page } from 'playwright-core';

/**
 * Makes the page believe the farmer may edit his structures at every contractor (the contractor list's
 * canEditStructures), whatever the server says. The server's own right is switched on only around the
 * one write a test needs (test/support/customer-rights.ts): other test files running beside it expect
 * the demo farmer refused.
 */
export const pretendMayEditStructures = (page: Page) =>
  page.route('**/structures/contractors', async (route) => {
    const response = await route.fetch();
    const { items } = (await response.json()) as { items: { canEditStructures: boolean }[] };
    await route.fulfill({
      response,
      json: { items: items.map((contractor) => ({ ...contractor, canEditStructures: true })) },
    });
  });
