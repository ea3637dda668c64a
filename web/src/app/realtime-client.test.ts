import { describe, expect, it } from 'vitest';
import { parseChangeMessage, reconnectDelay } from './realtime-client';

describe('realtime messages', () => {
  it('reads one event or a list and ignores the rest', () => {
    const event = { type: 'changed', entity: 'customer', id: 'c1', op: 'INSERT' };
    expect(parseChangeMessage(JSON.stringify(event))).toEqual([event]);
    expect(parseChangeMessage(JSON.stringify([event, { type: 'ping' }]))).toEqual([event]);
    expect(parseChangeMessage('not json')).toEqual([]);
    expect(parseChangeMessage(new ArrayBuffer(2))).toEqual([]);
  });

  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
