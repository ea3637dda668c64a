import { AppError } from '../../schemas/errors';
import type { TOrder } from '../../schemas/orders/order';
import { isConflict } from '../platform/db/write';
import type { OrderStore } from './order-store';

/**
 * Saves an order a stream consumer makes (from an accepted order request or offer). A racing delivery
 * that created it first counts as done; an order the rules refuse is handed to `onRefused` (retrying
 * cannot change the outcome); anything else fails the batch, so the stream delivers it again.
 */
export const saveMadeOrder = async (
  orders: Pick<OrderStore, 'save'>,
  make: () => TOrder,
  onRefused: (error: AppError) => void,
): Promise<void> => {
  try {
    await orders.save(make(), null);
  } catch (error) {
    if (isConflict(error)) return;
    if (!(error instanceof AppError)) throw error;
    onRefused(error);
  }
};
