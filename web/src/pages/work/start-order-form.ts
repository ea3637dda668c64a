import * as z from 'zod';
import { stopWizardMessages } from '../../../../schemas/messages';
import {
  type TDrivingOrder,
  type TQueryAnswerInput,
  type TStartOrderRun,
  ZCounterReading,
  ZQueryAnswerInput,
} from '../../../../schemas/orders/driving';
import { unansweredQueries } from '../../../../schemas/orders/driving-rules';
import { de } from '../../i18n/de';

/**
 * The start dialog of an order (Meine Aufträge 'Starten'): what it holds and how that becomes the body of
 * POST start. The mandatory start queries are checked by the rule the server applies (driving-rules.ts).
 */

export type StartValues = {
  customerId: string | null;
  orderActivityPresetId: string | null;
  /** One per machine that has variants; null while none is chosen. */
  machineVariants: { machineId: string; variantId: string | null }[];
  /** One per start query, in the order's order. */
  answers: TQueryAnswerInput[];
  /** One per counter, prefilled with the server's suggestion (the machine's current operating hours). */
  counterStarts: { key: string; value: string | null }[];
};

/** A fresh answer to a query: a query bound to one article has that article chosen already. */
export const emptyAnswer = (query: TDrivingOrder['startQueries'][number]): TQueryAnswerInput => ({
  queryId: query.id,
  value: null,
  afterValue: null,
  resourceId: query.restriction?.type === 'RESOURCE' ? query.restriction.resourceId : null,
  resourceVariantId: query.restriction?.type === 'RESOURCE' ? query.restriction.resourceVariantId : null,
});

/** The preset a run starts with unless the driver picks another: the first that is not a pause. */
export const defaultPresetId = (order: Pick<TDrivingOrder, 'presets'>): string | null =>
  (order.presets.find((preset) => preset.purpose !== 'PAUSE') ?? order.presets[0])?.id ?? null;

export const startDefaults = (order: TDrivingOrder): StartValues => ({
  customerId: null,
  orderActivityPresetId: defaultPresetId(order),
  machineVariants: order.machines
    .filter((machine) => machine.variants.length > 0)
    .map((machine) => ({ machineId: machine.id, variantId: null })),
  answers: order.startQueries.map(emptyAnswer),
  counterStarts: order.counters.map((counter) => ({ key: counter.key, value: counter.suggestedValue })),
});

/** Checks the dialog like the server will, and gives the body of POST start (empty choices left out). */
export const startFormSchema = (order: TDrivingOrder) =>
  z
    .object({
      customerId: z.string().nullable(),
      orderActivityPresetId: z.string().nullable(),
      machineVariants: z.array(z.object({ machineId: z.string(), variantId: z.string().nullable() })),
      answers: z.array(ZQueryAnswerInput),
      counterStarts: z.array(z.object({ key: z.string(), value: ZCounterReading.shape.value.nullable() })),
    })
    .superRefine((values, context) => {
      // A multi-customer order is worked for one customer at a time: the run names which.
      if (order.customers.length > 1 && !values.customerId)
        context.addIssue({ code: 'custom', path: ['customerId'], message: de.driving.chooseCustomer });
      if (unansweredQueries(order.startQueries, values.answers, 'START').length > 0)
        context.addIssue({ code: 'custom', path: ['answers'], message: stopWizardMessages.driverQueriesIncomplete });
    })
    .transform(
      (values): TStartOrderRun => ({
        version: order.version,
        customerId: order.customers.length > 1 ? values.customerId : null,
        orderActivityPresetId: values.orderActivityPresetId,
        machineVariants: values.machineVariants.flatMap(({ machineId, variantId }) =>
          variantId ? [{ machineId, variantId }] : [],
        ),
        answers: values.answers,
        // A start value left empty is asked for again when the order is stopped.
        counterStarts: values.counterStarts.flatMap(({ key, value }) => (value === null ? [] : [{ key, value }])),
      }),
    );
