import { dynamoCustomerUnits } from '../../../lambdas/orders/customer-units';
import { dynamoOrderStore } from '../../../lambdas/orders/order-store';
import { makeCreateOrdersOfAcceptedRequests } from '../../../lambdas/orders/request-orders';
import { dynamoCompanyStore } from '../../../lambdas/platform/company-store';
import { db } from '../../../lambdas/platform/db/entities';
import { dynamoRecordStore } from '../../../lambdas/platform/records/record-store';
import { decideOrderRequest, newOrderRequest, pendingDelta } from '../../../lambdas/structures/domain/order-request';
import { dynamoOrderRequestStore } from '../../../lambdas/structures/order-request-store';
import { ZOrderRequestInput } from '../../../schemas/api/order-requests';
import { germanDayFrom } from '../../../schemas/kernel/calendar';

const FARMER = { id: 'demo-customer-10001', name: 'Hof Thomsen GbR' };

/**
 * Order requests of the demo farmer Heinrich Thomsen (kunde@): one sent and waiting (the office's
 * 'Anfragen' badge shows 1), one the office accepted, one draft he has not sent. Written through the
 * same store as the API, so the pending count is right; once the last exists, a start leaves them alone.
 */
export const seedDemoOrderRequests = async (companyId: string, now: Date): Promise<void> => {
  const store = dynamoOrderRequestStore();
  const day = (offset: number) => germanDayFrom(now, offset);
  const rows = [
    {
      id: 'demo-order-request-guelle',
      input: {
        subject: 'Gülle fahren auf der Deichkoppel',
        description: 'Ca. 600 m³ Rindergülle, Schleppschuh. Zufahrt über den Deichweg, Grube am Hof.',
        startDate: day(3),
        endDate: day(5),
        fieldNames: ['Deichkoppel'],
        amount: '600',
        amountUnit: 'm³',
        status: 'PENDING',
      },
    },
    {
      id: 'demo-order-request-mais',
      input: {
        subject: 'Mais häckseln Schlag Westerfeld',
        description: '12 ha Silomais, Abfahrer stellen wir selbst.',
        startDate: day(-20),
        endDate: day(-19),
        status: 'PENDING',
      },
      decision: { accept: true, note: 'Passt, wir kommen mit dem Jaguar 960.' },
    },
    {
      id: 'demo-order-request-nachsaat',
      input: { subject: 'Grünland nachsäen', description: 'Nach dem ersten Schnitt, ca. 8 ha.', status: 'DRAFT' },
    },
  ] as const;
  const last = rows.at(-1);
  if (last && (await store.get(companyId, last.id))) return;
  for (const row of rows) {
    if (await store.get(companyId, row.id)) continue;
    // The demo asks for no particular service: no name to look up.
    const created = newOrderRequest(
      { ...ZOrderRequestInput.parse(row.input), serviceName: null },
      {
        id: row.id,
        companyId,
        customer: FARMER,
        userId: 'demo-seed',
        userName: 'Heinrich Thomsen',
        now,
      },
    );
    await store.save(created, null, pendingDelta(null, created.status));
    if ('decision' in row) {
      const decided = decideOrderRequest(
        created,
        { ...row.decision, version: created.version },
        { userName: 'Lars Jensen', now },
      );
      await store.save(decided, created.version, pendingDelta(created.status, decided.status));
      await seedOrderOfAcceptedRequest(companyId, row.id, now);
    }
  }
};

/**
 * The draft order the office's acceptance made: the stream is not read yet while the seed runs, so the
 * orders service's own consumer is handed the accepted request as the stream would show it.
 */
const seedOrderOfAcceptedRequest = async (companyId: string, orderRequestId: string, now: Date) => {
  const { data } = await db().orderRequest.get({ companyId, orderRequestId }).go();
  if (!data) return;
  const records = dynamoRecordStore();
  const createOrders = makeCreateOrdersOfAcceptedRequests({
    orders: dynamoOrderStore(),
    companies: dynamoCompanyStore(),
    serviceOf: (company, serviceId) => records.get(company, 'service', serviceId),
    customerUnits: dynamoCustomerUnits,
    clock: { now: () => now },
    logRefused: (message) => console.warn(`[lokal] ${message}`),
  });
  await createOrders([{ newImage: { ...data, __edb_e__: 'orderRequest' }, oldImage: undefined }]);
};
