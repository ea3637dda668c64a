/**
 * E-invoices at billing scale (issue 14 point 10): 100 XRechnung invoices (the conformance cases in turn,
 * as UBL and CII alternately) generated, then each validated against the official rules (XSD, EN 16931,
 * XRechnung schematron); milliseconds per invoice for both apart. And the e-invoice Lambda's bundle against
 * the 6 MB limit: SaxonJS and the rules are test code and must never be in it.
 * `npx tsx test/bench/einvoice.ts` prints the rows alone.
 */
import { pathToFileURL } from 'node:url';
import { generateXml } from '../../lambdas/einvoice/generation/generate';
import { conformanceCases } from '../../schemas/einvoice/document.fixtures';
import { loadRules, validateEInvoice } from '../support/einvoice-oracle';
import { bundleLambda, percentile } from './measure';
import type { Row } from './pricing';

const INVOICES = 100;
const MB = 1024 * 1024;
const BUNDLE_LIMIT = 6 * MB;
/** The library and the rules run on one core here; generous bounds that still catch a regression by tens. */
const GENERATE_TARGET_MS = 25;
const VALIDATE_TARGET_MS = 1000;

const documents = Object.values(conformanceCases);

export const einvoiceBench = async (): Promise<Row[]> => {
  const bundle = await bundleLambda('lambdas/einvoice/handler.ts');
  const bundleText = new TextDecoder().decode(bundle);
  loadRules();
  const generated: { xml: string; ms: number }[] = [];
  for (let index = 0; index < INVOICES; index++) {
    const make = documents[index % documents.length];
    if (!make) throw new Error('no conformance case');
    const started = performance.now();
    const xml = await generateXml(make(), index % 2 === 0 ? 'UBL' : 'CII');
    generated.push({ xml, ms: performance.now() - started });
  }
  const validated = [];
  for (const { xml } of generated) {
    const started = performance.now();
    const { failures, schemaMs, rulesMs } = await validateEInvoice(xml);
    validated.push({ failures: failures.length, ms: performance.now() - started, schemaMs, rulesMs });
  }
  const generateMs = generated.map((entry) => entry.ms);
  const validateMs = validated.map((entry) => entry.ms);
  const schemaMs = validated.map((entry) => entry.schemaMs);
  const rulesMs = validated.map((entry) => entry.rulesMs);
  const failing = validated.filter((entry) => entry.failures > 0).length;
  return [
    {
      figure: `e-invoice: generate XRechnung p50 / p95 (${INVOICES} invoices)`,
      value: `${percentile(generateMs, 50).toFixed(1)} / ${percentile(generateMs, 95).toFixed(1)} ms`,
      target: `<= ${GENERATE_TARGET_MS} ms`,
      ok: percentile(generateMs, 95) <= GENERATE_TARGET_MS,
    },
    {
      figure: 'e-invoice: validate (XSD + EN 16931 + XRechnung) p50 / p95',
      value: `${percentile(validateMs, 50).toFixed(1)} / ${percentile(validateMs, 95).toFixed(1)} ms`,
      target: `<= ${VALIDATE_TARGET_MS} ms`,
      ok: percentile(validateMs, 95) <= VALIDATE_TARGET_MS,
    },
    {
      figure: '  of it XSD (xmllint-wasm) / schematron (SaxonJS), p50',
      value: `${percentile(schemaMs, 50).toFixed(1)} / ${percentile(rulesMs, 50).toFixed(1)} ms`,
      target: '-',
      ok: true,
    },
    { figure: 'e-invoice: invoices with a fatal or error', value: String(failing), target: '0', ok: failing === 0 },
    {
      figure: 'e-invoice Lambda bundle (minified)',
      value: `${(bundle.byteLength / MB).toFixed(2)} MB`,
      target: '<= 6 MB',
      ok: bundle.byteLength <= BUNDLE_LIMIT,
    },
    {
      figure: 'e-invoice Lambda bundle without SaxonJS',
      value: bundleText.includes('Saxonica') ? 'SaxonJS inside' : 'none',
      target: 'none',
      ok: !bundleText.includes('Saxonica'),
    },
  ];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await einvoiceBench())
    console.log(`${row.figure}: ${row.value} (${row.target}) ${row.ok ? 'ok' : 'NO'}`);
}
