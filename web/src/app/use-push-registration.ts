import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerPushRecipient } from '../../../schemas/api/notifications';
import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { callEndpoint } from '../api/client';
import { loadPushPort } from '../platform/native-plugins';
import { currentPlatform, isNativePlatform } from '../platform/platform';
import { deviceModelOf, startPushRegistration } from '../platform/push-registration';
import { orderLinkFor } from './order-link';

const logError = (error: unknown) => console.warn('Push-Benachrichtigungen:', error);

/**
 * Registers the phone for new-order pushes once the user is signed in (issue 12 point 8): only in the
 * native shell and only for the roles that receive new-order notifications (§6). A tapped push opens the
 * order like the banner's action. The plugin is loaded here, on native only.
 */
export const usePushRegistration = (role: TRole, userId: string | undefined) => {
  const navigate = useNavigate();
  const receives = hasPermission(role, 'notifications:read');
  useEffect(() => {
    if (!userId || !receives || !isNativePlatform()) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    loadPushPort()
      .then((port) =>
        startPushRegistration({
          port,
          device: { authUserId: userId, platform: currentPlatform(), model: deviceModelOf(navigator.userAgent) },
          send: (body) => callEndpoint(registerPushRecipient, { body }),
          openOrder: (orderId) => {
            const link = orderLinkFor(role, orderId);
            if (link) navigate(link);
          },
          logError,
        }),
      )
      .then((remove) => {
        if (stopped) remove();
        else stop = remove;
      })
      .catch(logError);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId, receives, role, navigate]);
};
