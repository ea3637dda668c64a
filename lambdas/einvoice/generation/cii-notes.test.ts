import { describe, expect, it } from 'vitest';
import { withSeparateNotes } from './cii-notes';

const header = (notes: string) => `<rsm:ExchangedDocument><ram:ID>1</ram:ID>${notes}</rsm:ExchangedDocument>`;

describe('withSeparateNotes', () => {
  it('gives each invoice note its own IncludedNote (CII-SR-030)', () => {
    const cii = header(
      '<ram:IncludedNote>\n<ram:Content>A</ram:Content>\n<ram:Content>B &amp; C</ram:Content>\n</ram:IncludedNote>',
    );
    expect(withSeparateNotes(cii)).toBe(
      header(
        '<ram:IncludedNote><ram:Content>A</ram:Content></ram:IncludedNote><ram:IncludedNote><ram:Content>B &amp; C</ram:Content></ram:IncludedNote>',
      ),
    );
  });

  it('leaves a single note, a note with a subject code and the line notes alone', () => {
    const single = header('<ram:IncludedNote><ram:Content>A</ram:Content></ram:IncludedNote>');
    expect(withSeparateNotes(single)).toBe(single);
    const coded = header(
      '<ram:IncludedNote><ram:Content>A</ram:Content><ram:Content>B</ram:Content><ram:SubjectCode>AAI</ram:SubjectCode></ram:IncludedNote>',
    );
    expect(withSeparateNotes(coded)).toBe(coded);
    const line =
      '<ram:IncludedSupplyChainTradeLineItem><ram:IncludedNote><ram:Content>A</ram:Content><ram:Content>B</ram:Content></ram:IncludedNote></ram:IncludedSupplyChainTradeLineItem>';
    expect(withSeparateNotes(line)).toBe(line);
  });
});
