/**
 * Proof of work from GPS (issue 13 point 7): the coverage of a 6-hour track of 4,000 points by a 6 m
 * machine over a 24 ha field, p50 of RUNS runs, and as baseline in the same run the same field driven with
 * half the points (the raster's fixed cost against its per-segment cost). Pure: no runtime.
 * `npx tsx test/bench/coverage.ts` prints the rows alone.
 */
import { pathToFileURL } from 'node:url';
import { computeCoverage, hectaresOf } from '../../schemas/kernel/coverage';
import { rectangleField, serpentine, timed } from '../../schemas/kernel/coverage.fixtures';
import { percentile } from './measure';
import type { Row } from './pricing';

const POINTS = 4_000;
const HOURS = 6;
const WIDTH_M = 6;
const LANES = 80;
const LANE_M = 500;
const RUNS = 20;
const TARGET_MS = 1000;

/** The field driven lane by lane, `points` points spread evenly over the lanes and the six hours. */
const trackOf = (points: number) => {
  // A hair more than the lane over the gaps, so rounding never adds a point to a lane.
  const stepM = (LANE_M / (points / LANES - 1)) * (1 + 1e-9);
  const positions = serpentine(LANES, WIDTH_M, LANE_M, stepM);
  if (positions.length !== points) throw new Error(`expected ${points} points, made ${positions.length}`);
  return timed(positions, (HOURS * 3600) / positions.length);
};

export const coverageBench = async (): Promise<Row[]> => {
  const fields = [rectangleField(LANES * WIDTH_M, LANE_M)];
  const full = trackOf(POINTS);
  const half = trackOf(POINTS / 2);
  const run = (track: typeof full) => computeCoverage({ tracks: [track], widthM: WIDTH_M, fields });
  const results = { full: run(full), half: run(half) };
  const samples = { full: [] as number[], half: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    for (const [name, track] of [['full', full] as const, ['half', half] as const]) {
      const started = performance.now();
      results[name] = run(track);
      samples[name].push(performance.now() - started);
    }
  }
  const [p50, baseline] = [percentile(samples.full, 50), percentile(samples.half, 50)];
  const fieldHa = hectaresOf(LANES * WIDTH_M * LANE_M);
  return [
    {
      figure: `coverage p50: ${HOURS} h track of ${POINTS.toLocaleString('en')} points, ${WIDTH_M} m, ${fieldHa} ha field`,
      value: `${p50.toFixed(1)} ms`,
      target: `< ${TARGET_MS / 1000} s`,
      ok: p50 < TARGET_MS,
    },
    {
      figure: `coverage p50: same field, ${(POINTS / 2).toLocaleString('en')} points (baseline)`,
      value: `${baseline.toFixed(1)} ms`,
      target: '-',
      ok: true,
    },
    {
      figure: 'coverage: area found (ha, field worked once)',
      value: String(hectaresOf(results.full.areaM2)),
      target: `${fieldHa} ± 2 %`,
      ok: Math.abs(results.full.areaM2 / (LANES * WIDTH_M * LANE_M) - 1) <= 0.02,
    },
  ];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await coverageBench())
    console.log(`${row.figure}: ${row.value} (${row.target}) ${row.ok ? 'ok' : 'NO'}`);
}
