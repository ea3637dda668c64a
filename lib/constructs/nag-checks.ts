import * as cdk from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/** A wildcard resource granted on purpose, with the reason it cannot be narrower. */
type WildcardGrant = { resource: string; reason: string };

const wildcardGrants = new Map<IConstruct, WildcardGrant[]>();

/**
 * Acknowledges AwsSolutions-IAM5 for exactly one wildcard resource of `scope`'s policies (an object ARN
 * `…/*`, a connection ARN), never the rule as a whole. cdk-nag names the finding after the resource as
 * the template spells it, and a resource from another stack is only spelled (as its import) once the app
 * is prepared for synthesis; so the grant is recorded here and acknowledged when the checks run.
 */
export const acknowledgeWildcardResource = (scope: IConstruct, resource: string, reason: string): void => {
  wildcardGrants.set(scope, [...(wildcardGrants.get(scope) ?? []), { resource, reason }]);
};

/** The finding id cdk-nag gives a wildcard resource of a policy in `scope`'s stack. */
export const wildcardFindingId = (scope: IConstruct, resource: string): string =>
  `AwsSolutions-IAM5[Resource::${flattenCfnReference(cdk.Stack.of(scope).resolve(resource))}]`;

const acknowledgeRecordedGrants = (root: IConstruct): void => {
  for (const scope of root.node.findAll()) {
    for (const { resource, reason } of wildcardGrants.get(scope) ?? []) {
      cdk.Validations.of(scope).acknowledge({ id: wildcardFindingId(scope, resource), reason });
    }
  }
};

/**
 * The AwsSolutions pack with the recorded wildcard grants acknowledged first. `cdk synth` fails on any
 * unacknowledged finding (bin/app.ts); test/infra/cdk-nag.test.ts asserts there are none.
 */
export class LohnwerkNagChecks implements cdk.IPolicyValidationPlugin {
  readonly name = 'AwsSolutions';
  private readonly pack = new AwsSolutionsChecks(undefined, { verbose: true });

  /** Called by `app.synth()` once the templates are written (references resolved). */
  validate(_context: cdk.IPolicyValidationContext): cdk.PolicyValidationPluginReport {
    return this.validateScope(this.app);
  }

  /** The checks over an app whose references are resolved (after `app.synth()`), e.g. in a test. */
  validateScope(app: cdk.App): cdk.PolicyValidationPluginReport {
    acknowledgeRecordedGrants(app);
    return this.pack.validateScope(app);
  }

  constructor(private readonly app: cdk.App) {}
}

export const addNagChecks = (app: cdk.App): void => cdk.Validations.of(app).addPlugins(new LohnwerkNagChecks(app));
