import type { RuntimeHandle } from '../../lib/local/runtime';
import { type SeededLogin, seedCompany } from '../../lib/local/seed/seed-company';

/**
 * An empty company of one owner for the board bench, seeded as the tests' companies are
 * (lib/local/seed/seed-company.ts): its board holds the bench's orders alone, and the neighbour's lists
 * stay with the orders list bench.
 */
export const seedBoardCompany = async (runtime: RuntimeHandle): Promise<SeededLogin> => {
  const [owner] = await seedCompany(
    {
      tableName: runtime.tableName,
      userPoolId: runtime.userPoolId,
      userPoolClientId: runtime.userPoolClientId,
      cognitoEndpoint: runtime.cognitoEndpoint,
      documentsQueueUrl: runtime.queueUrls.documents,
    },
    {
      company: { companyId: 'bench-board', name: 'Brettbetrieb GmbH' },
      users: [{ email: 'inhaber@bench-board.example.de', firstName: 'Bo', lastName: 'Brett', role: 'OWNER' }],
      demo: false,
      variant: 'AGRICULTURAL_CONTRACTOR',
      addOns: { bookkeeping: true },
      tokenSuffix: '',
      // An empty company finalizes no receipt in its seed: nothing goes on the documents queue.
      enqueueDocuments: async () => undefined,
    },
  );
  if (!owner) throw new Error('no owner of the board company');
  return owner;
};
