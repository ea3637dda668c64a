import { AppError } from '../../../schemas/errors';

/**
 * Who works on the map structures (services.md §6, §8): the contractor's staff see all of them; a customer
 * (farmer) sees only the structures of the customers they speak for, and changes them only where that
 * customer's record allows it (canEditStructures). Pure: the caller's standing in, refusals out.
 */
export type StructureViewer =
  | { kind: 'staff'; mayEditGeometry: boolean }
  | {
      kind: 'customer';
      /** The customers the person speaks for (their customer membership). */
      customerIds: readonly string[];
      /** Of those, the ones whose record carries canEditStructures. */
      editableCustomerIds: readonly string[];
    };

/** services.md §8 'Resource not accessible by the customer, or does not exist': one answer for both. */
export const notAccessible = (what: string) => new AppError('FCPA_404_02', { detail: what });

export const isVisibleTo = (viewer: StructureViewer, customerId: string | null): boolean =>
  viewer.kind === 'staff' || (customerId !== null && viewer.customerIds.includes(customerId));

/**
 * Refuses a write of a structure of `customerId`: a customer's own structure without canEditStructures
 * is 'missing edit rights, contact the contractor'; a structure not theirs is not accessible.
 */
export const requireWritableBy = (viewer: StructureViewer, customerId: string | null, what: string) => {
  if (viewer.kind === 'staff') return;
  if (!isVisibleTo(viewer, customerId)) throw notAccessible(what);
  if (customerId === null || !viewer.editableCustomerIds.includes(customerId)) {
    throw new AppError('FCPA_403_01_0002', { detail: `customer ${customerId} may not edit structures` });
  }
};

/** A farmer's new structure belongs to their customer: the one named, or the only one they speak for. */
export const ownerOfNew = (viewer: StructureViewer, customerId: string | null): string | null => {
  if (viewer.kind === 'staff' || customerId !== null) return customerId;
  const [only, ...others] = viewer.customerIds;
  return only !== undefined && others.length === 0 ? only : null;
};

/** Whether the viewer may change where a structure lies; a customer may when they may edit it at all. */
export const mayEditGeometry = (viewer: StructureViewer): boolean =>
  viewer.kind === 'customer' || viewer.mayEditGeometry;
