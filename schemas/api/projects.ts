import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZProjectSummary } from '../planning/project-summary';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * Projects (issue 15): the records themselves are master data (/masterdata/projects, schemas/masterdata
 * kinds.ts); the orders service adds up a project's orders.
 */
export const getProjectSummary = defineEndpoint({
  method: 'GET',
  path: '/orders/projects/{projectId}/summary',
  access: { kind: 'company', permission: 'orders:read' },
  params: z.object({ projectId: idField() }),
  query: ZCompanyQuery,
  response: ZProjectSummary,
});

export const projectEndpoints = { getProjectSummary };
