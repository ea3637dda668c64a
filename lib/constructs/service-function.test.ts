import { describe, expect, it } from 'vitest';
import { pushPlatformArns } from './service-function';

describe('pushPlatformArns', () => {
  it("names a platform application's device endpoints", () => {
    expect(pushPlatformArns('arn:aws:sns:eu-central-1:123456789012:app/APNS_SANDBOX/lohnwerk-ios.dev')).toEqual({
      application: { region: 'eu-central-1', account: '123456789012' },
      endpoints: 'arn:aws:sns:eu-central-1:123456789012:endpoint/APNS_SANDBOX/lohnwerk-ios.dev/*',
    });
  });

  it.each([
    'arn:aws:sns:eu-central-1:123456789012:lohnwerk-topic',
    'arn:aws:sns:eu-central-1:123456789012:app/GCM/*',
    'lohnwerk-android',
  ])('refuses %s, so a mistyped context value fails the synth', (arn) => {
    expect(() => pushPlatformArns(arn)).toThrow('Not an SNS platform application ARN');
  });
});
