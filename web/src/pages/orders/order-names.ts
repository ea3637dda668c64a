import { useMemo } from 'react';
import { useCustomers } from '../../api/customers';
import { useRecords } from '../../api/records';
import type { Option } from '../../forms/fields';

/** The records an order names, as options to choose and names to show (cells, CSV, filters). */
export type OrderNames = {
  customers: Option[];
  employees: Option[];
  machines: Option[];
  services: Option[];
  /** The name of one record by id, '' when unknown (deleted, or not loaded yet). */
  nameOf: (id: string | null | undefined) => string;
  /** Several names joined for a cell or the CSV. */
  namesOf: (ids: readonly string[]) => string;
  loading: boolean;
};

export const useOrderNames = (): OrderNames => {
  const customers = useCustomers();
  const employees = useRecords('employee');
  const machines = useRecords('machine');
  const services = useRecords('service');
  return useMemo(() => {
    const options = {
      customers: (customers.data ?? []).map((c) => ({ value: c.id, label: c.displayName ?? c.name })),
      employees: (employees.data ?? []).map((e) => ({ value: e.id, label: `${e.firstName} ${e.lastName}` })),
      machines: (machines.data ?? []).map((m) => ({ value: m.id, label: m.name })),
      services: (services.data ?? []).map((s) => ({ value: s.id, label: s.name })),
    };
    // Ids are unique across kinds: one map answers for all.
    const names = new Map(Object.values(options).flatMap((list) => list.map((o) => [o.value, o.label] as const)));
    const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? '') : '');
    return {
      ...options,
      nameOf,
      namesOf: (ids) => ids.map(nameOf).filter(Boolean).join(', '),
      loading: customers.isPending || employees.isPending || machines.isPending || services.isPending,
    };
  }, [
    customers.data,
    employees.data,
    machines.data,
    services.data,
    customers.isPending,
    employees.isPending,
    machines.isPending,
    services.isPending,
  ]);
};
