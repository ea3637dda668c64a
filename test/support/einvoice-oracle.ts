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

/** The main XSD of an invoice: CII, or UBL Invoice or CreditNote by its document element. */
const mainSchemaOf = (xml: string): string =>
  syntaxOf(xml) === 'cii'
    ? 'cii-d16b/CrossIndustryInvoice_100pD16B.xsd'
    : `ubl-2.1/maindoc/UBL-${/<(\w+:)?CreditNote[\s>]/.test(xml.slice(0, 2000)) ? 'CreditNote' : 'Invoice'}-2.1.xsd`;

const inputName = (index: number) => `invoice-${index}.xml`;

/**
 * The XSD asserts of each invoice, validated in one xmllint run per main schema: compiling the UBL schemas
 * takes some 200 ms, validating one more invoice with them a millisecond, so a suite with many invoices
 * validates them together. xmllint names the file of each error (in its location or its message).
 */
export const validateSchemas = async (xmls: readonly string[]): Promise<TAssert[][]> => {
  const asserts: TAssert[][] = xmls.map(() => []);
  const groups = new Map<string, number[]>();
  for (const [index, xml] of xmls.entries()) {
    const mainName = mainSchemaOf(xml);
    groups.set(mainName, [...(groups.get(mainName) ?? []), index]);
  }
  for (const [mainName, indexes] of groups) {
    const files = schemaFiles()[mainName.startsWith('cii') ? 'cii' : 'ubl'];
    const main = files.find((file) => file.fileName === mainName);
    if (!main) throw new Error(`XSD ${mainName} missing in ${rulesDir}`);
    const result = await validateXML({
      xml: indexes.map((index) => ({ fileName: inputName(index), contents: xmls[index] ?? '' })),
      schema: [main],
      preload: files.filter((file) => file !== main),
    });
    for (const error of result.errors) {
      const fileName = error.loc?.fileName ?? /invoice-\d+\.xml/.exec(error.rawMessage)?.[0];
      const index = indexes.find((candidate) => inputName(candidate) === fileName) ?? indexes[0] ?? 0;
      asserts[index]?.push({
        source: 'XSD',
        id: 'XSD',
        flag: 'fatal',
        location: String(error.loc?.lineNumber ?? ''),
        text: error.rawMessage,
      });
    }
  }
  return asserts;
};

/** The CEN and KoSIT schematron asserts of an invoice (no XSD: see validateSchemas). */
export const validateRules = (xml: string): TAssert[] =>
  schematronsOf(syntaxOf(xml)).flatMap((name) => runSchematron(name, xml));

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
  const [schemaAsserts = []] = await validateSchemas([xml]);
  const rulesStart = performance.now();
  const ruleAsserts = validateRules(xml);
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

/** The fatal and error asserts among some (warnings and information are not failures). */
export const failuresOf = (asserts: readonly TAssert[]): TAssert[] =>
  asserts.filter((assert) => assert.flag === 'fatal' || assert.flag === 'error');
