import { DOMParser } from '@xmldom/xmldom';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { FIELD_SPAN_MESSAGE } from '../../../../schemas/geo/field-index';
import { de } from '../../i18n/de';
import type { FieldCandidate, FileReading } from './field-candidates';
import { MAX_IMPORT_FIELDS } from './field-candidates';
import { shapefileEntries, UTM32_PRJ } from './fixtures/shapefile-writer.test-kit';
import { zipOf } from './fixtures/zip-writer.test-kit';
import { readFieldFile } from './read-field-file';

const t = de.fieldImport;
// Like the browser's parser (web/src/pages/field-import/browser-xml.ts), it refuses broken XML.
const parseXml = (text: string) =>
  new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(text, 'text/xml');
const bytesOf = (text: string) => new TextEncoder().encode(text).slice().buffer;
const read = (name: string, content: string | ArrayBuffer) =>
  readFieldFile({ name, bytes: typeof content === 'string' ? bytesOf(content) : content }, parseXml);

const UTM32 = '+proj=utm +zone=32 +ellps=GRS80 +units=m +no_defs';
/** A field near Husum, about 200 m x 111 m (clockwise, as the shapefile format wants outer rings). */
const HUSUM: number[][] = [
  [9.05, 54.48],
  [9.05, 54.481],
  [9.053, 54.481],
  [9.053, 54.48],
  [9.05, 54.48],
];
const shifted = (ring: number[][], dLng: number) => ring.map(([lng = 0, lat = 0]) => [lng + dLng, lat]);
const toUtm = (ring: number[][]) => ring.map((position) => proj4('WGS84', UTM32, position));

const fieldsOf = (reading: FileReading): FieldCandidate[] => {
  if (reading.kind !== 'fields') throw new Error(`refused: ${reading.message}`);
  return reading.candidates;
};
const messageOf = (reading: FileReading) => (reading.kind === 'refused' ? reading.message : 'read');

/** The outline's vertices match the ring (without its closing vertex) to about a centimetre. */
const expectShape = (candidate: FieldCandidate | undefined, ring: number[][]) => {
  const shape = candidate?.shape ?? [];
  expect(shape).toHaveLength(ring.length - 1);
  shape.forEach((vertex, i) => {
    expect(vertex.lng).toBeCloseTo(ring[i]?.[0] ?? 0, 6);
    expect(vertex.lat).toBeCloseTo(ring[i]?.[1] ?? 0, 6);
  });
};

const polygonFeature = (rings: number[][][], properties: Record<string, unknown>) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: rings },
});

describe('readFieldFile: GeoJSON', () => {
  it('reprojects a GeoJSON in EPSG:25832 and takes names, field block and crop from German attribute keys', async () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::25832' } },
      features: [
        polygonFeature([toUtm(HUSUM)], {
          SCHLAGNAME: 'Deichkoppel',
          FLIK: 'DESHLI0512345678',
          NUTZUNG: 'Winterweizen',
        }),
        polygonFeature([toUtm(shifted(HUSUM, 0.01))], { Schlag: 'Achterkoppel', NC: '411' }),
      ],
    });
    const fields = fieldsOf(await read('schlaege.geojson', file));
    expect(fields.map(({ name, fid, crop, problem }) => ({ name, fid, crop, problem }))).toEqual([
      { name: 'Deichkoppel', fid: 'DESHLI0512345678', crop: 'Winterweizen', problem: null },
      { name: 'Achterkoppel', fid: null, crop: '411', problem: null },
    ]);
    expectShape(fields[0], HUSUM);
    expectShape(fields[1], shifted(HUSUM, 0.01));
    // 0.003° of longitude at 54.48° N (194 m) x 0.001° of latitude (111 m): about 2.16 ha.
    expect((fields[0]?.squareMetres ?? 0) / 10_000).toBeCloseTo(2.16, 1);
  });

  it('makes each part of a multipolygon a field, keeps holes inside it and drops the others with a note', async () => {
    const hole = [
      [9.051, 54.4803],
      [9.052, 54.4803],
      [9.052, 54.4806],
      [9.051, 54.4803],
    ];
    const file = JSON.stringify({
      type: 'Feature',
      properties: { name: 'Marsch' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [HUSUM, hole],
          [shifted(HUSUM, 0.01), hole],
        ],
      },
    });
    const fields = fieldsOf(await read('marsch.json', file));
    expect(fields.map(({ name, holes, note }) => ({ name, holes: holes.length, note }))).toEqual([
      { name: 'Marsch (Teil 1)', holes: 1, note: null },
      // The same ring lies outside the second part: the part is taken without it.
      { name: 'Marsch (Teil 2)', holes: 0, note: t.holesDropped },
    ]);
    // The hole is not counted as land.
    const [first, second] = fields;
    expect(first?.holes[0]).toHaveLength(3);
    expect(first?.squareMetres ?? 0).toBeLessThan(second?.squareMetres ?? 0);
  });

  it('lists outlines that cannot be fields with their reason and keeps the others importable', async () => {
    const bowtie = [
      [9.05, 54.48],
      [9.053, 54.481],
      [9.053, 54.48],
      [9.05, 54.481],
      [9.05, 54.48],
    ];
    const line = [
      [9.05, 54.48],
      [9.051, 54.48],
      [9.05, 54.48],
    ];
    const huge = [
      [9, 54],
      [9, 55.5],
      [10, 55.5],
      [9, 54],
    ];
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        polygonFeature([HUSUM], { name: 'Gut' }),
        polygonFeature([bowtie], { name: 'Schleife' }),
        polygonFeature([line], { name: 'Strich' }),
        polygonFeature([huge], { name: 'Landkreis' }),
        // Metres without a crs member: no degrees.
        polygonFeature([toUtm(HUSUM)], { name: 'Ohne System' }),
      ],
    });
    const fields = fieldsOf(await read('gemischt.geojson', file));
    expect(fields.map(({ name, problem }) => [name, problem])).toEqual([
      ['Gut', null],
      ['Schleife', t.selfIntersecting],
      ['Strich', t.tooFewVertices],
      ['Landkreis', FIELD_SPAN_MESSAGE],
      ['Ohne System', t.notDegrees],
    ]);
  });

  it('names fields without a name attribute by their number', async () => {
    const file = JSON.stringify({ type: 'Polygon', coordinates: [HUSUM] });
    expect(fieldsOf(await read('feld.geojson', file)).map(({ name }) => name)).toEqual(['Feld 1']);
  });
});

