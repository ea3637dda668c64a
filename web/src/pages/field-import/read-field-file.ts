import { kml } from '@tmcw/togeojson';
import { parseZip } from 'shpjs';
import { de } from '../../i18n/de';
import { candidatesOf, type FileReading, refused, type TImportFeatures, ZImportGeoJson } from './field-candidates';
import { crsCodeOf, toWgs84 } from './reproject';

const t = de.fieldImport;

/** The file endings the import reads, shown to the user and given to the file picker. */
export const ACCEPTED_ENDINGS = ['.zip', '.geojson', '.json', '.kml'] as const;

/** Parses XML text into a document togeojson reads: the browser's DOMParser, xmldom's in node tests. */
export type ParseXml = (text: string) => Parameters<typeof kml>[0];

export type ImportFile = { name: string; bytes: ArrayBuffer };

const text = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);

const features = (data: unknown): TImportFeatures | null => {
  const parsed = ZImportGeoJson.safeParse(data);
  return parsed.success ? parsed.data : null;
};

const readGeoJson = async (bytes: ArrayBuffer): Promise<FileReading> => {
  let data: unknown;
  try {
    data = JSON.parse(text(bytes));
  } catch {
    return refused(t.invalidGeoJson);
  }
  const read = features(data);
  if (!read) return refused(t.invalidGeoJson);
  const reprojected = toWgs84(read, crsCodeOf(data));
  return reprojected.kind === 'refused' ? reprojected : candidatesOf(reprojected.data);
};

const readKml = (bytes: ArrayBuffer, parseXml: ParseXml): FileReading => {
  let read: TImportFeatures | null;
  try {
    read = features(kml(parseXml(text(bytes))));
  } catch {
    return refused(t.invalidKml);
  }
  return read ? candidatesOf(read) : refused(t.invalidKml);
};

/** A zipped shapefile: shpjs reads .shp and .dbf and reprojects with the .prj; several layers are joined. */
const readShapefile = async (bytes: ArrayBuffer): Promise<FileReading> => {
  let layers: unknown[];
  try {
    const read = await parseZip(bytes);
    layers = Array.isArray(read) ? read : [read];
  } catch {
    return refused(t.invalidShapefile);
  }
  const parsed = layers.map(features);
  const joined = parsed.flatMap((layer) => layer?.features ?? []);
  return parsed.includes(null) ? refused(t.invalidShapefile) : candidatesOf({ features: joined });
};

/**
 * A file of fields, read by its ending: a zipped shapefile, GeoJSON or KML, into the fields it holds or
 * the reason it is refused as a whole (empty, unknown format, unreadable, no polygons, too many fields).
 */
export const readFieldFile = async ({ name, bytes }: ImportFile, parseXml: ParseXml): Promise<FileReading> => {
  if (bytes.byteLength === 0) return refused(t.emptyFile);
  const ending = name.toLowerCase().slice(name.lastIndexOf('.'));
  if (ending === '.zip') return readShapefile(bytes);
  if (ending === '.geojson' || ending === '.json') return readGeoJson(bytes);
  if (ending === '.kml') return readKml(bytes, parseXml);
  return refused(t.unknownFormat(name));
};
