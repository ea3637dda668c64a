/**
 * Issue 13 point 7, measured on the embedded runtime: GET /geo/fields over 50,000 fields spread over
 * Schleswig-Holstein, p50 and p95 for a county-sized box (0.6° x 0.4°) and a map-screen box (0.05° x
 * 0.03°), each sample a different place (as a user pans), with the gateway floor (app meta) measured in
 * the same run as the baseline. The fields' index entries are written in batches straight into the table.
 */
import { db } from '../../lambdas/platform/db/entities';
import { fieldCellToItem } from '../../lambdas/platform/field-index';
import { indexItemsOf, type TIndexedField } from '../../schemas/geo/field-index';
import { percentile } from './measure';

type Row = { figure: string; value: string; target: string; ok: boolean };
type Headers = Record<string, string>;
type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

const FIELDS = 50_000;
/** Schleswig-Holstein's bounding box, roughly: the fields lie anywhere in it. */
const STATE: Box = { minLat: 53.4, maxLat: 55.05, minLng: 8.3, maxLng: 11.3 };
const VERTICES = 24;
const WARMUP = 5;
const SAMPLES = 100;

/** A fixed pseudo-random sequence (the same fields and boxes every run). */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/** A field of 2 to 40 ha: an irregular outline of VERTICES points around a random place in the state. */
const benchField = (companyId: string, index: number, random: () => number): TIndexedField => {
  const lat = STATE.minLat + random() * (STATE.maxLat - STATE.minLat);
  const lng = STATE.minLng + random() * (STATE.maxLng - STATE.minLng);
  const halfHeight = 0.0006 + random() * 0.0025;
  const halfWidth = 0.001 + random() * 0.004;
  const shape = Array.from({ length: VERTICES }, (_, vertex) => {
    const angle = (2 * Math.PI * vertex) / VERTICES;
    const wobble = 0.85 + random() * 0.15;
    const round = (value: number) => Math.round(value * 1e7) / 1e7;
    return {
      lat: round(lat + Math.sin(angle) * halfHeight * wobble),
      lng: round(lng + Math.cos(angle) * halfWidth * wobble),
    };
  });
  return { companyId, id: `bench-field-${index}`, name: `Schlag ${index + 1}`, crop: 'Winterweizen', shape };
};

/** 50,000 fields' index entries, in batches of 25 with a few batches at once. */
const seedFields = async (companyId: string): Promise<number> => {
  const random = randomFrom(13);
  const entries = Array.from({ length: FIELDS }, (_, index) => benchField(companyId, index, random)).flatMap(
    indexItemsOf,
  );
  const items = entries.map(fieldCellToItem);
  const BATCH = 500;
  for (let from = 0; from < items.length; from += BATCH) {
    await db()
      .fieldCell.put(items.slice(from, from + BATCH))
      .go({ concurrency: 4 });
  }
  return entries.length;
};

/** `count` boxes of the given size at places inside the state. */
const boxesOf = (count: number, height: number, width: number, seed: number): Box[] => {
  const random = randomFrom(seed);
  return Array.from({ length: count }, () => {
    const minLat = STATE.minLat + random() * (STATE.maxLat - STATE.minLat - height);
    const minLng = STATE.minLng + random() * (STATE.maxLng - STATE.minLng - width);
    return { minLat, maxLat: minLat + height, minLng, maxLng: minLng + width };
  });
};

const boxUrl = (apiUrl: string, { minLat, maxLat, minLng, maxLng }: Box) =>
  `${apiUrl}/geo/fields?minLat=${minLat}&maxLat=${maxLat}&minLng=${minLng}&maxLng=${maxLng}`;

/** The latencies of reading each URL once (after WARMUP of them), and the mean number of items answered. */
const timedReads = async (urls: string[], headers: Headers) => {
  const times: number[] = [];
  let items = 0;
  for (const [index, url] of urls.entries()) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { items?: unknown[] };
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (index >= WARMUP) {
      times.push(performance.now() - started);
      items += body.items?.length ?? 0;
    }
  }
  return { times, meanItems: items / Math.max(1, times.length) };
};

const latencyRows = (label: string, times: number[], meanItems: number, floorP50: number): Row[] => {
  const p50 = percentile(times, 50);
  return [
    {
      figure: `geo fields, ${label} p50 (mean ${meanItems.toFixed(0)} fields)`,
      value: `${p50.toFixed(1)} ms`,
      target: '-',
      ok: meanItems > 0,
    },
    { figure: `geo fields, ${label} p95`, value: `${percentile(times, 95).toFixed(1)} ms`, target: '-', ok: true },
    { figure: `geo fields, ${label} / floor (p50)`, value: `${(p50 / floorP50).toFixed(1)}x`, target: '-', ok: true },
  ];
};

/** GET /geo/fields over 50,000 fields: a county and a map screen, against the gateway floor. */
export const geoFieldsBench = async (apiUrl: string, office: Headers, companyId: string): Promise<Row[]> => {
  const seedStarted = performance.now();
  const entries = await seedFields(companyId);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const samples = WARMUP + SAMPLES;
  const floor = await timedReads(
    Array.from({ length: samples }, () => `${apiUrl}/identity/app-meta`),
    office,
  );
  const floorP50 = percentile(floor.times, 50);
  const county = await timedReads(
    boxesOf(samples, 0.4, 0.6, 7).map((box) => boxUrl(apiUrl, box)),
    office,
  );
  const screen = await timedReads(
    boxesOf(samples, 0.03, 0.05, 11).map((box) => boxUrl(apiUrl, box)),
    office,
  );
  return [
    {
      figure: `geo fields: ${FIELDS} fields as index entries (seeded in ${seedSeconds.toFixed(0)} s)`,
      value: String(entries),
      target: '-',
      ok: true,
    },
    { figure: 'gateway floor (app meta) p50', value: `${floorP50.toFixed(1)} ms`, target: '-', ok: true },
    ...latencyRows('county 0.6° x 0.4°', county.times, county.meanItems, floorP50),
    ...latencyRows('map screen 0.05° x 0.03°', screen.times, screen.meanItems, floorP50),
  ];
};
