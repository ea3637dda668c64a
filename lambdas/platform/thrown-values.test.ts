import { describe, expect, it } from 'vitest';
import { awsHttpStatus, thrownName, thrownStatusCode } from './thrown-values';

describe('thrown values', () => {
  it('reads name, status code and the SDK status of whatever was thrown', () => {
    const sdkError = Object.assign(new Error('gone'), { name: 'GoneException', $metadata: { httpStatusCode: 410 } });
    expect(thrownName(sdkError)).toBe('GoneException');
    expect(awsHttpStatus(sdkError)).toBe(410);
    expect(thrownStatusCode({ statusCode: 422 })).toBe(422);
  });

  it('gives nothing for values without the field', () => {
    for (const value of [null, undefined, 'text', 42, {}, { $metadata: null }, { name: 7 }]) {
      expect(thrownName(value)).toBe('');
      expect(thrownStatusCode(value)).toBeUndefined();
      expect(awsHttpStatus(value)).toBeUndefined();
    }
  });
});
