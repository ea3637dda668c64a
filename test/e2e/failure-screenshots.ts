import { afterEach, beforeEach } from 'vitest';
import { artifactPath, contextsOfTest } from './browser';

/**
 * Setup file of the e2e project: when a test fails, every page it opened is saved as a screenshot
 * (test/artifacts/failures/<file>--<test>-<n>.png); passing tests leave none.
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
  if (task.result?.state !== 'fail') return;
  const file = slug(task.file.name.split('/').at(-1) ?? 'e2e');
  const pages = [...contextsOfTest].flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const path = artifactPath(`failures/${file}--${slug(task.name)}-${index + 1}`);
    await page.screenshot({ path, fullPage: true }).catch(() => undefined);
  }
});
