import type { Page } from 'playwright-core';

/**
 * Makes the page believe the farmer may edit his structures at every contractor (the contractor list's
 * canEditStructures), whatever the server says: how a page that loaded before the office took the right
 * away meets the server's refusal (the server's own right: test/support/customer-rights.ts).
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
