import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createInvitation,
  listCompanyInvitations,
  listMyInvitations,
  respondToInvitation,
  revokeInvitation,
  type ZCreateInvitation,
} from '../../../schemas/api/invitations';
import { callEndpoint } from './client';
import { contractorKeys } from './contractors';
import { meKey } from './identity';

export const invitationKeys = {
  company: ['invitations', 'company'] as const,
  mine: ['invitations', 'mine'] as const,
};

/** The company's open invitations (owners and admins). */
export const useCompanyInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: invitationKeys.company,
    queryFn: ({ signal }) =>
      callEndpoint(listCompanyInvitations, { signal }).then((r) => r.items.filter((i) => i.status === 'PENDING')),
    enabled,
  });

/** Invitations to the signed-in user's address that are still open (account page and its menu badge). */
export const useMyInvitations = (enabled = true) =>
  useQuery({
    queryKey: invitationKeys.mine,
    queryFn: ({ signal }) =>
      callEndpoint(listMyInvitations, { signal }).then((r) => r.items.filter((i) => i.status === 'PENDING')),
    enabled,
  });

export type CreateInvitationBody = z.input<typeof ZCreateInvitation>;

export const useCreateInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => callEndpoint(createInvitation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.company }),
  });
};

export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => callEndpoint(revokeInvitation, { params: { invitationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.company }),
  });
};

export const useRespondToInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, accept }: { invitationId: string; accept: boolean }) =>
      callEndpoint(respondToInvitation, { params: { invitationId }, body: { accept } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: invitationKeys.mine });
      await queryClient.invalidateQueries({ queryKey: meKey });
      // An accepted customer invitation adds a contractor to Dienstleister.
      await queryClient.invalidateQueries({ queryKey: contractorKeys.all });
    },
  });
};
