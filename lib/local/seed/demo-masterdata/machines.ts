import machineTable from './machines.json';
import type { DemoRecord } from './shared';
import { demoRecordsFrom } from './shared';

/** Machines of the demo contractor, keyed by the key of their fixed id (`demo-machine-<key>`). */
export const machines: DemoRecord[] = demoRecordsFrom('machine', 'machine', machineTable);
