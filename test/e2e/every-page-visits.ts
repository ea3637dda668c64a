import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { mayOpenPage } from '../../schemas/permissions';
import type { TRole } from '../../schemas/roles';
import { type PageId, pageById, pageIds, type RoutedPage } from '../../web/src/app/pages';
import { DESKTOP, PHONE, useBrowser, type Viewport } from './browser';
import { accessibilityProblems } from './every-page-axe';
import { layoutProblems } from './every-page-layout';
import { requireDemoLogin } from './sessions';

/**
 * Every page of the page registry, opened as a user would on a phone (390x844): nothing scrolls sideways,
 * no button is squeezed (issue 10 point 3) and axe-core finds no serious or critical violation (point 9).
 * On a desktop (1440x900) axe also checks the shell that only wide screens show (side navigation), on
 * each visitor's start page: the page bodies are the same components as on the phone. The pages come FROM
 * THE REGISTRY, so a new page is checked without touching the tests - unless its path has `:params`: then
 * it needs a demo entry below, and the test fails until it has one.
 *
 * Two test files share this module, each checking a part of the registry (every-page-*.test.ts), so the
 * two e2e workers carry the pages between them instead of one file running long after the others ended.
 */

/** The demo records that `:params` of a page path are filled with (lib/local/seed), and a login override. */
type DemoVisit = { params?: Record<string, string>; as?: TRole };

const DEMO: Record<string, DemoVisit> = {
  customerDetails: { params: { customerId: 'demo-customer-10001' } },
  customerEdit: { params: { customerId: 'demo-customer-10001' } },
  updateDetails: { params: { updateInfoId: 'update-kunden-live' } },
  // The demo company lets employees and temporary workers see their work times, not the owner.
  myWorkTimes: { as: 'EMPLOYEE' },
  employeeDetails: { params: { id: 'demo-employee-hauke-feddersen' } },
  employeeEdit: { params: { id: 'demo-employee-hauke-feddersen' } },
  employeeTagsEdit: { params: { id: 'demo-etag-fahrer' } },
  machineDetails: { params: { id: 'demo-machine-jaguar-960' } },
  machineEdit: { params: { id: 'demo-machine-jaguar-960' } },
  machineHistory: { params: { id: 'demo-machine-jaguar-960' } },
  machineRingsEdit: { params: { id: 'demo-ring-husum' } },
  resourceDetails: { params: { id: 'demo-resource-diesel' } },
  resourceEdit: { params: { id: 'demo-resource-diesel' } },
  resourceHistory: { params: { id: 'demo-resource-diesel' } },
  resourceTagsEdit: { params: { id: 'demo-rtag-saatgut' } },
  serviceDetails: { params: { id: 'demo-service-mais-haeckseln' } },
  serviceEdit: { params: { id: 'demo-service-mais-haeckseln' } },
  supplierDetails: { params: { id: 'demo-supplier-raiffeisen' } },
  supplierEdit: { params: { id: 'demo-supplier-raiffeisen' } },
  costAccountsEdit: { params: { id: 'demo-account-3400' } },
  gasStationDetails: { params: { id: 'demo-gas-hoftank-husum' } },
  gasStationEdit: { params: { id: 'demo-gas-hoftank-husum' } },
  loadingPointDetails: { params: { id: 'demo-point-hafen-husum' } },
  loadingPointEdit: { params: { id: 'demo-point-hafen-husum' } },
  priceAgreementDetails: { params: { id: 'demo-agreement-diesel-grosskunden' } },
  priceAgreementEdit: { params: { id: 'demo-agreement-diesel-grosskunden' } },
  customerTagsEdit: { params: { id: 'demo-ctag-bio' } },
  orderDetails: { params: { orderId: 'demo-order-guelle-thomsen' } },
  rentalOrderDetails: { params: { rentalId: 'demo-rental-holmer-thomsen' } },
  // Tim Brandt's order: a task of his, not of the owner.
  taskDetails: { params: { orderId: 'demo-order-guelle-thomsen' }, as: 'EMPLOYEE' },
  orderRequestDetails: { params: { orderRequestId: 'demo-order-request-mais' } },
  campaignDetails: { params: { campaignId: 'demo-campaign-mais-claussen' } },
  // The demo link to the farmer Thomsen's structures (lib/local/seed/demo-map-shares.ts), opened signed out.
  sharedMap: { params: { token: 'demo-link-thomsen-felder' } },
  // The demo progress link of the farmer Thomsen (lib/local/seed/demo-progress-shares.ts), opened signed out.
  ordersProgress: { params: { token: 'demo-link-thomsen-fortschritt' } },
  // The demo project (lib/local/seed/demo-masterdata/projects.ts) with its two orders.
  projectDetails: { params: { id: 'demo-project-maissilage-thomsen' } },
  projectEdit: { params: { id: 'demo-project-maissilage-thomsen' } },
  // Issue 14: the demo receipts of the seed (until it has them, the pages show their 'not found' alert,
  // which the layout and axe checks cover as well).
  billDetails: { params: { receiptId: 'demo-bill-finalized' } },
  billEdit: { params: { receiptId: 'demo-bill-draft' } },
  cancellationBill: { params: { receiptId: 'demo-bill-finalized' } },
  billReminders: { params: { receiptId: 'demo-bill-finalized' } },
  billReminderDetails: { params: { receiptId: 'demo-reminder-draft' } },
  creditNoteDetails: { params: { receiptId: 'demo-credit-note-draft' } },
  creditNoteEdit: { params: { receiptId: 'demo-credit-note-draft' } },
  deliveryNoteDetails: { params: { receiptId: 'demo-delivery-note-draft' } },
  deliveryNoteEdit: { params: { receiptId: 'demo-delivery-note-draft' } },
  offerDetails: { params: { receiptId: 'demo-offer-draft' } },
  offerEdit: { params: { receiptId: 'demo-offer-draft' } },
  contractorOrderRequestDetails: {
    params: { companyId: 'demo-lohnunternehmen-hansen', orderRequestId: 'demo-order-request-mais' },
  },
};

