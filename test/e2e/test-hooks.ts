import { afterEach, beforeEach } from 'vitest';
import { artifactPath, contextsOfTest } from './browser';

/**
 * Setup file of the e2e project. When a test fails, every page it opened is saved as a screenshot
 * (test/artifacts/failures/<file>--<test>-<n>.png); passing tests leave none. Then the test's contexts
 * are closed: an idle page left open would go on receiving live changes and reloading its lists while
 * the next tests run.
 */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

beforeEach(() => {
  contextsOfTest.clear();
});

afterEach(async ({ task }) => {
  const contexts = [...contextsOfTest];
  if (task.result?.state === 'fail') {
    const file = slug(task.file.name.split('/').at(-1) ?? 'e2e');
    const pages = contexts.flatMap((context) => context.pages());
    for (const [index, page] of pages.entries()) {
      const path = artifactPath(`failures/${file}--${slug(task.name)}-${index + 1}`);
      await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    }
  }
  for (const context of contexts) await context.close().catch(() => undefined);
});
