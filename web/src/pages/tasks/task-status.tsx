import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { orderStatusLabels, type TOrderStatus } from '../../../../schemas/order-enums';

const indicator: Record<TOrderStatus, StatusIndicatorProps.Type> = {
  DRAFT: 'pending',
  ASSIGNED: 'pending',
  IN_PROGRESS: 'in-progress',
  DONE: 'success',
  BILLED: 'stopped',
};

/** Where a task stands, in the order's German status words. */
export const TaskStatus = ({ status }: { status: TOrderStatus }) => (
  <StatusIndicator type={indicator[status]}>{orderStatusLabels[status]}</StatusIndicator>
);