describe('readFieldFile: KML', () => {
  it('reads the placemarks of a KML with their names', async () => {
    const placemark = (name: string, ring: number[][]) => `
      <Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>
        ${ring.map(([lng, lat]) => `${lng},${lat},0`).join(' ')}
      </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
    const file = `<?xml version="1.0" encoding="UTF-8"?>
      <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
        ${placemark('Große Wiese', HUSUM)}${placemark('Hofkoppel', shifted(HUSUM, 0.01))}
      </Document></kml>`;
    const fields = fieldsOf(await read('felder.kml', file));
    expect(fields.map(({ name, problem }) => [name, problem])).toEqual([
      ['Große Wiese', null],
      ['Hofkoppel', null],
    ]);
    expectShape(fields[1], shifted(HUSUM, 0.01));
  });

  it('refuses a KML that is no XML', async () => {
    expect(messageOf(await read('felder.kml', '{"type": "FeatureCollection"}'))).toBe(t.invalidKml);
    expect(messageOf(await read('felder.kml', '<kml><Placemark>'))).toBe(t.invalidKml);
    expect(messageOf(await read('felder.kml', '<kml><Document></Document></kml>'))).toBe(t.emptyFile);
  });
});

describe('readFieldFile: shapefile', () => {
  it('reads a zipped shapefile in EPSG:25832 with its .prj and the attributes of its .dbf', async () => {
    const zip = zipOf(
      shapefileEntries(
        'Schlaege',
        [
          { rings: [toUtm(HUSUM)], attributes: { SCHLAGNAME: 'Süderkoppel', FLEK: 'DESHLI05123', KULTUR: 'Mais' } },
          { rings: [toUtm(shifted(HUSUM, 0.01))], attributes: { SCHLAGNAME: 'Norderkoppel', FLEK: '', KULTUR: '' } },
        ],
        UTM32_PRJ,
      ),
    );
    const fields = fieldsOf(await read('export.zip', zip));
    expect(fields.map(({ name, fid, crop, problem }) => ({ name, fid, crop, problem }))).toEqual([
      { name: 'Süderkoppel', fid: 'DESHLI05123', crop: 'Mais', problem: null },
      { name: 'Norderkoppel', fid: null, crop: null, problem: null },
    ]);
    expectShape(fields[0], HUSUM);
  });

  it('refuses a zip without a shapefile', async () => {
    const zip = zipOf([{ name: 'liesmich.txt', data: new TextEncoder().encode('Hallo') }]);
    expect(messageOf(await read('export.zip', zip))).toBe(t.invalidShapefile);
  });
});

describe('readFieldFile: refusals of a whole file', () => {
  it('refuses an empty file, an unknown format and broken GeoJSON', async () => {
    expect(messageOf(await read('leer.geojson', ''))).toBe(t.emptyFile);
    expect(messageOf(await read('felder.csv', 'a;b'))).toBe(t.unknownFormat('felder.csv'));
    expect(messageOf(await read('felder.geojson', '{"type": "Feature"'))).toBe(t.invalidGeoJson);
    expect(messageOf(await read('felder.geojson', '{"type": "Topology"}'))).toBe(t.invalidGeoJson);
    expect(messageOf(await read('felder.geojson', '{"type": "FeatureCollection", "features": []}'))).toBe(t.emptyFile);
  });

  it('refuses a file without polygons', async () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [9.05, 54.48] } }],
    });
    expect(messageOf(await read('punkte.geojson', file))).toBe(t.noPolygons);
  });

  it('refuses more fields than the bound, naming it', async () => {
    const file = JSON.stringify({
      type: 'MultiPolygon',
      coordinates: Array.from({ length: MAX_IMPORT_FIELDS + 1 }, (_, i) => [shifted(HUSUM, i * 0.001)]),
    });
    expect(messageOf(await read('viele.geojson', file))).toBe(t.tooManyFields(501, 500));
  });

  it('refuses a coordinate system it does not know', async () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'EPSG:3857' } },
      features: [polygonFeature([HUSUM], {})],
    });
    expect(messageOf(await read('web.geojson', file))).toBe(t.unknownCrs('EPSG:3857'));
  });
});
