/**
 * Issue 26 point 4, the functions' bundles: every registry service bundled as the CDK's ServiceFunction
 * bundles it (test/bench/measure.ts), its minified size with the five inputs that weigh most in it (from
 * esbuild's metafile: the bytes each input leaves in the output), the median over all functions, and each
 * function's cold initialisation net of the import of an empty module measured in the same run.
 * `npm run bench -- bundles` runs only this.
 */
import { relative } from 'node:path';
import { services } from '../../lib/services';
import { bundleLambdaWithInputs, coldInitMs } from './measure';

type Row = { figure: string; value: string; target: string; ok: boolean };

const KB = 1024;
/** Budgets in KB (issue 26 point 4); the e-invoice renderer carries a PDF and an e-invoice library (issue 14). */
const EINVOICE_KB = 6 * KB;
const FUNCTION_KB = 450;
const MEDIAN_KB = 380;
const AUTHORIZER_KB = 120;
const COLD_INIT_MS = 150;
const TOP_INPUTS = 5;

/** node_modules/<package>/... -> the package and the file; sources relative to the repository. */
const inputName = (path: string): string => relative('.', path).replace(/^node_modules\//, '');

/** The middle value; of an even count the mean of the two middle ones. */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const sizeBudgetKb = (service: (typeof services)[number]): number => {
  if (service.name === 'einvoice') return EINVOICE_KB;
  if ('websocketAuthorizer' in service && service.websocketAuthorizer) return AUTHORIZER_KB;
  return FUNCTION_KB;
};

export const bundleBench = async (options: { coldInit?: boolean } = {}): Promise<Row[]> => {
  const rows: Row[] = [];
  const sizes: number[] = [];
  const coldInit = options.coldInit ?? true;
  // The floor every import pays (module loader, file read): subtracted so a figure is the bundle's own.
  const floorMs = coldInit ? coldInitMs('empty-module', new TextEncoder().encode('export {};\n')) : 0;
  for (const service of services) {
    const { contents, inputs } = await bundleLambdaWithInputs(service.entry);
    const bytes = contents.byteLength;
    sizes.push(bytes);
    const budgetKb = sizeBudgetKb(service);
    rows.push({
      figure: `Lambda bundle ${service.name}`,
      value: `${(bytes / KB).toFixed(1)} KB`,
      target: `<= ${budgetKb} KB`,
      ok: bytes <= budgetKb * KB,
    });
    const largest = Object.entries(inputs)
      .sort(([, a], [, b]) => b - a)
      .slice(0, TOP_INPUTS);
    for (const [path, inputBytes] of largest) {
      rows.push({
        figure: `    ${inputName(path)}`,
        value: `${(inputBytes / KB).toFixed(1)} KB`,
        target: '',
        ok: true,
      });
    }
    if (!coldInit) continue;
    const initMs = coldInitMs(service.name, contents) - floorMs;
    const initBudget = service.name === 'einvoice' ? undefined : COLD_INIT_MS;
    rows.push({
      figure: '  cold init (import net of an empty module, median of 5)',
      value: `${initMs.toFixed(1)} ms`,
      target: initBudget ? `<= ${initBudget} ms` : '-',
      ok: initBudget ? initMs <= initBudget : true,
    });
  }
  const middle = median(sizes);
  rows.push({
    figure: `Lambda bundles, median of ${sizes.length}`,
    value: `${(middle / KB).toFixed(1)} KB`,
    target: `<= ${MEDIAN_KB} KB`,
    ok: middle <= MEDIAN_KB * KB,
  });
  if (coldInit)
    rows.push({ figure: 'empty module import (floor)', value: `${floorMs.toFixed(1)} ms`, target: '-', ok: true });
  return rows;
};
