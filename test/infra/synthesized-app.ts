import { readFileSync } from 'node:fs';
import * as cdk from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type ServiceDefinition, services } from '../../lib/services';
import { buildLohnwerk } from '../../lib/stacks/lohnwerk';

/**
 * The synthesized app the stack tests (test/infra/*-stack(s).test.ts) assert on, with their lookups. Each
 * test file that imports it synthesizes once; the stacks are grouped into few files because every file
 * pays for loading aws-cdk-lib and synthesizing.
 */

export type Resource = { Type: string; Properties: Record<string, unknown>; [key: string]: unknown };

/** Platform applications of the synthesized account and region, as the push context values would name them. */
export const pushApplicationArns = {
  fcm: 'arn:aws:sns:eu-central-1:123456789012:app/GCM/lohnwerk-android',
  apns: 'arn:aws:sns:eu-central-1:123456789012:app/APNS/lohnwerk-ios',
};

/** The whole app as `cdk synth` builds it (cdk.json's flags), minus esbuild, which the templates do not need. */
const synth = () => {
  const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  const app = new cdk.App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stacks = buildLohnwerk(app, {
    env: { account: '123456789012', region: 'eu-central-1' },
    appUrl: 'https://app.lohnwerk.example',
    mailFrom: 'Lohnwerk <noreply@lohnwerk.example>',
    pushPlatformApplications: { fcm: pushApplicationArns.fcm, apns: pushApplicationArns.apns },
  });
  const templates = Object.fromEntries(Object.entries(stacks).map(([key, stack]) => [key, Template.fromStack(stack)]));
  return { stacks, templates: templates as Record<keyof typeof stacks, Template> };
};

export const { stacks, templates } = synth();
export const registry = services as readonly ServiceDefinition[];
export const resources = (template: Template, type: string): [string, Resource][] =>
  Object.entries(template.findResources(type)) as [string, Resource][];
export const json = (value: unknown) => JSON.stringify(value);

/** Each registry service's function: which stack holds it and its logical id there. */
const functionsByService = () => {
  const found = new Map<string, { stack: keyof typeof templates; id: string; resource: Resource }[]>();
  for (const [stack, template] of Object.entries(templates) as [keyof typeof templates, Template][]) {
    for (const [id, resource] of resources(template, 'AWS::Lambda::Function')) {
      const env = (resource.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
      const name = String(env?.POWERTOOLS_SERVICE_NAME);
      found.set(name, [...(found.get(name) ?? []), { stack, id, resource }]);
    }
  }
  return found;
};
export const functions = functionsByService();
export const fn = (name: string) => functions.get(name)![0]!;
