import proj4 from 'proj4';
import { de } from '../../i18n/de';
import { mapPositions, type TImportFeatures } from './field-candidates';

const t = de.fieldImport;

/**
 * The coordinate systems German farm programs export in, as proj4 definitions (EPSG's own parameters):
 * ETRS89 / UTM zones 32 and 33 (today's InVeKoS data) and Gauß-Krüger zone 3 (older exports).
 */
const KNOWN_SYSTEMS: Record<string, string> = {
  '25832': '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  '25833': '+proj=utm +zone=33 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs',
  '31467':
    '+proj=tmerc +lat_0=0 +lon_0=9 +k=1 +x_0=3500000 +y_0=0 +ellps=bessel +towgs84=598.1,73.7,418.2,0.202,0.045,-2.455,6.7 +units=m +no_defs',
};
const WGS84_CODES = new Set(['4326', '4258', 'CRS84']);

/** The EPSG code a GeoJSON `crs` member names ('EPSG:25832', 'urn:ogc:def:crs:EPSG::25832', ...CRS84). */
export const crsCodeOf = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null || !('crs' in data)) return null;
  const crs = data.crs;
  if (typeof crs !== 'object' || crs === null || !('properties' in crs)) return null;
  const properties = crs.properties;
  if (typeof properties !== 'object' || properties === null || !('name' in properties)) return null;
  const name = String(properties.name);
  if (/CRS:?84$/i.test(name)) return 'CRS84';
  return /EPSG:+(\d+)$/i.exec(name)?.[1] ?? name;
};

/** What reprojecting refuses with, or the data in WGS84. */
export type Reprojected = { kind: 'data'; data: TImportFeatures } | { kind: 'refused'; message: string };

/**
 * A GeoJSON in WGS84: unchanged without a `crs` member or with WGS84's; reprojected from a known German
 * system; refused for any other system. proj4 is the one shpjs reprojects shapefiles with: it is loaded
 * with the page anyway (a lazy import of it would not split it off, Vite warns so).
 */
export const toWgs84 = (data: TImportFeatures, code: string | null): Reprojected => {
  if (code === null || WGS84_CODES.has(code)) return { kind: 'data', data };
  const definition = KNOWN_SYSTEMS[code];
  if (!definition) return { kind: 'refused', message: t.unknownCrs(/^\d+$/.test(code) ? `EPSG:${code}` : code) };
  const converter = proj4(definition, 'WGS84');
  return { kind: 'data', data: mapPositions(data, (position) => converter.forward(position.slice(0, 2))) };
};
