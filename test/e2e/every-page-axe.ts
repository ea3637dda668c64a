import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { z } from 'zod';

/**
 * Violations inside Cloudscape itself that cannot be fixed from our side: exactly one rule on one
 * selector each, with the reason. Never a whole rule.
 */
const CLOUDSCAPE_EXCEPTIONS: readonly { rule: string; target: RegExp; why: string }[] = [];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The part of axe-core's loaded rule set read below (not in its typings: `axe._audit`). */
const CHECK_REFERENCE = z.union([z.string(), z.object({ id: z.string() })]);
const AUDIT = z.object({
  rules: z.array(
    z.object({
      id: z.string(),
      any: z.array(CHECK_REFERENCE),
      all: z.array(CHECK_REFERENCE),
      none: z.array(CHECK_REFERENCE),
    }),
  ),
  data: z.object({ checks: z.record(z.string(), z.object({ impact: z.string().optional() })) }),
});

/**
 * The rules none of whose checks can report a serious or critical violation (region, heading-order, the
 * landmark rules, ...), read from the axe-core version installed: their findings would be filtered out
 * below, so they are not run. A violation's impact is the highest impact of its failing checks, and each
 * check has one.
 */
const NEVER_FAILING: readonly string[] = (() => {
  const audit = AUDIT.parse(Reflect.get(axe, '_audit'));
  const canFail = (check: z.infer<typeof CHECK_REFERENCE>) => {
    const impact = audit.data.checks[typeof check === 'string' ? check : check.id]?.impact;
    return impact === undefined || FAILING_IMPACTS.has(impact);
  };
  return audit.rules.filter((rule) => ![...rule.any, ...rule.all, ...rule.none].some(canFail)).map((rule) => rule.id);
})();

const excepted = (rule: string, target: string): boolean =>
  CLOUDSCAPE_EXCEPTIONS.some((exception) => exception.rule === rule && exception.target.test(target));

/** axe-core's browser build, put into a page once per document (a client-side move keeps it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What the checks below read of axe's results. */
const AXE_RESULTS = z.object({
  violations: z.array(
    z.object({
      id: z.string(),
      impact: z.string().nullish(),
      help: z.string(),
      nodes: z.array(z.object({ target: z.array(z.union([z.string(), z.array(z.string())])) })),
    }),
  ),
});

const RUN_OPTIONS = {
  resultTypes: ['violations'],
  rules: Object.fromEntries(NEVER_FAILING.map((id) => [id, { enabled: false }])),
};

/**
 * axe-core on the shown page: every serious or critical violation as 'rule (impact): target - help'.
 * Only violations are collected (axe works less on passes then). axe runs in the page itself, put there
 * once per document: the app has no frames to combine results from.
 */
export const accessibilityProblems = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = AXE_RESULTS.parse(
    await page.evaluate((options) => Reflect.get(window, 'axe').run(document, options), RUN_OPTIONS),
  ).violations;
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes
        .map((node) => node.target.join(' '))
        .filter((target) => !excepted(violation.id, target))
        .map((target) => `${violation.id} (${violation.impact}): ${target} - ${violation.help}`),
    );
};