/** Who opens a page: the owner for most, the farmer for the customer area, signed out for public pages. */
const ROLE_PREFERENCE: readonly TRole[] = ['OWNER', 'CUSTOMER', 'EMPLOYEE'];
type Visitor = TRole | 'signedOut';

export const visitorOf = (page: PageDef): Visitor | undefined => {
  if (page.access === 'public') return 'signedOut';
  return DEMO[page.id]?.as ?? ROLE_PREFERENCE.find((role) => mayOpenPage(page.access, role));
};

type PageDef = RoutedPage;
type Visit = { page: PageDef; path: string; visitor: Visitor };

/** The registry's pages; the not-found page answers any unknown address. */
export const pages: readonly PageDef[] = pageIds.map(pageById);
const UNKNOWN_ADDRESS = '/gibt-es-nicht';

export const missingParams = (page: PageDef): string[] =>
  [...page.path.matchAll(/:(\w+)/g)].flatMap(([, name]) => (name && !DEMO[page.id]?.params?.[name] ? [name] : []));

const demoPath = (page: PageDef): string =>
  page.id === 'notFound'
    ? UNKNOWN_ADDRESS
    : page.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(DEMO[page.id]?.params?.[name] ?? ''));

const visits: Visit[] = pages.flatMap((page) => {
  const visitor = visitorOf(page);
  return visitor && missingParams(page).length === 0 ? [{ page, path: demoPath(page), visitor }] : [];
});

/** Counts the app's running fetches on `<html data-e2e-fetches>`, so a check waits until data is shown. */
const COUNT_FETCHES = `(() => {
  const native = window.fetch;
  const root = () => document.documentElement;
  const add = (delta) => { root().dataset.e2eFetches = String(Number(root().dataset.e2eFetches || 0) + delta); };
  window.fetch = (...args) => {
    add(1);
    return native(...args).finally(() => add(-1));
  };
})();`;

