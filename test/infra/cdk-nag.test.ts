import { readFileSync } from 'node:fs';
import * as cdk from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { LohnwerkNagChecks } from '../../lib/constructs/nag-checks';
import { nodeRuntime } from '../../lib/constructs/service-function';
import { buildLohnwerk } from '../../lib/stacks/lohnwerk';

/** The app as `cdk synth` builds it (cdk.json's flags), minus esbuild; synthesized once for the whole file. */
const synth = () => {
  const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  const app = new cdk.App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  buildLohnwerk(app, {
    env: { account: '123456789012', region: 'eu-central-1' },
    appUrl: 'https://app.lohnwerk.example',
    // Push configured, so its grants (endpoints of one platform application) are checked too.
    pushPlatformApplications: { fcm: 'arn:aws:sns:eu-central-1:123456789012:app/GCM/lohnwerk-android' },
  });
  // References between stacks are spelled as imports only once the app is synthesized.
  app.synth();
  return app;
};

const app = synth();
const report = new LohnwerkNagChecks(app).validateScope(app);

describe('cdk-nag AwsSolutions over the synthesized app', () => {
  it('has no unacknowledged finding, error or warning', () => {
    const findings = report.violations.map(
      (violation) =>
        `${violation.ruleName} (${violation.severity}): ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('acknowledges findings on resources only, never a rule for a whole stack or the app', () => {
    const acknowledgedOn = app.node
      .findAll()
      .filter((construct) =>
        construct.node.metadata.some((entry) => entry.type === cdk.Validations.ACKNOWLEDGED_RULES_METADATA_KEY),
      );
    expect(acknowledgedOn.length).toBeGreaterThan(0);
    for (const construct of acknowledgedOn) {
      expect(construct instanceof cdk.Stack || construct === app, construct.node.path).toBe(false);
    }
  });

  it('acknowledges the password policy with the spec reason', () => {
    const pool = app.node.findAll().find((construct) => construct.node.path === 'Lohnwerk-Auth/UserPool')!;
    const acknowledged = pool.node.metadata
      .filter((entry) => entry.type === cdk.Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .map((entry) => JSON.stringify(entry.data));
    expect(acknowledged.join()).toContain('Das Passwort muss mindestens 6 Zeichen lang sein.');
  });

  it('runs the services on the newest Node.js runtime aws-cdk-lib offers', () => {
    const major = (runtime: lambda.Runtime) => Number(/^nodejs(\d+)\.x$/.exec(runtime.name)?.[1] ?? 0);
    const offered = Object.values(lambda.Runtime).filter(
      (value): value is lambda.Runtime =>
        value instanceof lambda.Runtime && value.family === lambda.RuntimeFamily.NODEJS,
    );
    expect(major(nodeRuntime)).toBe(Math.max(...offered.map(major)));
  });
});
