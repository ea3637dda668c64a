/**
 * Receipt PDF rendering time per bill (issue 14 point 10): the warm median of a 1-page bill (5 positions)
 * and a 3-page bill (60 positions), each rendered to bytes by the receipt renderer with its embedded fonts.
 * `npx tsx test/bench/receipt-pdf.ts` prints the rows alone.
 */
import { pathToFileURL } from 'node:url';
import { samplePrint } from '../../lambdas/platform/receipt-pdf/print.fixtures';
import { renderReceiptPdf } from '../../lambdas/platform/receipt-pdf/render';
import { percentile } from './measure';
import type { Row } from './pricing';

const WARMUP = 5;
const RUNS = 15;

/** The warm median of rendering one print, in ms, and the size of its PDF. */
const renderTiming = async (positions: number) => {
  const print = samplePrint(positions);
  let bytes = 0;
  const samples: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    bytes = (await renderReceiptPdf(print)).byteLength;
    if (run >= WARMUP) samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), bytes };
};

export const receiptPdfBench = async (): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const [pages, positions] of [
    [1, 5],
    [3, 60],
  ] as const) {
    const { p50, bytes } = await renderTiming(positions);
    rows.push({
      figure: `receipt PDF, ${pages}-page bill (${positions} positions, ${(bytes / 1024).toFixed(0)} KB), warm p50`,
      value: `${p50.toFixed(1)} ms`,
      target: '-',
      ok: true,
    });
  }
  return rows;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await receiptPdfBench()) console.log(`${row.figure}: ${row.value}`);
}
