import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as cdk from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLohnwerk } from '../../lib/stacks/lohnwerk';
import { webBranchName } from '../../lib/stacks/web-stack';
import { ZRuntimeConfig } from '../../schemas/runtime-config';

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Principal?: unknown };

const json = (value: unknown) => JSON.stringify(value);
const fixtures = mkdtempSync(join(tmpdir(), 'lohnwerk-web-dist-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** A small stand-in for web/dist, so the tests never run the real web build. */
const webDist = (name: string, indexHtml: string) => {
  const dir = join(fixtures, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("Lohnwerk");');
  return dir;
};

/** The whole app as `cdk synth` builds it (cdk.json's flags) with a prebuilt web directory; returns the web stack. */
const synthWeb = (dist: string) => {
  const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  const app = new cdk.App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const { web } = buildLohnwerk(app, { env: { account: '123456789012', region: 'eu-central-1' }, webDist: dist });
  const template = Template.fromStack(web);
  const only = (type: string): [string, Resource] => {
    const found = Object.entries(template.findResources(type)) as [string, Resource][];
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  return { app, template, only };
};

const built = synthWeb(webDist('build-1', '<html>Lohnwerk 1</html>'));
const [bucketId] = built.only('AWS::S3::Bucket');
const [, files] = built.only('Custom::CDKBucketDeployment');
const [deploymentId, deployment] = built.only('Custom::AWS');
const prefix = String(files.Properties.DestinationBucketKeyPrefix);

/** The logical id of the Lambda behind a custom resource. */
const handlerOf = (resource: Resource) =>
  (resource.Properties.ServiceToken as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

/** The SDK call the custom resource makes, with CloudFormation's joins and references left as JSON text. */
const sdkCall = (resource: Resource, phase: 'Create' | 'Update') => json(resource.Properties[phase]);

describe('web deployment: cdk deploy publishes the web app', () => {
  it('copies the build and a config.json into a prefix of the deployment bucket named after the build', () => {
    expect(prefix).toMatch(/^builds\/[0-9a-f]{64}$/);
    expect(files.Properties.DestinationBucketName).toEqual({ Ref: bucketId });
    const keys = files.Properties.SourceObjectKeys as string[];
    expect(keys).toHaveLength(2);
    // The build itself is the asset whose hash names the prefix.
    expect(keys[0]).toBe(`${prefix.slice('builds/'.length)}.zip`);
    expect(files.Properties.RetainOnDelete).toBe(false);
  });

  it('writes a config.json from the stack outputs that the web app accepts', () => {
    const keys = files.Properties.SourceObjectKeys as string[];
    const markers = (files.Properties.SourceMarkers as Record<string, unknown>[])[1]!;
    const staged = join(built.app.outdir, `asset.${keys[1]!.replace(/\.zip$/, '')}`, 'config.json');
    const text = readFileSync(staged, 'utf8');
    // Each marker is replaced by its value at deploy time; the stored file is valid JSON of the right shape.
    const config = ZRuntimeConfig.parse(JSON.parse(text));
    expect(config).toMatchObject({ stage: 'aws', region: 'eu-central-1', userPoolEndpoint: null, mailViewerUrl: null });
    const resolved = (field: 'apiUrl' | 'wsUrl' | 'userPoolId' | 'userPoolClientId') =>
      config[field].replace(/<<marker:0xbaba:\d+>>/g, (marker) => json(markers[marker]));
    expect(resolved('apiUrl')).toContain('Lohnwerk-Api:ExportsOutputFnGetAttHttpApi');
    expect(resolved('wsUrl')).toContain('Lohnwerk-Realtime:ExportsOutputRefWebSocketApi');
    expect(resolved('userPoolId')).toContain('Lohnwerk-Auth:ExportsOutputRefUserPool');
    expect(resolved('userPoolClientId')).toContain('Lohnwerk-Auth:ExportsOutputRefUserPoolWebClient');
  });

  it.each(['Create', 'Update'] as const)(
    '%s starts an Amplify deployment of the main branch from that prefix',
    (phase) => {
      const call = sdkCall(deployment, phase);
      expect(call).toContain('\\"service\\":\\"Amplify\\",\\"action\\":\\"startDeployment\\"');
      expect(call).toContain('\\"sourceUrlType\\":\\"BUCKET_PREFIX\\"');
      expect(call).toContain(`\\"appId\\":\\"",{"Fn::GetAtt":["App","AppId"]},"\\"`);
      expect(call).toContain(`\\"branchName\\":\\"${webBranchName}\\"`);
      expect(call).toContain(`\\"sourceUrl\\":\\"s3://",{"Ref":"${bucketId}"},"/${prefix}/\\"`);
      expect(deployment.Properties.Delete).toBeUndefined();
    },
  );

  it('runs no Lambda but the two deploy-time handlers: the bucket deployment and the Amplify call', () => {
    const handlers = Object.keys(built.template.findResources('AWS::Lambda::Function'));
    expect(handlers.sort()).toEqual([handlerOf(files), handlerOf(deployment)].sort());
  });

  it('starts the deployment only once the files and the bucket policy are in place', () => {
    const dependsOn = (built.template.toJSON().Resources[deploymentId] as Resource).DependsOn ?? [];
    const [filesId] = built.only('Custom::CDKBucketDeployment');
    const [policyId] = built.only('AWS::S3::BucketPolicy');
    expect(dependsOn).toEqual(expect.arrayContaining([filesId, policyId]));
  });

  it('lets Amplify list the bucket and read the prefix, only for the app branch in this account', () => {
    const [, policy] = built.only('AWS::S3::BucketPolicy');
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    const forAmplify = statements.filter((statement) => json(statement.Principal).includes('amplify.amazonaws.com'));
    expect(forAmplify.map((statement) => statement.Action).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    const read = forAmplify.find((statement) => statement.Action === 's3:GetObject')!;
    expect(json(read.Resource)).toContain(`"/${prefix}/*"`);
    for (const statement of forAmplify) {
      expect(statement.Effect).toBe('Allow');
      expect(json(statement)).toContain('"aws:SourceAccount":"123456789012"');
      // The branch ARN, percent-encoded as Amplify presents it.
      expect(json(statement)).toContain(
        `"arn%3Aaws%3Aamplify%3Aeu-central-1%3A123456789012%3Aapps%2F",{"Fn::GetAtt":["App","AppId"]},"%2Fbranches%2F${webBranchName}"`,
      );
    }
    // Everything else in the policy only denies (plain HTTP).
    for (const statement of statements.filter((candidate) => !forAmplify.includes(candidate))) {
      expect(statement.Effect).toBe('Deny');
    }
    built.template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
  });

  it('may only start deployments of the app branch (least privilege of the custom resource)', () => {
    const handler = built.template.toJSON().Resources[handlerOf(deployment)] as Resource;
    const roleId = (handler.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = Object.values(built.template.findResources('AWS::IAM::Policy')) as Resource[];
    const statements = policies
      .filter((policy) => json(policy.Properties.Roles) === json([{ Ref: roleId }]))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'amplify:StartDeployment',
        Resource: [
          { 'Fn::GetAtt': ['MainBranch', 'Arn'] },
          { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['MainBranch', 'Arn'] }, '/jobs/*']] },
        ],
      },
    ]);
    built.template.hasResourceProperties('AWS::Amplify::Branch', { BranchName: webBranchName });
  });

  it('does not redeploy an unchanged build, and redeploys a changed one', () => {
    const deploymentOf = (dist: string) => {
      const [, resource] = synthWeb(dist).only('Custom::AWS');
      return sdkCall(resource, 'Update');
    };
    const unchanged = deploymentOf(webDist('build-1-again', '<html>Lohnwerk 1</html>'));
    const changed = deploymentOf(webDist('build-2', '<html>Lohnwerk 2</html>'));
    expect(unchanged).toBe(sdkCall(deployment, 'Update'));
    expect(changed).not.toBe(unchanged);
    expect(changed).not.toContain(prefix);
  });
});
