import * as cdk from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { PushPlatformApplications } from '../../lambdas/platform/environment-names';
import { CLIENT_VERSION_HEADER } from '../../schemas/api/client-version';
import { accessLogSettings } from '../constructs/access-log';
import { acknowledgeWildcardResource } from '../constructs/nag-checks';
import { cognitoIssuer, pascalCase, ServiceFunction } from '../constructs/service-function';
import { type BucketName, httpRoutes, type QueueName, type ServiceDefinition, services } from '../services';

export type ApiStackProps = cdk.StackProps & {
  table: dynamodb.ITable;
  buckets: Record<BucketName, s3.IBucket>;
  queues: Record<QueueName, sqs.IQueue>;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** Public address of the web app for links in mails (APP_URL); without it handlers use their default. */
  appUrl?: string;
  /** Sender of outgoing mail (MAIL_FROM); without it the handlers' default applies. */
  mailFrom?: string;
  /** The SES configuration set that reports delivery problems to the mail-events queue. */
  mailConfigurationSet?: string;
  /** SNS platform applications for push; without them push goes to the handler's sandbox and nothing is granted. */
  pushPlatformApplications?: PushPlatformApplications;
  /** Holds the registry's entry files and package-lock.json (tests only; the repository by default). */
  projectRoot?: string;
};

/** Every registry service that is not a Cognito trigger: HTTP, WebSocket, queue, stream and schedule handlers. */
export const apiServices = (): ServiceDefinition[] =>
  (services as readonly ServiceDefinition[]).filter((service) => !(service.cognitoTriggers ?? []).length);

/**
 * The HTTP API and one Lambda per service, all driven by lib/services.ts. Every route whose endpoint is
 * not public has a Cognito JWT authorizer in front (issuer: the pool, audience: the app client), so a
 * request without a valid ID token never reaches a function. The handlers still verify the token and
 * check the role themselves (lambdas/platform/auth.ts), exactly as on the embedded runtime, which has
 * no authorizer.
 */
export class ApiStack extends cdk.Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions: ReadonlyMap<string, ServiceFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: 'lohnwerk',
      // Tokens travel in the Authorization header, never in cookies, so any origin (the web app, the
      // Capacitor shell's capacitor://localhost) may call; a stolen origin gains nothing without a token.
      corsPreflight: {
        allowOrigins: ['*'],
        allowMethods: [apigwv2.CorsHttpMethod.ANY],
        // client-version: the API version the web app sends (schemas/api/client-version.ts).
        allowHeaders: ['authorization', 'content-type', CLIENT_VERSION_HEADER],
        maxAge: cdk.Duration.hours(1),
      },
      // The default stage is added below, with access logs.
      createDefaultStage: false,
    });
    // Same construct id as the stage HttpApi would create, so the deployed stage is updated, not replaced.
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: accessLogSettings(this, 'HttpApiAccessLogs', 'http').settings,
    });
    // The ID token, as the handlers expect it: its audience is the app client.
    const authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', cognitoIssuer(this, props.userPool), {
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });

    const functions = new Map<string, ServiceFunction>();
    for (const service of apiServices()) {
      const fn = new ServiceFunction(this, pascalCase(service.name), {
        service,
        projectRoot: props.projectRoot,
      });
      // The services it invokes come earlier in the registry, so their functions exist already.
      fn.applyAccess({ ...props, functions });
      this.wireEventSources(fn, props);
      functions.set(service.name, fn);
    }
    this.functions = functions;

    // One integration per function, shared by its routes; one invoke permission per function and API
    // instead of one per route keeps the function's resource policy small as routes grow.
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const { service, endpoint } of httpRoutes()) {
      const fn = functions.get(service.name)!;
      let integration = integrations.get(service.name);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${pascalCase(service.name)}Integration`, fn, {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
          scopePermissionToRoute: false,
        });
        integrations.set(service.name, integration);
      }
      const isPublic = endpoint.access.kind === 'public';
      const routes = this.httpApi.addRoutes({
        path: endpoint.path,
        methods: [apigwv2.HttpMethod[endpoint.method]],
        integration,
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) {
        for (const route of routes) {
          cdk.Validations.of(route).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason:
              "The registry declares this endpoint access 'public' (sign-in help, password reset, accepting an invitation): it is called before there is a session.",
          });
        }
      }
    }

    new cdk.CfnOutput(this, 'ApiUrl', { value: this.httpApi.apiEndpoint });
  }

  private wireEventSources(fn: ServiceFunction, props: ApiStackProps): void {
    const { service } = fn;
    for (const queue of service.queueConsumers ?? []) {
      // Partial batch responses: one bad message is retried (and dead-lettered) alone, not with its batch.
      fn.addEventSource(new SqsEventSource(props.queues[queue], { batchSize: 10, reportBatchItemFailures: true }));
    }
    if (service.streamConsumer) {
      acknowledgeWildcardResource(
        fn.serviceRole,
        '*',
        'dynamodb:ListStreams has no resource type; the event source of the table stream needs it.',
      );
      fn.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: lambda.StartingPosition.TRIM_HORIZON,
          batchSize: 100,
          // Halve a failing batch to isolate the bad record; give up after a few tries instead of blocking
          // the shard for the stream's whole 24 h retention.
          bisectBatchOnError: true,
          retryAttempts: 5,
        }),
      );
    }
    for (const schedule of service.schedules ?? []) {
      new events.Rule(this, `${pascalCase(service.name)}${pascalCase(schedule.name)}Schedule`, {
        schedule: events.Schedule.expression(schedule.rate),
        targets: [new targets.LambdaFunction(fn)],
      });
    }
  }
}
