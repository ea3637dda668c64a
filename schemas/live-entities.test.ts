import { describe, expect, it } from 'vitest';
import { liveRecordKindNames } from './live-entities';
import { liveRecordKinds } from './masterdata/kinds';

describe('live entity names', () => {
  it('name exactly the master-data kinds declared live', () => {
    expect([...liveRecordKindNames].sort()).toEqual([...liveRecordKinds].sort());
  });
});
