import type { Page } from 'playwright-core';

/**
 * The phone layout checks of every-page-visits.ts, run inside the page. A string, not a function: the test
 * transform may add helpers to a function's source that the page does not have.
 *
 * - No sideways scrolling: the document is not wider than the viewport, and no element inside the main
 *   content scrolls sideways (a wide table in a scroll box counts: its columns are hidden off screen).
 * - No squeezed button: a visible button or link-button breaks none of its words over two lines (measured
 *   with a Range per word: a word split over lines has client rects on more than one line) and takes at
 *   most two lines of text.
 * - No squeezed text field: a visible input is at least four characters wide (file inputs are hidden
 *   behind their button).
 */
const CHECK_LAYOUT = `(() => {
  const problems = [];
  const describe = (element) => {
    const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
    const text = (element.innerText || element.getAttribute('aria-label') || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return element.tagName.toLowerCase() + (text ? ' "' + text + '"' : '') + (testId ? ' in [data-testid=' + testId + ']' : '');
  };
  const visible = (element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && element.checkVisibility({ opacityProperty: true });
  };

  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1)
    problems.push('the page scrolls sideways: ' + root.scrollWidth + ' px wide at ' + window.innerWidth + ' px');
  const main = document.querySelector('main') || document.body;
  const scrolling = [];
  for (const element of main.querySelectorAll('*')) {
    const overflowX = getComputedStyle(element).overflowX;
    if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
    // One report per scroll box: not again for a scrolling element inside one already reported.
    if (scrolling.some((outer) => outer.contains(element))) continue;
    if (element.scrollWidth > element.clientWidth + 1 && visible(element) && scrolling.push(element))
      problems.push('scrolls sideways (' + element.scrollWidth + ' px in ' + element.clientWidth + ' px): ' + describe(element));
  }

  const lineTops = (rects) => new Set([...rects].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top / 4)));
  for (const button of document.querySelectorAll('button, a[role="button"], [class*="awsui_button_"]')) {
    if (!visible(button)) continue;
    const range = document.createRange();
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    const lines = new Set();
    let split = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.data.matchAll(/\\S+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = lineTops(range.getClientRects());
        for (const top of tops) lines.add(top);
        if (tops.size > 1) split = word[0];
      }
    }
    if (split) problems.push('button squeezed, the word "' + split + '" breaks over lines: ' + describe(button));
    else if (lines.size > 2) problems.push('button squeezed to ' + lines.size + ' lines: ' + describe(button));
  }

  for (const input of main.querySelectorAll('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"]), textarea')) {
    if (!visible(input)) continue;
    const fontSize = parseFloat(getComputedStyle(input).fontSize) || 14;
    if (input.getBoundingClientRect().width < 4 * fontSize)
      problems.push('text field squeezed to ' + Math.round(input.getBoundingClientRect().width) + ' px: ' + describe(input));
  }
  return problems;
})()`;

/** What is wrong with the shown page's layout on a phone; empty when nothing. */
export const layoutProblems = (page: Page): Promise<string[]> => page.evaluate(CHECK_LAYOUT);
