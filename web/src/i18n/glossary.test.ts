import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as specMessages from '../../../schemas/messages';
import { type BannedVariant, bannedVariants, hexColorInText } from './de/glossary';
import * as specUiTexts from './de/spec-texts';

const here = import.meta.dirname;
const webSrc = join(here, '..');

/** Sample arguments for text functions: most take names or counts. */
const sampleArgs: readonly unknown[][] = [['Beispiel', 'Beispiel', 'Beispiel'], [2, 2, 2], [true]];

/** Every string an i18n value holds or produces, with where it is (functions are called with samples). */
const textsOf = (value: unknown, path: string): { path: string; text: string }[] => {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') {
    return sampleArgs.flatMap((args) => {
      try {
        return textsOf(value(...args), `${path}()`);
      } catch {
        return [];
      }
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  }
  return [];
};

/**
 * Texts the spec defines are used character for character (schemas/messages.ts, and the UI-only ones in
 * de/spec-texts.ts), even where they say 'Email'.
 */
const specTexts = new Set(
  [...textsOf(specMessages, 'messages'), ...textsOf(specUiTexts, 'spec-texts')].map(({ text }) => text),
);

const violations = (texts: { path: string; text: string }[], banned: readonly BannedVariant[]): string[] =>
  texts.flatMap(({ path, text }) =>
    specTexts.has(text)
      ? []
      : banned.filter(({ variant }) => variant.test(text)).map(({ use }) => `${path}: '${text}' (besser: ${use})`),
  );

const i18nModules = async () => {
  const files = ['de.ts', ...readdirSync(join(here, 'de')).map((name) => `de/${name}`)].filter(
    (name) => !name.endsWith('.test.ts') && !name.endsWith('glossary.ts'),
  );
  return Promise.all(files.map(async (file) => ({ file, exports: await import(/* @vite-ignore */ join(here, file)) })));
};

const tsxFilesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return tsxFilesUnder(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });

/** Messages for developers in the browser console are not shown to users. */
const isConsoleCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'console';

/** The string literals and JSX texts of one component file; JSX texts are what users surely see. */
const literalsOf = (file: string): { literals: string[]; jsxTexts: string[] } => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const literals: string[] = [];
  const jsxTexts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || isConsoleCall(node)) return;
    if (ts.isJsxText(node) && node.text.trim()) jsxTexts.push(node.text.trim());
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) literals.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, jsxTexts };
};

describe('glossary (issue 10: consistent words)', () => {
  it('finds the banned variants it is meant to find', () => {
    const sample = (text: string) => violations([{ path: 'x', text }], [...bannedVariants, hexColorInText]);
    expect(sample('Email-Adresse')).toHaveLength(1);
    expect(sample('Deine e-mail')).toHaveLength(1);
    expect(sample('Save')).toHaveLength(1);
    expect(sample('Farbe #f57f17')).toHaveLength(1);
    expect(sample('Format: JJJJ/MM/TT')).toHaveLength(1);
    expect(sample('E-Mail-Adresse, Status, Details')).toEqual([]);
  });

  it('keeps every German text of the i18n files free of banned variants', async () => {
    const texts = (await i18nModules()).flatMap(({ file, exports }) => textsOf(exports, file));
    expect(texts.length).toBeGreaterThan(500);
    // A colour value of a palette is data; a colour code inside a sentence is shown to users.
    const sentences = texts.filter(({ text }) => !/^#[0-9a-fA-F]{6}$/.test(text));
    expect(violations(sentences, [...bannedVariants, hexColorInText])).toEqual([]);
  });

  it('keeps the literals of the pages and components free of banned variants', () => {
    const found = tsxFilesUnder(webSrc).flatMap((file) => {
      const { literals, jsxTexts } = literalsOf(file);
      const where = relative(webSrc, file);
      return [
        ...violations(
          literals.map((text) => ({ path: where, text })),
          bannedVariants,
        ),
        ...violations(
          jsxTexts.map((text) => ({ path: where, text })),
          [...bannedVariants, hexColorInText],
        ),
      ];
    });
    expect(found).toEqual([]);
  });
});
