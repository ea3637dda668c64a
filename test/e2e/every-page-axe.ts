import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Violations inside Cloudscape itself that cannot be fixed from our side: exactly one rule on one
 * selector each, with the reason. Never a whole rule.
 */
const CLOUDSCAPE_EXCEPTIONS: readonly { rule: string; target: RegExp; why: string }[] = [];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

const excepted = (rule: string, target: string): boolean =>
  CLOUDSCAPE_EXCEPTIONS.some((exception) => exception.rule === rule && exception.target.test(target));

/**
 * axe-core on the shown page: every serious or critical violation as 'rule (impact): target - help'.
 * Only violations are collected (axe works less on passes then). Legacy mode runs axe in the page itself: the default opens an extra blank page per run to combine the
 * results of frames, and the app has no frames.
 */
export const accessibilityProblems = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes
        .map((node) => node.target.join(' '))
        .filter((target) => !excepted(violation.id, target))
        .map((target) => `${violation.id} (${violation.impact}): ${target} - ${violation.help}`),
    );
};
