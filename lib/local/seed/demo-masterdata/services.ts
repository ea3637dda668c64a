import serviceTable from './services.json';
import type { DemoRecord } from './shared';
import { demoRecordsFrom } from './shared';

/**
 * Services of the demo contractor, keyed by the key of their fixed id (`demo-service-<key>`). Price
 * blocks and driver queries carry fixed ids too (`demo-pb-<service>-...`, `demo-dq-<service>-...`).
 */
export const services: DemoRecord[] = demoRecordsFrom('service', 'service', serviceTable);
