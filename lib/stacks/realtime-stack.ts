import * as cdk from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import type { ServiceFunction } from '../constructs/service-function';

export type RealtimeStackProps = cdk.StackProps & {
  /** The api stack's functions by service name; the registry says which one answers the WebSocket. */
  functions: ReadonlyMap<string, ServiceFunction>;
};

export const webSocketStageName = 'live';

/**
 * Live updates (company lists, positions, telemetry) over an API Gateway WebSocket. The handler learns
 * the management endpoint from the connect event (domain + stage), so it needs no environment variable,
 * and this stack can come after the api stack without the api stack depending on it.
 */
export class RealtimeStack extends cdk.Stack {
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    const handlers = [...props.functions.values()].filter((fn) => fn.service.websocket);
    if (handlers.length !== 1) {
      throw new Error(`Exactly one service must declare websocket: true in lib/services.ts, found ${handlers.length}`);
    }
    const integration = new WebSocketLambdaIntegration('RealtimeIntegration', handlers[0]!);

    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      apiName: 'lohnwerk-live',
      connectRouteOptions: { integration },
      disconnectRouteOptions: { integration },
      defaultRouteOptions: { integration },
    });
    this.stage = new apigwv2.WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.webSocketApi,
      stageName: webSocketStageName,
      autoDeploy: true,
    });

    for (const fn of props.functions.values()) {
      if (fn.service.access.manageConnections) {
        fn.allowManageConnections(this, this.webSocketApi, webSocketStageName);
      }
    }

    new cdk.CfnOutput(this, 'WebSocketUrl', { value: this.stage.url });
  }
}
