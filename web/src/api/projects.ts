import { useQuery } from '@tanstack/react-query';
import { getProjectSummary } from '../../../schemas/api/projects';
import { callEndpoint } from './client';
import { orderKeys } from './orders';

/** A project's orders and totals; under the orders' keys, so a live order change refreshes it. */
export const useProjectSummary = (projectId: string) =>
  useQuery({
    queryKey: [...orderKeys.all, 'projectSummary', projectId] as const,
    queryFn: ({ signal }) => callEndpoint(getProjectSummary, { params: { projectId }, signal }),
  });
