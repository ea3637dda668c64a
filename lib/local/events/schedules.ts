import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import type { ServiceDefinition } from '../../services';
import { type Invoke, LOCAL_ACCOUNT_ID } from '../functions/lambda';

const UNIT_MS: Record<string, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** `rate(5 minutes)` -> 300000; EventBridge's rate expressions (singular for 1, plural otherwise). */
export const rateToMilliseconds = (rate: string): number => {
  const match = /^rate\((\d+)\s+(minute|hour|day)s?\)$/.exec(rate.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Unbekannter Zeitplan: ${rate}`);
  return Number(match[1]) * (UNIT_MS[match[2]] ?? 0);
};

export const buildScheduledEvent = (ruleName: string, region: string, now = new Date()): ScheduledEvent => ({
  version: '0',
  id: randomUUID(),
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: LOCAL_ACCOUNT_ID,
  time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  region,
  resources: [`arn:aws:events:${region}:${LOCAL_ACCOUNT_ID}:rule/${ruleName}`],
  detail: {},
});

/** A timer per registry schedule; a run still going when the next is due is not started twice. */
export const startSchedules = (options: {
  services: readonly ServiceDefinition[];
  region: string;
  invoke: Invoke;
  log: (message: string, error?: unknown) => void;
}): { stop(): void } => {
  const timers = options.services.flatMap((service) =>
    (service.schedules ?? []).map((schedule) => {
      let running = false;
      return setInterval(() => {
        if (running) return;
        running = true;
        options
          .invoke(service.name, buildScheduledEvent(schedule.name, options.region))
          .catch((error: unknown) => options.log(`${service.name}: Zeitplan ${schedule.name} gescheitert`, error))
          .finally(() => {
            running = false;
          });
      }, rateToMilliseconds(schedule.rate));
    }),
  );
  return { stop: () => timers.forEach(clearInterval) };
};
