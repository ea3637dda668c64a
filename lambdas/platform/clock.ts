import { randomUUID } from 'node:crypto';

/** Ports for time and identity, passed into use cases so domain code and tests stay deterministic. */
export type Clock = { now: () => Date };
export type IdGenerator = { newId: () => string };

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: IdGenerator = { newId: () => randomUUID() };
