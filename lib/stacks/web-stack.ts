import * as cdk from 'aws-cdk-lib';
import * as amplify from 'aws-cdk-lib/aws-amplify';
import * as codebuild from 'aws-cdk-lib/aws-codebuild';
import type { Construct } from 'constructs';
import type { TRuntimeConfig } from '../../schemas/runtime-config';

export type WebStackProps = cdk.StackProps & {
  apiUrl: string;
  wsUrl: string;
  userPoolId: string;
  userPoolClientId: string;
};

/** Amplify build variables that carry the stack outputs into the web app's /config.json. */
const variables = {
  region: 'LOHNWERK_REGION',
  apiUrl: 'LOHNWERK_API_URL',
  wsUrl: 'LOHNWERK_WS_URL',
  userPoolId: 'LOHNWERK_USER_POOL_ID',
  userPoolClientId: 'LOHNWERK_USER_POOL_CLIENT_ID',
} as const;

/** JavaScript expressions per config key; the Record type makes a new key in schemas/runtime-config.ts a compile error here. */
const configExpressions: Record<keyof TRuntimeConfig, string> = {
  stage: "'aws'",
  region: `e.${variables.region}`,
  apiUrl: `e.${variables.apiUrl}`,
  wsUrl: `e.${variables.wsUrl}`,
  userPoolId: `e.${variables.userPoolId}`,
  userPoolClientId: `e.${variables.userPoolClientId}`,
  // Local-only services: on AWS Amplify talks to Cognito directly and SES has no viewer.
  userPoolEndpoint: 'null',
  mailViewerUrl: 'null',
};

/** The build command that writes web/dist/config.json from the Amplify environment (run after the web build). */
export const writeRuntimeConfigCommand = `node -e "const e=process.env;require('fs').writeFileSync('web/dist/config.json',JSON.stringify({${Object.entries(
  configExpressions,
)
  .map(([key, expression]) => `${key}:${expression}`)
  .join(',')}}))"`;

/** Client-side routes go to index.html; files with a known static extension are served as they are. */
export const spaRewriteSource =
  '</^[^.]+$|\\.(?!(css|gif|ico|jpg|js|png|txt|svg|woff|woff2|ttf|map|json|webp)$)([^.]+$)/>';

/**
 * Hosting of the React web app on Amplify. The app has no connected repository: the branch is deployed
 * manually (zip upload) or, once a repository is connected in the console, built with the build spec below.
 */
export class WebStack extends cdk.Stack {
  readonly app: amplify.CfnApp;
  readonly branch: amplify.CfnBranch;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const buildSpec = codebuild.BuildSpec.fromObjectToYaml({
      version: 1,
      frontend: {
        phases: {
          // Capacitor 8, Vite 8 and vitest 5 need Node 22 (DESIGN §5).
          preBuild: { commands: ['nvm install 22 && nvm use 22', 'node --version'] },
          build: { commands: ['npm ci && npm run build:web', writeRuntimeConfigCommand] },
        },
        artifacts: { baseDirectory: 'web/dist', files: ['**/*'] },
        cache: { paths: ['node_modules/**/*'] },
      },
    });

    const environment: Record<string, string> = {
      [variables.region]: this.region,
      [variables.apiUrl]: props.apiUrl,
      [variables.wsUrl]: props.wsUrl,
      [variables.userPoolId]: props.userPoolId,
      [variables.userPoolClientId]: props.userPoolClientId,
    };

    this.app = new amplify.CfnApp(this, 'App', {
      name: 'lohnwerk',
      platform: 'WEB',
      buildSpec: buildSpec.toBuildSpec(),
      environmentVariables: Object.entries(environment).map(([name, value]) => ({ name, value })),
      customRules: [{ source: spaRewriteSource, target: '/index.html', status: '200' }],
    });
    this.branch = new amplify.CfnBranch(this, 'MainBranch', {
      appId: this.app.attrAppId,
      branchName: 'main',
      stage: 'PRODUCTION',
      enableAutoBuild: false,
    });

    new cdk.CfnOutput(this, 'AppUrl', { value: `https://main.${this.app.attrDefaultDomain}` });
    // For manual deploys: the same file the build would write, ready to drop into web/dist/config.json.
    const runtimeConfig: TRuntimeConfig = {
      stage: 'aws',
      region: this.region,
      apiUrl: props.apiUrl,
      wsUrl: props.wsUrl,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      userPoolEndpoint: null,
      mailViewerUrl: null,
    };
    new cdk.CfnOutput(this, 'RuntimeConfig', { value: this.toJsonString(runtimeConfig) });
  }
}
