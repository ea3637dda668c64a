import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { spaRewriteSource, writeRuntimeConfigCommand } from '../../lib/stacks/web-stack';
import { ZRuntimeConfig } from '../../schemas/runtime-config';
import { fn, json, registry, resources, templates } from './synthesized-app';

describe('realtime stack', () => {
  const t = templates.realtime;
  const websocketService = registry.find((service) => service.websocket)!;

  it('routes $connect, $disconnect and $default to the websocket service', () => {
    t.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    const routes = resources(t, 'AWS::ApiGatewayV2::Route').map(([, route]) => route.Properties.RouteKey);
    expect(routes.sort()).toEqual(['$connect', '$default', '$disconnect']);
    for (const [, integration] of resources(t, 'AWS::ApiGatewayV2::Integration')) {
      expect(json(integration.Properties.IntegrationUri)).toContain(`GetAtt${fn(websocketService.name).id}Arn`);
    }
  });

  it('deploys the stage "live" automatically, with access logs that leave out the query (the token)', () => {
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
    const [, stage] = resources(t, 'AWS::ApiGatewayV2::Stage')[0]!;
    const settings = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(json(settings.DestinationArn)).toContain('WebSocketAccessLogs');
    expect(JSON.parse(settings.Format)).toMatchObject({
      requestId: '$context.requestId',
      connectionId: '$context.connectionId',
    });
    expect(settings.Format).not.toMatch(/querystring/i);
  });
});

describe('web stack', () => {
  const t = templates.web;

  it('hosts the web app on Amplify with an SPA rewrite and a main branch', () => {
    t.hasResourceProperties('AWS::Amplify::App', {
      Platform: 'WEB',
      CustomRules: [{ Source: spaRewriteSource, Target: '/index.html', Status: '200' }],
    });
    t.hasResourceProperties('AWS::Amplify::Branch', {
      BranchName: 'main',
      AppId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^App'), 'AppId'] },
    });
  });

  it('builds the web app and writes its config.json into web/dist', () => {
    const [, app] = resources(t, 'AWS::Amplify::App')[0]!;
    const buildSpec = String(app.Properties.BuildSpec);
    expect(buildSpec).toContain('npm ci && npm run build:web');
    expect(buildSpec).toContain('baseDirectory: web/dist');
    expect(buildSpec).toContain(writeRuntimeConfigCommand);
    const names = (app.Properties.EnvironmentVariables as { Name: string }[]).map((variable) => variable.Name);
    for (const name of writeRuntimeConfigCommand.match(/LOHNWERK_\w+/g)!) expect(names).toContain(name);
  });

  it('writes a config.json that the web app accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lohnwerk-config-'));
    try {
      mkdirSync(join(dir, 'web/dist'), { recursive: true });
      execFileSync('sh', ['-c', writeRuntimeConfigCommand], {
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          LOHNWERK_REGION: 'eu-central-1',
          LOHNWERK_API_URL: 'https://api.example',
          LOHNWERK_WS_URL: 'wss://ws.example/live',
          LOHNWERK_USER_POOL_ID: 'eu-central-1_abc',
          LOHNWERK_USER_POOL_CLIENT_ID: 'client',
        },
      });
      const config = ZRuntimeConfig.parse(JSON.parse(readFileSync(join(dir, 'web/dist/config.json'), 'utf8')));
      expect(config).toMatchObject({ stage: 'aws', apiUrl: 'https://api.example', userPoolEndpoint: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
