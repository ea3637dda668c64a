import { AppError } from '../../schemas/errors';
import type { TOrderPlan } from '../../schemas/orders/order';
import type { CompanyStore } from '../platform/company-store';
import { isConflict } from '../platform/db/write';
import { type NewOrderContext, newOrder } from './domain/order';
import type { OrderStore } from './order-store';

/**
 * Makes and saves the DRAFT order a stream consumer plans (from an accepted order request or offer),
 * under the company's order rules. A racing delivery that created it first counts as done; an order the
 * rules refuse is handed to `onRefused` (retrying cannot change the outcome); anything else fails the
 * batch, so the stream delivers it again.
 */
export const saveMadeOrder = async (
  orders: Pick<OrderStore, 'save'>,
  made: { plan: TOrderPlan; company: Awaited<ReturnType<CompanyStore['get']>>; context: NewOrderContext },
  onRefused: (error: AppError) => void,
): Promise<void> => {
  const settings = { enableMultiCustomerOrders: made.company?.settings.enableMultiCustomerOrders ?? false };
  try {
    await orders.save(newOrder(made.plan, settings, made.context), null);
  } catch (error) {
    if (isConflict(error)) return;
    if (!(error instanceof AppError)) throw error;
    onRefused(error);
  }
};
