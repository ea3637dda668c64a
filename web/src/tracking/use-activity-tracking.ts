import { useEffect, useMemo, useRef, useState } from 'react';
import { appendTrackPoints, createTracking, setEmployeeLocation } from '../../../schemas/api/tracking';
import { hasPermission } from '../../../schemas/permissions';
import type { TRole } from '../../../schemas/roles';
import { ApiError } from '../api/api-error';
import { callEndpoint } from '../api/client';
import { useCompany } from '../api/company';
import { useAppMeta } from '../api/identity';
import { useMyWork } from '../api/work';
import { readStored, removeStored, writeStored } from '../platform/storage';
import {
  CURRENT_TRACKING_KEY,
  createActivityTracker,
  createLocationReporter,
  type RememberedTracking,
  tapPositions,
  trackingTarget,
  ZRememberedTracking,
} from './activity-tracker';
import { createChunkQueue, outcomeOfFailure, type QueuedChunk, type SendOutcome } from './chunk-queue';
import { deviceGeolocation } from './native-location';
import { registerPendingPointsSender } from './pending-points';
import { startTrackSession } from './track-session';

const remembered = {
  read: (): RememberedTracking | null => {
    try {
      const parsed = ZRememberedTracking.safeParse(JSON.parse(readStored(CURRENT_TRACKING_KEY) ?? 'null'));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  write: (value: RememberedTracking | null) =>
    value ? writeStored(CURRENT_TRACKING_KEY, JSON.stringify(value)) : removeStored(CURRENT_TRACKING_KEY),
};

const sendChunk = async (chunk: QueuedChunk): Promise<SendOutcome> => {
  try {
    await callEndpoint(appendTrackPoints, { body: chunk });
    return 'sent';
  } catch (error) {
    return error instanceof ApiError ? outcomeOfFailure(error.status) : 'retry';
  }
};

const logError = (error: unknown) => console.warn('Standortaufzeichnung:', error);

/**
 * Records the GPS track of the signed-in driver's running non-pause activity and reports their location
 * from the same fixes (issue 12 point 6). Mounted once in the shell; answers whether it records now.
 */
export const useActivityTracking = (role: TRole): boolean => {
  const canRecord =
    hasPermission(role, 'tracking:record') && typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const work = useMyWork(canRecord);
  const company = useCompany(canRecord);
  const activity = work.data?.activity ?? null;
  const settings = company.data?.settings;
  // Read when a recording starts (the tracker below is made once); set before the effect that follows the target.
  const backgroundFlag = useAppMeta().data?.featureFlags.backgroundGeolocation ?? false;
  const backgroundAllowed = useRef(backgroundFlag);
  useEffect(() => {
    backgroundAllowed.current = backgroundFlag;
  }, [backgroundFlag]);
  const target = useMemo(
    () =>
      trackingTarget(
        canRecord,
        activity,
        settings && { internal: settings.internalActivityPresets, order: settings.orderActivityPresets },
      ),
    [canRecord, activity, settings],
  );
  const [tracker] = useState(() =>
    createActivityTracker({
      createTracking: (body) => callEndpoint(createTracking, { body }),
      startSession: (trackingId, orderId) => {
        const reportLocation = createLocationReporter((body) =>
          callEndpoint(setEmployeeLocation, { body }).catch(logError),
        );
        return startTrackSession({
          geolocation: tapPositions(deviceGeolocation(backgroundAllowed.current), reportLocation),
          now: () => Date.now(),
          queue: createChunkQueue({ read: readStored, write: writeStored }),
          send: sendChunk,
          trackingId,
          orderId,
          logError,
        });
      },
      remembered,
      logError,
    }),
  );
  useEffect(() => {
    void tracker.follow(target);
  }, [tracker, target]);
  useEffect(() => () => void tracker.close(), [tracker]);
  useEffect(() => registerPendingPointsSender(() => tracker.sendNow()), [tracker]);
  return target !== null;
};
