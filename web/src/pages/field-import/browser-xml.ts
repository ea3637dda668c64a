import type { ParseXml } from './read-field-file';

/**
 * The browser's XML parser for KML files. It answers broken XML with a document holding a <parsererror>
 * instead of failing: that is turned into a failure, so the file is refused as no KML.
 */
export const parseXmlInBrowser: ParseXml = (text) => {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('no XML');
  return document;
};
