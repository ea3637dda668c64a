import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import * as cdk from 'aws-cdk-lib';
import * as amplify from 'aws-cdk-lib/aws-amplify';
import * as codebuild from 'aws-cdk-lib/aws-codebuild';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import type { TRuntimeConfig } from '../../schemas/runtime-config';
import { acknowledgeWildcardResource } from '../constructs/nag-checks';
import { repositoryRoot } from '../constructs/service-function';

export type WebStackProps = cdk.StackProps & {
  apiUrl: string;
  wsUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  /**
   * A finished web build to publish (context `webDist`, e.g. `web/dist`, or a small fixture in tests).
   * Without it the deploy builds the web app from its sources (`npm run build:web`) while bundling assets.
   */
  webDist?: string;
};

/** The Amplify branch that serves the app; the custom resource deploys to it and the bucket policy names it. */
export const webBranchName = 'main';

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
 * The web build as an S3 asset: a finished directory when one is given, else built from the sources by
 * Vite while the CDK bundles assets. Vite names its files by content, so an unchanged source gives the same
 * output and with it the same asset hash (the hash is taken over the output).
 */
const webBuildAsset = (scope: Construct, webDist: string | undefined): s3assets.Asset => {
  if (webDist) return new s3assets.Asset(scope, 'WebBuild', { path: webDist });
  return new s3assets.Asset(scope, 'WebBuild', {
    path: join(repositoryRoot, 'web'),
    assetHashType: cdk.AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: the local build either succeeds or throws, so the CDK never falls back to Docker.
      image: cdk.DockerImage.fromRegistry('node:22'),
      local: {
        tryBundle: (outputDir) => {
          const build = spawnSync(
            'npm',
            ['run', '--silent', 'build:web', '--', '--outDir', outputDir, '--emptyOutDir'],
            // Progress to stderr: the CDK CLI reads the app's stdout.
            { cwd: repositoryRoot, stdio: ['ignore', process.stderr, process.stderr] },
          );
          if (build.status !== 0) throw new Error(`npm run build:web failed (exit ${build.status ?? build.signal})`);
          return true;
        },
      },
    },
  });
};

/**
 * Hosting of the React web app on Amplify. The app has no connected repository: every `cdk deploy` whose
 * web build or config.json changed copies both into a bucket prefix named after the build and starts an
 * Amplify deployment from that prefix. Connecting a repository in the console would build with the
 * build spec below instead.
 */
