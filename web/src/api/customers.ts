import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createCustomer, getCustomer, listCustomers, updateCustomer } from '../../../schemas/api/customers';
import type { TCustomer } from '../../../schemas/customer';
import { callEndpoint } from './client';

/** Query keys: everything about customers starts with 'customers', so one invalidation refreshes all. */
export const customerKeys = {
  all: ['customers'] as const,
  list: () => ['customers', 'list'] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
};

export const useCustomers = (enabled = true) =>
  useQuery({
    queryKey: customerKeys.list(),
    queryFn: ({ signal }) => callEndpoint(listCustomers, { signal }).then((r) => r.items),
    enabled,
  });

export const useCustomer = (customerId: string) =>
  useQuery({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) => callEndpoint(getCustomer, { params: { customerId }, signal }),
  });

export type CreateCustomerBody = z.input<NonNullable<typeof createCustomer.body>>;
export type UpdateCustomerBody = z.input<NonNullable<typeof updateCustomer.body>>;

const useStoreCustomer = () => {
  const queryClient = useQueryClient();
  return (customer: TCustomer) => {
    queryClient.setQueryData(customerKeys.detail(customer.id), customer);
    void queryClient.invalidateQueries({ queryKey: customerKeys.list() });
  };
};

export const useCreateCustomer = () => {
  const store = useStoreCustomer();
  return useMutation({
    mutationFn: (body: CreateCustomerBody) => callEndpoint(createCustomer, { body }),
    onSuccess: store,
  });
};

export const useUpdateCustomer = (customerId: string) => {
  const store = useStoreCustomer();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) => callEndpoint(updateCustomer, { params: { customerId }, body }),
    onSuccess: store,
  });
};
