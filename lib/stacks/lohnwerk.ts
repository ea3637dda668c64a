import * as cdk from 'aws-cdk-lib';
import type { PushPlatformApplications } from '../../lambdas/platform/environment-names';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { MessagingStack } from './messaging-stack';
import { RealtimeStack } from './realtime-stack';
import { WebStack } from './web-stack';

export type LohnwerkProps = {
  env: cdk.Environment;
  /** Public address of the web app for links in mails (context `appUrl`). */
  appUrl?: string;
  /** Sender address of outgoing mail (context `mailFrom`). */
  mailFrom?: string;
  /** SNS platform application ARNs for push (context `pushFcmApplication`, `pushApnsApplication`). */
  pushPlatformApplications?: PushPlatformApplications;
  /** A finished web build to publish instead of building the web app during the deploy (context `webDist`). */
  webDist?: string;
  /** Holds the registry's entry files and package-lock.json; the repository unless a test points elsewhere. */
  projectRoot?: string;
};

/**
 * The six stacks and their wiring, shared by bin/app.ts and the infra tests so both see the same app.
 * References only point one way: data <- auth, {data, auth, messaging} <- api <- realtime, web last.
 */
export const buildLohnwerk = (app: cdk.App, props: LohnwerkProps) => {
  const { env, projectRoot } = props;
  const data = new DataStack(app, 'Lohnwerk-Data', { env });
  const auth = new AuthStack(app, 'Lohnwerk-Auth', { env, table: data.table, projectRoot });
  const messaging = new MessagingStack(app, 'Lohnwerk-Messaging', { env });
  const api = new ApiStack(app, 'Lohnwerk-Api', {
    env,
    table: data.table,
    buckets: data.buckets,
    queues: messaging.queues,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    appUrl: props.appUrl,
    mailFrom: props.mailFrom,
    mailConfigurationSet: messaging.mailConfigurationSet.configurationSetName,
    pushPlatformApplications: props.pushPlatformApplications,
    projectRoot,
  });
  if (!props.appUrl) {
    // Without it, links in mails (password reset) would point at a developer's localhost.
    cdk.Annotations.of(api).addWarningV2(
      'lohnwerk:appUrl',
      'Kein appUrl gesetzt: Links in Mails zeigen auf http://localhost:3000. Für ein Deployment `-c appUrl=https://…` angeben (die Adresse der Amplify-App, Ausgabe AppUrl des Web-Stacks).',
    );
  }
  const realtime = new RealtimeStack(app, 'Lohnwerk-Realtime', { env, functions: api.functions });
  const web = new WebStack(app, 'Lohnwerk-Web', {
    env,
    apiUrl: api.httpApi.apiEndpoint,
    wsUrl: realtime.stage.url,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
    webDist: props.webDist,
  });
  return { data, auth, messaging, api, realtime, web };
};
