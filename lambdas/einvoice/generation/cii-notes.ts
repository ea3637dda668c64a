/**
 * The invoice notes (BT-22) in CII: one ram:IncludedNote per note (BG-1 repeats, each with one content,
 * CII-SR-030). The library writes all notes as contents of a single IncludedNote; we split it. Line notes
 * (BT-127) are single already; an IncludedNote with anything besides its contents (a subject code) stays.
 */

const HEADER = /<rsm:ExchangedDocument>[\s\S]*?<\/rsm:ExchangedDocument>/;
const NOTE = /<ram:IncludedNote>([\s\S]*?)<\/ram:IncludedNote>/g;
const CONTENT = /<ram:Content>[\s\S]*?<\/ram:Content>/g;

const splitNote = (note: string, inner: string): string => {
  const contents = [...inner.matchAll(CONTENT)].map(([content]) => content);
  const onlyContents = inner.replaceAll(CONTENT, '').trim() === '';
  if (contents.length < 2 || !onlyContents) return note;
  return contents.map((content) => `<ram:IncludedNote>${content}</ram:IncludedNote>`).join('');
};

/** The CII text with each header note in its own IncludedNote. */
export const withSeparateNotes = (cii: string): string =>
  cii.replace(HEADER, (header) => header.replaceAll(NOTE, splitNote));
