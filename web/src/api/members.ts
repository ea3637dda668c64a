import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { listMembers, updateMember } from '../../../schemas/api/members';
import { callEndpoint } from './client';

export const memberKeys = { list: ['members', 'list'] as const };

export const useMembers = () =>
  useQuery({
    queryKey: memberKeys.list,
    queryFn: ({ signal }) => callEndpoint(listMembers, { signal }).then((r) => r.items),
  });

export type UpdateMemberBody = z.input<NonNullable<typeof updateMember.body>>;

export const useUpdateMember = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateMemberBody }) =>
      callEndpoint(updateMember, { params: { userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.list }),
  });
};