export class WebStack extends cdk.Stack {
  readonly app: amplify.CfnApp;
  readonly branch: amplify.CfnBranch;
  /** Holds one prefix per published build; Amplify copies from it when a deployment starts. */
  readonly deploymentBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const buildSpec = codebuild.BuildSpec.fromObjectToYaml({
      version: 1,
      frontend: {
        phases: {
          // The Node major of the Lambdas and the local runtime (Capacitor 8, Vite 8 and vitest 5 need 22+).
          preBuild: { commands: ['nvm install 24 && nvm use 24', 'node --version'] },
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
      branchName: webBranchName,
      stage: 'PRODUCTION',
      enableAutoBuild: false,
    });

    // What the web app reads from /config.json; the tokens resolve when the bucket deployment runs.
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
    this.deploymentBucket = this.publish(webBuildAsset(this, props.webDist), runtimeConfig);

    new cdk.CfnOutput(this, 'AppUrl', { value: `https://${webBranchName}.${this.app.attrDefaultDomain}` });
    new cdk.CfnOutput(this, 'RuntimeConfig', { value: this.toJsonString(runtimeConfig) });
  }

  /** Copies build and config.json to a prefix named after the build, then starts an Amplify deployment from it. */
  private publish(build: s3assets.Asset, runtimeConfig: TRuntimeConfig): s3.Bucket {
    const prefix = `builds/${build.assetHash}`;
    const bucket = new s3.Bucket(this, 'DeploymentBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // Only build output, reproducible from the sources: it goes with the stack (the bucket deployment
      // below empties its prefix on delete, so the bucket is empty by then).
      removalPolicy: cdk.RemovalPolicy.DESTROY,
    });
    const files = new s3deploy.BucketDeployment(this, 'WebFiles', {
      sources: [
        s3deploy.Source.bucket(build.bucket, build.s3ObjectKey),
        s3deploy.Source.jsonData('config.json', runtimeConfig),
      ],
      destinationBucket: bucket,
      destinationKeyPrefix: prefix,
      // A new build's prefix replaces the old one: the old files are removed once the new ones are there.
      retainOnDelete: false,
      memoryLimit: 512,
      logGroup: this.logGroup('WebFilesLogs'),
    });

    // Amplify reads the prefix with its service principal, only on behalf of this app's branch (the
    // condition wants the branch ARN percent-encoded). Listing is not limited to the prefix: the bucket
    // holds nothing but web builds.
    const onBehalfOfBranch = {
      StringEquals: {
        'aws:SourceAccount': this.account,
        'aws:SourceArn': [
          `arn%3A${this.partition}%3Aamplify%3A${this.region}%3A${this.account}`,
          `%3Aapps%2F${this.app.attrAppId}%2Fbranches%2F${webBranchName}`,
        ].join(''),
      },
    };
    const amplifyService = new iam.ServicePrincipal('amplify.amazonaws.com');
    bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [amplifyService],
        actions: ['s3:ListBucket'],
        resources: [bucket.bucketArn],
        conditions: onBehalfOfBranch,
      }),
    );
    bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [amplifyService],
        actions: ['s3:GetObject'],
        resources: [bucket.arnForObjects(`${prefix}/*`)],
        conditions: onBehalfOfBranch,
      }),
    );

    const startDeployment: cr.AwsSdkCall = {
      service: 'Amplify',
      action: 'startDeployment',
      parameters: {
        appId: this.app.attrAppId,
        branchName: webBranchName,
        sourceUrl: `s3://${bucket.bucketName}/${prefix}/`,
        sourceUrlType: 'BUCKET_PREFIX',
      },
      // The deployment is named by what it publishes: the build (in the prefix) and the config.json, whose
      // values are only known at deploy time. CloudFormation calls onUpdate only when this string changes,
      // so an unchanged deploy starts no Amplify deployment and a changed build or config starts one.
      physicalResourceId: cr.PhysicalResourceId.of(
        [
          prefix,
          runtimeConfig.apiUrl,
          runtimeConfig.wsUrl,
          runtimeConfig.userPoolId,
          runtimeConfig.userPoolClientId,
        ].join(' '),
      ),
    };
    const deployment = new cr.AwsCustomResource(this, 'AmplifyDeployment', {
      onCreate: startDeployment,
      onUpdate: startDeployment,
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        // The branch and its jobs: a deployment is a job of the branch, and IAM names either resource for it.
        new iam.PolicyStatement({
          actions: ['amplify:StartDeployment'],
          resources: [this.branch.attrArn, `${this.branch.attrArn}/jobs/*`],
        }),
      ]),
      // The Lambda runtime's SDK has StartDeployment; fetching a newer one at deploy time needs the internet.
      installLatestAwsSdk: false,
      logGroup: this.logGroup('AmplifyDeploymentLogs'),
    });
    // Files and read access (the bucket policy is the bucket's child) must be in place before Amplify copies.
    deployment.node.addDependency(files, bucket);

    cdk.Validations.of(bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'The bucket holds only the public web build; Amplify serves the app and logs its access.',
    });

    acknowledgeWildcardResource(
      deployment,
      `${this.branch.attrArn}/jobs/*`,
      'A deployment is a job of the branch, and its job id is made when it starts.',
    );
    this.acknowledgeDeploymentHandlers(build, bucket);
    return bucket;
  }

  /**
   * The CDK's own handlers (bucket deployment, SDK call) are singleton functions at the stack's root that
   * aws-cdk-lib builds; their runtime, role and the bucket deployment's grants are its choice.
   */
  private acknowledgeDeploymentHandlers(build: s3assets.Asset, bucket: s3.Bucket): void {
    const handlers = this.node
      .findAll()
      .filter((construct) => construct instanceof lambda.CfnFunction)
      .map((resource) => resource.node.scope)
      .filter((construct) => construct !== undefined);
    for (const handler of handlers) {
      cdk.Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-L1',
          reason:
            'The runtime of the CDK-provided deployment handlers is chosen by aws-cdk-lib and follows its releases.',
        },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: 'aws-cdk-lib gives its deployment handlers AWSLambdaBasicExecutionRole for their logs.',
        },
      );
      // The bucket deployment copies the build from the CDK asset bucket into its prefix: it reads and
      // replaces objects whose keys come from the build.
      for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
        cdk.Validations.of(handler).acknowledge({
          id: `AwsSolutions-IAM5[Action::${action}]`,
          reason: 'aws-cdk-lib grants the bucket deployment read on the asset and read-write on the deployment bucket.',
        });
      }
      acknowledgeWildcardResource(
        handler,
        build.bucket.arnForObjects('*'),
        'The build is read from the CDK asset bucket.',
      );
      acknowledgeWildcardResource(handler, bucket.arnForObjects('*'), 'The bucket holds only web builds.');
    }
  }

  /** A log group for a deployment helper, kept a month like the services' logs. */
  private logGroup(id: string): logs.LogGroup {
    return new logs.LogGroup(this, id, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: cdk.RemovalPolicy.DESTROY,
    });
  }
}
