/** The parts of SaxonJS 2.7 that test/support/einvoice-oracle.ts uses; the package ships no types. */
declare module 'saxon-js' {
  type SaxonNode = { localName: string; getAttribute(name: string): string | null };
  type XPathOptions = { namespaceContext?: Record<string, string>; resultForm?: 'array' | 'iterator' };
  const SaxonJS: {
    transform(
      options: { stylesheetInternal: unknown; sourceText: string; destination: 'document' },
      mode: 'sync',
    ): { principalResult: unknown };
    XPath: { evaluate(expression: string, context: unknown, options?: XPathOptions): unknown };
  };

  export type { SaxonNode };
  export default SaxonJS;
}