/**
 * Opens a page inside the running app (client-side, like a typed link; a fresh load for the first) and
 * waits until it shows its data: title set, header or home greeting there, no fetch running, two frames.
 */
const open = async (page: Page, visit: Visit): Promise<void> => {
  const first = page.url() === 'about:blank';
  if (first) await page.goto(visit.path);
  else
    await page.evaluate((target) => {
      document.title = '';
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, visit.path);
  await page.waitForFunction(() => document.title.endsWith(' – Lohnwerk'), undefined, { timeout: 15_000 });
  const landed = await page.evaluate(() => window.location.pathname);
  expect(landed, `${visit.page.id} as ${visit.visitor}: the guard sent the visitor away`).toBe(visit.path);
  // Polled every frame, not with a locator's waitFor, whose back-off waits up to half a second more.
  const shown = visit.page.header
    ? 'page-title'
    : visit.page.chrome === 'shell' && visit.visitor !== 'signedOut'
      ? 'home-greeting'
      : null;
  if (shown)
    await page.waitForFunction(
      (testId) => document.querySelector(`[data-testid="${testId}"]`)?.checkVisibility() === true,
      shown,
      { timeout: 15_000 },
    );
  await page.waitForFunction(() => Number(document.documentElement.dataset.e2eFetches ?? 0) === 0, undefined, {
    timeout: 15_000,
  });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
};

const browserPage = async (browser: ReturnType<typeof useBrowser>, visitor: Visitor, viewport: Viewport) => {
  const page =
    visitor === 'signedOut'
      ? await browser.page(viewport)
      : await browser.signedIn(requireDemoLogin(visitor), { viewport, path: null });
  // Every context is without motion (browser.ts), or axe would measure an alert's contrast while it fades in.
  await page.context().addInitScript({ content: COUNT_FETCHES });
  return page;
};

/** Where each visitor starts: home signed in, the login page signed out (else their first page). */
const START_PAGES: ReadonlySet<string> = new Set(['home', 'login']);

/** A visitor's start pages, else (a visitor without one) their first page: where the wide shell is checked. */
const desktopVisitsOf = (visitor: Visitor): Visit[] => {
  const theirs = visits.filter((visit) => visit.visitor === visitor);
  const starts = theirs.filter((visit) => START_PAGES.has(visit.page.id));
  return starts.length > 0 ? starts : theirs.slice(0, 1);
};

/**
 * The tests for the pages `include` picks: per visitor one context per viewport, moving between the pages
 * like a user; on the phone every page (layout and axe), on the desktop the start page with the wide shell.
 */
export const checkEveryPage = (include: (id: PageId) => boolean): void => {
  const browser = useBrowser();
  const ours = visits.filter((visit) => include(visit.page.id));
  const visitors = [...new Set(ours.map((visit) => visit.visitor))];
  for (const visitor of visitors) {
    const theirs = ours.filter((visit) => visit.visitor === visitor);
    const starts = desktopVisitsOf(visitor).filter((visit) => include(visit.page.id));
    for (const viewport of [PHONE, DESKTOP]) {
      const phone = viewport === PHONE;
      const shown = phone ? theirs : starts;
      if (shown.length === 0) continue;
      const checks = phone ? 'fit the phone and pass axe' : 'pass axe';
      it(`${visitor} at ${viewport.width} px: ${shown.length} pages ${checks}`, async () => {
        const page = await browserPage(browser, visitor, viewport);
        const problems: string[] = [];
        for (const visit of shown) {
          await open(page, visit);
          const found = [...(phone ? await layoutProblems(page) : []), ...(await accessibilityProblems(page))];
          problems.push(...found.map((text) => `${visit.path} (${visit.page.id}): ${text}`));
        }
        expect(problems).toEqual([]);
      }, 300_000);
    }
  }
};
