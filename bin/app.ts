import * as cdk from 'aws-cdk-lib';
import { addNagChecks } from '../lib/constructs/nag-checks';
import { buildLohnwerk } from '../lib/stacks/lohnwerk';

/**
 * The CDK app (`cdk synth`, `cdk deploy`). Optional context: `-c appUrl=https://...` for links in mails
 * (the Amplify domain is only known after the last stack), `-c mailFrom='Firma <noreply@...>'`,
 * `-c region=...`, `-c webDist=web/dist` to publish a finished web build instead of building one, and
 * `-c pushFcmApplication=arn:aws:sns:...:app/GCM/<name>` / `-c pushApnsApplication=arn:aws:sns:...:app/APNS/<name>`
 * for mobile push (without them push is only recorded in the sandbox).
 */
const app = new cdk.App();

// Frankfurt unless a region is chosen explicitly. CDK_DEFAULT_REGION alone is not enough: without a
// configured region the CLI fills it with us-east-1, which would put German business data in Virginia.
const region =
  app.node.tryGetContext('region') ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'eu-central-1';

buildLohnwerk(app, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region },
  appUrl: app.node.tryGetContext('appUrl'),
  mailFrom: app.node.tryGetContext('mailFrom'),
  webDist: app.node.tryGetContext('webDist'),
  pushPlatformApplications: {
    fcm: app.node.tryGetContext('pushFcmApplication'),
    apns: app.node.tryGetContext('pushApnsApplication'),
  },
});
// AwsSolutions (cdk-nag) over every stack: synth fails on a finding that is neither fixed nor acknowledged.
addNagChecks(app);
