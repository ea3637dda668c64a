import { describe, expect, it } from 'vitest';
import { config, MissingGrantError, queueUrl, tableName, tokenVerification, userPoolId } from './config';
import { runInServiceScope, type ServiceScope } from './service-scope';

const scope = (serviceName: string, environment: Record<string, string>): ServiceScope => ({
  serviceName,
  environment,
});

describe('config per service', () => {
  it('gives a service what its environment grants', () => {
    const identity = scope('identity', {
      TABLE_NAME: 'lohnwerk',
      MAIL_QUEUE_URL: 'http://localhost/000000000000/mail',
      TOKEN_ISSUER: 'http://localhost:9229/pool',
      USER_POOL_ID: 'pool',
      USER_POOL_CLIENT_ID: 'client',
    });
    runInServiceScope(identity, () => {
      expect(tableName()).toBe('lohnwerk');
      expect(queueUrl('mail')).toBe('http://localhost/000000000000/mail');
      expect(userPoolId()).toBe('pool');
      expect(tokenVerification()).toEqual({ issuer: 'http://localhost:9229/pool', audience: 'client' });
    });
  });

  it('fails on a missing grant with the service, the variable and where to grant it', () => {
    runInServiceScope(scope('structures', { TABLE_NAME: 'lohnwerk' }), () => {
      expect(() => queueUrl('mail')).toThrow(MissingGrantError);
      expect(() => queueUrl('mail')).toThrow(
        "Service 'structures' has no access to the mail queue: MAIL_QUEUE_URL is not set (grant it in lib/services.ts, access.sendTo)",
      );
      expect(() => userPoolId()).toThrow(/'structures' has no access to the user pool: USER_POOL_ID/);
    });
    runInServiceScope(scope('mail', {}), () => {
      expect(() => tableName()).toThrow(/'mail' has no access to the table: TABLE_NAME is not set/);
    });
  });

  it('defaults the settings', () => {
    runInServiceScope(scope('mail', {}), () => {
      expect(config()).toMatchObject({ APP_URL: 'http://localhost:3000', AWS_REGION: 'eu-central-1' });
      expect(config().S3_FORCE_PATH_STYLE).toBe(false);
    });
  });

  it('parses each service once and rejects a malformed value on first use', () => {
    const broken = scope('identity', { TOKEN_ISSUER: 'no url' });
    runInServiceScope(broken, () => {
      expect(() => config()).toThrow();
    });
    const settings = scope('identity', { APP_URL: 'https://app.example' });
    const first = runInServiceScope(settings, () => config());
    expect(runInServiceScope(settings, () => config())).toBe(first);
    expect(runInServiceScope(scope('identity', {}), () => config())).not.toBe(first);
  });
});
