import { useQuery } from '@tanstack/react-query';
import { getMe } from '../../../schemas/api/identity';
import { callEndpoint } from './client';

export const meKey = ['me'] as const;

/** The signed-in user with the default company (name, role) and all companies. */
export const useMe = (enabled = true) =>
  useQuery({ queryKey: meKey, queryFn: ({ signal }) => callEndpoint(getMe, { signal }), enabled });
