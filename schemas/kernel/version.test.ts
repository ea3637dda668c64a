import { describe, expect, it } from 'vitest';
import { compareVersions, formatVersion, isOlderVersion, parseVersion } from './version';

describe('compareVersions (application.md §9: by major, minor, patch)', () => {
  it('compares major first, then minor, then patch', () => {
    expect(compareVersions('1.0.0', '2.0.0')).toBe(-1);
    expect(compareVersions('2.0.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.2.0', '1.10.0')).toBe(-1);
    expect(compareVersions('1.2.10', '1.2.9')).toBe(1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions('0.10.0', '0.9.0')).toBe(1);
    expect(compareVersions({ major: 3, minor: 0, patch: 0 }, { major: 10, minor: 0, patch: 0 })).toBe(-1);
  });

  it('accepts app-meta objects and strings alike', () => {
    expect(compareVersions({ major: 2, minor: 3, patch: 0 }, '2.3.0')).toBe(0);
    expect(isOlderVersion('2.2.9', { major: 2, minor: 3, patch: 0 })).toBe(true);
    expect(isOlderVersion('2.3.0', '2.3.0')).toBe(false);
  });

  it('parses versions with suffixes and rejects the rest', () => {
    expect(parseVersion('0.0.1-preview')).toEqual({ major: 0, minor: 0, patch: 1 });
    expect(parseVersion('v1.2')).toEqual({ major: 1, minor: 2, patch: 0 });
    expect(parseVersion('abc')).toBeNull();
    expect(() => compareVersions('abc', '1.0.0')).toThrow();
    expect(formatVersion({ major: 1, minor: 2, patch: 3 })).toBe('1.2.3');
  });
});
