import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZVertex } from '../map-tracks';
import { ZOrderStatus } from '../order-enums';
import type { References } from '../references';
import { ZShareLabel, ZShareLink, ZShareValidUntil } from '../share-links';

/**
 * The farmer's orders progress link (issue 15, page ordersProgressSharing): the office hands one customer a
 * read-only link with an expiry; whoever holds it follows that customer's current orders without signing
 * in. The link itself (token, expiry, revocation) is the share-link module's (schemas/share-links.ts).
 */

/** What a progress link points at, as stored with the link. */
export const ZProgressShareSubject = z.object({ customerId: z.string() });
export type TProgressShareSubject = z.infer<typeof ZProgressShareSubject>;

export const ZProgressShareInput = z.object({
  customerId: idField('Bitte wähle einen Kunden aus.'),
  label: ZShareLabel,
  validUntil: ZShareValidUntil,
});
export type TProgressShareInput = z.input<typeof ZProgressShareInput>;

/** The customer must be one of the company's (the generic reference check). */
export const progressShareReferences: References = { customerId: 'customer' };

/** A link as the office lists it: whose orders it shows. */
export const ZProgressShare = ZShareLink.extend({ customerId: z.string(), customerName: z.string().nullable() });
export type TProgressShare = z.infer<typeof ZProgressShare>;

/** The answer of a creation: the link and, this once, its token. */
export const ZCreatedProgressShare = z.object({ share: ZProgressShare, token: z.string() });
export type TCreatedProgressShare = z.infer<typeof ZCreatedProgressShare>;

/** A field the farmer's order works: its name, outline and area. */
const ZProgressField = z.object({
  name: z.string(),
  shape: z.array(ZVertex),
  holes: z.array(z.array(ZVertex)),
  areaHa: z.number(),
});

/**
 * One current order as the farmer sees it: only what concerns him. Hours, worked area and amount are his
 * share of a multi-customer order; no employee, no note, no other customer's figures.
 */
export const ZProgressOrder = z.object({
  /** Keys the list and the map; an order id opens nothing without signing in. */
  id: z.string(),
  name: z.string(),
  status: ZOrderStatus,
  serviceName: z.string().nullable(),
  plannedStartDateTime: z.string(),
  plannedEndDateTime: z.string().nullable(),
  /** His runs (a running one has no end). */
  activeTimes: z.array(z.object({ start: z.string(), end: z.string().nullable() })),
  fields: z.array(ZProgressField),
  /** Hectares the AREA records say were worked for him; null while none is recorded. */
  workedAreaHa: z.string().nullable(),
  /** Active hours so far, decimal text. */
  hours: z.string(),
  /** Net amount so far (EUR, decimal text). */
  net: z.string(),
});
export type TProgressOrder = z.infer<typeof ZProgressOrder>;

/** What the public progress link answers. */
export const ZOrdersProgress = z.object({
  label: z.string(),
  companyName: z.string(),
  customerName: z.string(),
  /** When the answer was made ('Stand'). */
  asOf: z.string(),
  expiresAt: z.string(),
  orders: z.array(ZProgressOrder),
  totals: z.object({ hours: z.string(), net: z.string() }),
});
export type TOrdersProgress = z.infer<typeof ZOrdersProgress>;
