import { getReceiptSettings, updateReceiptSettings } from '../../schemas/api/receipts';
import type { Clock } from '../platform/clock';
import { type Route, route } from '../platform/http';
import type { ReceiptStore } from './receipt-store';

/** The receipt settings of the company (number formats, texts, unit prefixes, reminder levels): one record. */
export const settingsRoutes = (deps: { receipts: ReceiptStore; clock: Clock }): Route[] => [
  route(getReceiptSettings, async (_input, { company }) => {
    const { settings, version } = await deps.receipts.getSettings(company.companyId);
    return { ...settings, version };
  }),

  route(updateReceiptSettings, async ({ body }, { company }) => {
    const { version, ...settings } = body;
    await deps.receipts.putSettings(company.companyId, settings, version, deps.clock.now());
    return { ...settings, version: version + 1 };
  }),
];
