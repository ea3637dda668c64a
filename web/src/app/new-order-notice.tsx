import Button from '@cloudscape-design/components/button';
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTIFICATION_SUBHEADLINE_DELAY_MS } from '../../../schemas/constants';
import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { useMarkNotificationsSeen, useNewOrderNotifications } from '../api/notifications';
import { orderLinkFor } from './order-link';

/** True once `key` has been shown for `delayMs`; starts over when the key changes (the next notification). */
const useRevealedAfter = (key: string | undefined, delayMs: number): boolean => {
  const [revealed, setRevealed] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (key === undefined) return;
    const timer = window.setTimeout(() => setRevealed(key), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, delayMs]);
  return key !== undefined && revealed === key;
};

/**
 * The oldest unseen new-order notification as a banner of the shell (application.md §4 'Notifications'):
 * its subheadline appears after about a second; 'Später' marks it seen, the action marks it seen and
 * opens the order. Only for the roles that read notifications (§6); undefined when there is none.
 */
export const useNewOrderNotice = (role: TRole, hasCompany: boolean): FlashbarProps.MessageDefinition | undefined => {
  const navigate = useNavigate();
  const notifications = useNewOrderNotifications(hasCompany && hasPermission(role, 'notifications:read'));
  const markSeen = useMarkNotificationsSeen();
  const oldest = notifications.data?.[0];
  const showSubHeadline = useRevealedAfter(oldest?.id, NOTIFICATION_SUBHEADLINE_DELAY_MS);
  if (!oldest) return undefined;
  // Subcontractors read notifications but have no Meine Aufträge (§6): for them the action only marks seen.
  const link = orderLinkFor(role, oldest.orderId);
  return {
    id: `new-order-${oldest.id}`,
    type: 'info',
    header: <span data-testid="new-order-notification">{oldest.headline}</span>,
    content: showSubHeadline ? (
      <span data-testid="new-order-notification-subheadline">{oldest.subHeadline}</span>
    ) : undefined,
    action: (
      <SpaceBetween direction="horizontal" size="xs">
        <Button disabled={markSeen.isPending} onClick={() => markSeen.mutate([oldest.id])}>
          {oldest.dismissButtonLabel}
        </Button>
        <Button
          disabled={markSeen.isPending}
          onClick={() => {
            markSeen.mutate([oldest.id]);
            if (link) navigate(link);
          }}
        >
          {oldest.actionButtonLabel}
        </Button>
      </SpaceBetween>
    ),
  };
};
