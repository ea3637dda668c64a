import { germanDay } from '../../../../schemas/kernel/calendar';
import { resolvePrice } from '../../../../schemas/kernel/pricing';
import type { TDriverQuery } from '../../../../schemas/masterdata/service';
import type { TTaskRecordType } from '../../../../schemas/order-enums';
import type { TOrder } from '../../../../schemas/orders/order';
import { demoPriceAgreements, demoResource } from './demo-records';

/**
 * What the demo drivers answered and used on an order, from the size of the field and the hours worked:
 * plausible values for North German fields (silage maize about 45 t/ha, slurry about 22 m³/ha, ...).
 * Amounts are priced like the orders service prices them: the article's price, or a price agreement's.
 */

/** What the work yielded: the field's hectares and the hours the runs took. */
export type WorkDone = { areaHa: number; hours: number; meter: { start: string; end: string } | null };

const decimal = (value: number, digits = 1) => String(Number(value.toFixed(digits)));

const maizeTons = (work: WorkDone) => work.areaHa * 45;
const slurryCubicMetres = (work: WorkDone) => work.areaHa * 22;
const manureTons = (work: WorkDone) => work.areaHa * 18;
const bales = (work: WorkDone) => Math.round(work.areaHa * 11);
/** Loads of chopped maize of a silage trailer (about 22 t). */
const loads = (work: WorkDone) => Math.ceil(maizeTons(work) / 22);

/** The task record of a type, as the driver fills it in the stop wizard. */
export const taskRecordValue = (type: TTaskRecordType, work: WorkDone): number => {
  switch (type) {
    case 'AREA':
      return work.areaHa;
    case 'CUBIC_METERS':
      return Math.round(slurryCubicMetres(work));
    case 'TONS':
      return Math.round(manureTons(work));
    case 'LOADS':
      return loads(work);
    default:
      return Math.round(work.hours * 10);
  }
};

/** The article a driver picks for a query restricted to a category (tag). */
const articleOfCategory: Record<string, string> = {
  'demo-rtag-kraftstoff': 'demo-resource-diesel',
  'demo-rtag-duenger': 'demo-resource-npk',
  'demo-rtag-pflanzenschutz': 'demo-resource-laudis',
  'demo-rtag-silofolie': 'demo-resource-stretchfolie',
};

/** The amount a driver enters for an article query. */
const articleAmounts: Record<string, (work: WorkDone) => number> = {
  'demo-dq-mais-haeckseln-siliermittel': (work) => Math.round(maizeTons(work)),
  'demo-dq-rundballen-netz': (work) => Math.ceil(bales(work) / 420),
  'demo-dq-wickeln-rollen': (work) => Math.ceil(bales(work) / 22),
  'demo-dq-abfahrer-diesel': (work) => Math.round(work.hours * 21),
  'demo-dq-maislegen-saatgut': (work) => Math.round(work.areaHa * 2),
  'demo-dq-maislegen-ufd': (work) => Math.round(work.areaHa * 120),
  'demo-dq-pflanzenschutz-mittel': (work) => Number((work.areaHa * 1.5).toFixed(1)),
};

/** The value a driver enters for a single-value query. */
const singleValues: Record<string, (work: WorkDone) => string> = {
  'demo-dq-guelle-menge': (work) => String(Math.round(slurryCubicMetres(work))),
  'demo-dq-mist-ladungen': (work) => String(Math.ceil(manureTons(work) / 9)),
  'demo-dq-rundballen-anzahl': (work) => String(bales(work)),
  'demo-dq-abfahrer-fuhren': (work) => String(loads(work)),
  'demo-dq-pfluegen-tiefe': () => '28',
  'demo-dq-gras-haeckseln-schnitt': () => '4',
  'demo-dq-maehdrusch-ertrag': () => '10.8',
  'demo-dq-pflanzenschutz-wasser': () => '200',
};

/** Yes-no answers that are not a plain yes. */
const noAnswers = new Set(['demo-dq-maehdrusch-stroh', 'demo-dq-schwaden-gewendet', 'demo-dq-guelle-probe']);

export type Answer = Pick<
  TOrder['driverQueryAnswers'][number],
  'value' | 'afterValue' | 'resourceId' | 'resourceVariantId'
>;

const answerNone: Answer = { value: null, afterValue: null, resourceId: null, resourceVariantId: null };

const restrictedArticle = (query: TDriverQuery) => {
  const restriction = query.restriction;
  if (restriction?.type === 'RESOURCE')
    return { resourceId: restriction.resourceId, resourceVariantId: restriction.resourceVariantId };
  const tagId = restriction?.tagIds[0];
  return { resourceId: (tagId && articleOfCategory[tagId]) || null, resourceVariantId: null };
};

/** The driver's answer to a query once the work is done (at start: the meter as it stood). */
export const answerOf = (query: TDriverQuery, work: WorkDone, trigger: 'START' | 'STOP'): Answer => {
  switch (query.kind) {
    case 'YesNo':
      return { ...answerNone, value: noAnswers.has(query.id) ? 'false' : 'true' };
    case 'SingleValue':
      return { ...answerNone, value: singleValues[query.id]?.(work) ?? decimal(work.hours) };
    case 'BeforeAfter': {
      // The meter before and after: at the start both are the reading the work began with.
      const before = work.meter?.start ?? '0';
      return { ...answerNone, value: before, afterValue: trigger === 'START' ? before : (work.meter?.end ?? before) };
    }
    case 'ResourceWithAmount':
      return { ...answerNone, ...restrictedArticle(query), value: decimal(articleAmounts[query.id]?.(work) ?? 1) };
    case 'ResourceOnly':
      return { ...answerNone, ...restrictedArticle(query) };
  }
};

export type UsageContext = {
  id: string;
  customer: { id: string; tagIds: readonly string[] };
  timestamp: string;
  source: TOrder['resourceUsages'][number]['source'];
};

/** An amount of an article on the order, priced for the customer on the day (agreement or article price). */
export const pricedUsage = (
  resourceId: string,
  resourceVariantId: string | null,
  amount: string,
  context: UsageContext,
): TOrder['resourceUsages'][number] => {
  const resource = demoResource(resourceId);
  const price = resolvePrice({
    resource,
    resourceVariantId,
    agreements: demoPriceAgreements,
    customer: context.customer,
    date: germanDay(context.timestamp),
    amount,
  });
  return {
    id: context.id,
    resourceId,
    resourceVariantId,
    resourceName: resource.name,
    resourcePricePerUnit: price.unitPrice,
    resourceCostsPerUnit: price.costPerUnit,
    resourceUnit: resource.unit,
    vatPercentPoints: resource.vatPercentPoints,
    amount,
    source: context.source,
    customerId: context.customer.id,
    timestamp: context.timestamp,
    priceBasedOnPriceAgreement: price.priceBasedOnPriceAgreement,
  };
};

/** Tractor work the contractor bills diesel for ('zuzüglich Diesel'): litres an hour. */
export const dieselPerHour: Record<string, number> = { pfluegen: 19, grubbern: 16 };
