import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  archiveCampaign,
  createCampaign,
  getCampaign,
  listCampaigns,
  replaceCampaignCustomer,
} from '../../../schemas/api/campaigns';
import type { TCampaignDetails, TCampaignInput, TCustomerReplacement } from '../../../schemas/planning/campaign';
import { callEndpoint } from './client';
import { orderKeys } from './orders';

/** Query keys of campaigns: the lists (active, archived) and one chain with its orders. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (archived: boolean) => ['campaigns', 'list', archived] as const,
  one: (campaignId: string) => ['campaigns', 'one', campaignId] as const,
};

export const useCampaigns = (archived: boolean) =>
  useQuery({
    queryKey: campaignKeys.list(archived),
    queryFn: ({ signal }) =>
      callEndpoint(listCampaigns, { query: { archived: archived ? 'true' : 'false' }, signal }).then(
        (response) => response.items,
      ),
  });

export const useCampaign = (campaignId: string) =>
  useQuery({
    queryKey: campaignKeys.one(campaignId),
    queryFn: ({ signal }) => callEndpoint(getCampaign, { params: { campaignId }, signal }),
  });

/** A chain's change also changes its orders: their lists are read again too. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return (campaign: TCampaignDetails) => {
    queryClient.setQueryData(campaignKeys.one(campaign.id), campaign);
    void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
};

export const useCreateCampaign = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TCampaignInput) => callEndpoint(createCampaign, { body: input }),
    onSuccess: refresh,
  });
};

export const useReplaceCampaignCustomer = (campaignId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (replacement: TCustomerReplacement) =>
      callEndpoint(replaceCampaignCustomer, { params: { campaignId }, body: replacement }),
    onSuccess: refresh,
  });
};

export const useArchiveCampaign = (campaignId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (change: { version: number; archived: boolean }) =>
      callEndpoint(archiveCampaign, { params: { campaignId }, body: change }),
    onSuccess: refresh,
  });
};
