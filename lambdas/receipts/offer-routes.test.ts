import { describe, expect, it } from 'vitest';
import { AppError } from '../../schemas/errors';
import type { TReceipt } from '../../schemas/receipts/receipt';
import { receiptFixture } from '../../schemas/receipts/receipt.fixtures';
import { type OfferStore, offerRoutes } from './offer-routes';
import { quietRouteLogs, routeCaller } from './receipt.test-kit';

const setup = (offers: TReceipt[]) => {
  const stored = new Map(offers.map((offer) => [offer.id, offer]));
  const store: OfferStore = {
    get: async (_companyId, type, id) => (stored.get(id)?.type === type ? stored.get(id) : undefined),
    update: async (receipt, expectedVersion) => {
      if (stored.get(receipt.id)?.version !== expectedVersion) throw new AppError('LW_409_00_0001');
      stored.set(receipt.id, receipt);
    },
  };
  const call = routeCaller(offerRoutes({ offers: store, clock: { now: () => new Date('2026-09-10T10:00:00.000Z') } }));
  const accept = (receiptId: string, version: number) =>
    call('POST /receipts/offers/{receiptId}/accept', { pathParameters: { receiptId }, body: { version } });
  return { accept, stored };
};

quietRouteLogs();

describe('accepting an offer', () => {
  it('marks a finalized offer accepted once; a second acceptance is refused in German', async () => {
    const { accept, stored } = setup([receiptFixture('an-1', { type: 'OFFER', number: 'AN-2026-0001' })]);
    const first = await accept('an-1', 2);
    expect(first).toMatchObject({ status: 200, body: { acceptedAt: '2026-09-10T10:00:00.000Z', version: 3 } });
    expect(stored.get('an-1')?.acceptedAt).toBe('2026-09-10T10:00:00.000Z');
    const second = await accept('an-1', 3);
    expect(second).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'RCPT_409_50_0004', message: 'Dieses Angebot wurde bereits angenommen.' }),
    });
  });

  it('refuses a draft offer, an old version, and what is not an offer', async () => {
    const { accept } = setup([
      receiptFixture('draft', { type: 'OFFER', status: 'DRAFT', number: null }),
      receiptFixture('an-2', { type: 'OFFER' }),
      receiptFixture('re-1'),
    ]);
    expect(await accept('draft', 2)).toMatchObject({ status: 409, body: { code: 'RCPT_409_50_0005' } });
    expect(await accept('an-2', 1)).toMatchObject({ status: 409, body: { code: 'LW_409_00_0001' } });
    expect(await accept('re-1', 2)).toMatchObject({ status: 404 });
  });
});
