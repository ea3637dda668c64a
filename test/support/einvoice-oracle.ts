import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SaxonJS, { type SaxonNode } from 'saxon-js';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * The official e-invoice rules, offline (issue 14 point 6): the XSD of the syntax (UBL 2.1 or CII D16B) via
 * xmllint-wasm, then the CEN EN 16931 schematron and the KoSIT XRechnung schematron as SaxonJS SEF. The
 * rules stay outside the project (`EINVOICE_RULES_DIR`, default `<repo>/../shared/oracles/einvoice`); each
 * stylesheet and schema is read once per process. TEST code only: SaxonJS never goes into a Lambda.
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const rulesDir = process.env.EINVOICE_RULES_DIR ?? path.resolve(repositoryRoot, '../shared/oracles/einvoice');

export type TSyntax = 'ubl' | 'cii';
export type TAssert = { source: string; id: string; flag: string; location: string; text: string };

const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

const stylesheets = new Map<string, unknown>();
const stylesheet = (name: string): unknown => {
  const cached = stylesheets.get(name);
  if (cached) return cached;
  const loaded: unknown = JSON.parse(readFileSync(path.join(rulesDir, 'sef', `${name}.sef.json`), 'utf8'));
  stylesheets.set(name, loaded);
  return loaded;
};

const schematronsOf = (syntax: TSyntax) =>
  syntax === 'ubl'
    ? ['EN16931-UBL-validation', 'XRechnung-UBL-validation']
    : ['EN16931-CII-validation', 'XRechnung-CII-validation'];

/** Loads the four stylesheets now (a suite's beforeAll), so a test's timing is the validation alone. */
export const loadRules = (): void => {
  for (const syntax of ['ubl', 'cii'] as const) for (const name of schematronsOf(syntax)) stylesheet(name);
  schemaFiles();
};

export const syntaxOf = (xml: string): TSyntax => (/<(\w+:)?CrossIndustryInvoice[\s>]/.test(xml) ? 'cii' : 'ubl');

const isSaxonNode = (value: unknown): value is SaxonNode =>
  typeof value === 'object' && value !== null && 'getAttribute' in value;

const runSchematron = (name: string, xml: string): TAssert[] => {
  const { principalResult } = SaxonJS.transform(
    { stylesheetInternal: stylesheet(name), sourceText: xml, destination: 'document' },
    'sync',
  );
  const found = SaxonJS.XPath.evaluate('//(svrl:failed-assert|svrl:successful-report)', principalResult, {
    namespaceContext: SVRL,
    resultForm: 'array',
  });
  return (Array.isArray(found) ? found : []).filter(isSaxonNode).map((node) => ({
    source: name,
    id: node.getAttribute('id') ?? '',
    flag: node.getAttribute('flag') ?? 'error',
    location: node.getAttribute('location') ?? '',
    text: String(SaxonJS.XPath.evaluate('normalize-space(svrl:text)', node, { namespaceContext: SVRL })),
  }));
};

let schemas: { ubl: XMLFileInfo[]; cii: XMLFileInfo[] } | undefined;
const schemaFiles = () => {
  if (schemas) return schemas;
  const read = (folder: string): XMLFileInfo[] =>
    readdirSync(path.join(rulesDir, 'xsd', folder)).map((file) => ({
      fileName: `${folder}/${file}`,
      contents: readFileSync(path.join(rulesDir, 'xsd', folder, file), 'utf8'),
    }));
  schemas = {
    ubl: [...read('ubl-2.1/common'), ...read('ubl-2.1/maindoc')],
    cii: read('cii-d16b'),
  };
  return schemas;
};

const validateSchema = async (xml: string, syntax: TSyntax): Promise<TAssert[]> => {
  const files = schemaFiles()[syntax];
  const mainName =
    syntax === 'cii'
      ? 'cii-d16b/CrossIndustryInvoice_100pD16B.xsd'
      : `ubl-2.1/maindoc/UBL-${/<(\w+:)?CreditNote[\s>]/.test(xml.slice(0, 2000)) ? 'CreditNote' : 'Invoice'}-2.1.xsd`;
  const main = files.find((file) => file.fileName === mainName);
  if (!main) throw new Error(`XSD ${mainName} missing in ${rulesDir}`);
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [main],
    preload: files.filter((file) => file !== main),
  });
  return result.errors.map((error) => ({
    source: 'XSD',
    id: 'XSD',
    flag: 'fatal',
    location: String(error.loc?.lineNumber ?? ''),
    text: error.rawMessage,
  }));
};

export type TValidation = {
  syntax: TSyntax;
  asserts: TAssert[];
  failures: TAssert[];
  schemaMs: number;
  rulesMs: number;
};

/** Every assert the official rules raise for an invoice; `failures` are the fatal and error ones. */
export const validateEInvoice = async (xml: string): Promise<TValidation> => {
  const syntax = syntaxOf(xml);
  const schemaStart = performance.now();
  const schemaAsserts = await validateSchema(xml, syntax);
  const rulesStart = performance.now();
  const ruleAsserts = schematronsOf(syntax).flatMap((name) => runSchematron(name, xml));
  const asserts = [...schemaAsserts, ...ruleAsserts];
  return {
    syntax,
    asserts,
    failures: asserts.filter((assert) => assert.flag === 'fatal' || assert.flag === 'error'),
    schemaMs: rulesStart - schemaStart,
    rulesMs: performance.now() - rulesStart,
  };
};

/** One line per assert, for a test's output. */
export const describeAsserts = (asserts: readonly TAssert[]): string =>
  asserts.map((assert) => `${assert.flag} ${assert.id} @ ${assert.location}: ${assert.text}`).join('\n');
