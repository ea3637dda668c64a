import { describe, expect, it } from 'vitest';
import { planAppend } from '../../../../lambdas/tracking/domain/chunks';
import { ZTimeTracking } from '../../../../schemas/api/work';
import { formatGermanTime } from '../../../../schemas/kernel/calendar';
import { orderStatuses } from '../../../../schemas/order-enums';
import { countersOf, stopIssues, taskRecordNeedsOf } from '../../../../schemas/orders/driving-rules';
import { ZOrder } from '../../../../schemas/orders/order';
import { TRACKING } from '../../../../schemas/tracking';
import { DEMO_COMPANY } from '../demo-data';
import { demoOrders } from './demo-orders';
import { demoMachines } from './demo-records';

/** A Tuesday morning in November: the seed day the figures below were checked on. */
const NOW = new Date('2026-11-24T07:00:00.000Z');
const all = demoOrders(DEMO_COMPANY.companyId, NOW);
const orders = all.map(({ order }) => order);
const finished = orders.filter((order) => order.status === 'DONE' || order.status === 'BILLED');
const begun = orders.filter((order) => order.activeTime.length > 0);

describe('demo orders', () => {
  it('are valid orders, with unique ids, in every status, on every shelf', () => {
    for (const order of orders) {
      const parsed = ZOrder.safeParse(order);
      expect(parsed.error?.issues ?? [], order.id).toEqual([]);
    }
    expect(new Set(orders.map((order) => order.id)).size).toBe(orders.length);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(orderStatuses));
    expect(new Set(orders.map((order) => order.shelf))).toEqual(new Set(['ACTIVE', 'ARCHIVED', 'TRASHED']));
    expect(orders.filter((order) => order.status === 'DONE').length).toBeGreaterThanOrEqual(20);
    expect(orders.filter((order) => order.status === 'DRAFT' && order.employeeId === null).length).toBeGreaterThan(1);
    expect(new Set(orders.map((order) => order.customerIds[0])).size).toBeGreaterThanOrEqual(15);
    expect(new Set(orders.map((order) => order.employeeId)).size).toBeGreaterThanOrEqual(6);
    expect(orders.find((order) => order.id === 'demo-order-mais-thomsen')?.name).toBe('Mais häckseln – Thomsen');
  });

  it('keep the ids and the Meine Aufträge orders the tests name', () => {
    const assignedToTim = orders
      .filter((order) => order.employeeId === 'demo-employee-tim-brandt' && order.status === 'ASSIGNED')
      .map((order) => order.id);
    expect(assignedToTim.sort()).toEqual(
      [
        'demo-order-grubbern-jensen',
        'demo-order-guelle-thomsen',
        'demo-order-mais-petersen',
        'demo-order-pfluegen-hansen',
        'demo-order-gras-thomsen',
      ].sort(),
    );
    // The demo logins have nothing begun and unfinished: they are free to start.
    const logins = ['demo-employee-tim-brandt', 'demo-employee-jonas-lorenzen'];
    expect(orders.filter((order) => order.status === 'IN_PROGRESS' && logins.includes(order.employeeId ?? ''))).toEqual(
      [],
    );
    const guelle = orders.find((order) => order.id === 'demo-order-guelle-thomsen');
    expect(guelle?.serviceSnapshot?.driverQueries.map((query) => query.id)).toContain('demo-dq-guelle-menge');
    expect(guelle?.machineSnapshots[0]?.hasOperatingHours).toBe(true);
  });

  it('have closed runs in German working hours where begun, and none where not', () => {
    for (const order of orders) {
      const begunStatus = order.status !== 'DRAFT' && order.status !== 'ASSIGNED';
      expect(order.activeTime.length > 0, order.id).toBe(begunStatus);
      for (const run of order.activeTime) {
        expect(run.end, order.id).not.toBeNull();
        expect(run.start < (run.end ?? ''), order.id).toBe(true);
        expect(run.end && run.end < NOW.toISOString(), order.id).toBe(true);
      }
    }
    for (const order of begun.filter((order) => order.id !== 'demo-order-gras-vorige-woche')) {
      for (const run of order.activeTime) {
        const hour = Number(formatGermanTime(run.start).slice(0, 2));
        expect(hour, order.id).toBeGreaterThanOrEqual(5);
        expect(hour, order.id).toBeLessThanOrEqual(17);
      }
    }
  });

  it('count operating hours that match the runs, rising per machine and below its current hours', () => {
    for (const order of begun) {
      const expected = countersOf(order.serviceSnapshot, order.machineSnapshots).length * order.activeTime.length;
      expect(order.counterTrackings, order.id).toHaveLength(expected);
      for (const counter of order.counterTrackings) {
        const run = order.activeTime.find((candidate) => candidate.id === counter.orderRunId);
        const hours = (Date.parse(run?.end ?? '') - Date.parse(run?.start ?? '')) / 3_600_000;
        expect(Number(counter.startValue), order.id).toBeLessThan(Number(counter.endValue));
        expect(Math.abs(Number(counter.endValue) - Number(counter.startValue) - hours), order.id).toBeLessThanOrEqual(
          0.1,
        );
      }
    }
    const hourCounters = begun.flatMap((order) =>
      order.counterTrackings.flatMap((counter) =>
        counter.source.type === 'MACHINE' ? [{ machineId: counter.source.machineId, ...counter }] : [],
      ),
    );
    for (const machine of demoMachines.values()) {
      const readings = hourCounters
        .filter((counter) => counter.machineId === machine.id)
        .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''));
      for (const [index, reading] of readings.entries()) {
        const before = readings[index - 1];
        if (before) expect(Number(before.endValue)).toBeLessThan(Number(reading.startValue));
      }
      if (readings.length > 0)
        expect(Number(readings.at(-1)?.endValue)).toBeLessThan(Number(machine.currentOperatingHours));
    }
  });

  it('have what the stop wizard asks for once done: answers, task records, the note', () => {
    for (const order of finished) {
      const needs = taskRecordNeedsOf(order.serviceSnapshot, order.customerIds.slice(0, 1));
      expect(
        order.taskRecords.map((record) => record.type),
        order.id,
      ).toEqual(needs.map((need) => need.type));
      expect(
        order.taskRecords.every((record) => record.record !== null && record.record > 0),
        order.id,
      ).toBe(true);
      const stop = order.protocol.find((entry) => entry.kind === 'STOPPED');
      const issues = stopIssues(
        {
          customersWithoutRun: [],
          plannedEndDateTime: null,
          now: NOW,
          noteRequired: order.serviceSnapshot?.queryNote ?? false,
          stopQueries: (order.serviceSnapshot?.driverQueries ?? []).filter((query) => query.askOnStop),
          openCounters: [],
          taskRecordCount: order.taskRecords.length,
        },
        {
          note: stop?.text ?? '',
          answers: order.driverQueryAnswers.filter((answer) => answer.trigger === 'STOP'),
          counterStarts: [],
          counterEnds: [],
          taskRecords: order.taskRecords,
        },
      );
      expect(issues, order.id).toEqual([]);
    }
    const area = finished.find((order) => order.id === 'demo-order-pfluegen-petersen')?.taskRecords[0];
    expect(area).toMatchObject({ type: 'AREA', unit: 'ha', record: 8.4 });
  });

  it('price their amounts, some by a price agreement', () => {
    const usages = orders.flatMap((order) => order.resourceUsages);
    expect(usages.length).toBeGreaterThanOrEqual(20);
    expect(usages.every((usage) => usage.resourcePricePerUnit !== null && Number(usage.amount) > 0)).toBe(true);
    expect(usages.some((usage) => usage.priceBasedOnPriceAgreement)).toBe(true);
    expect(usages.some((usage) => !usage.priceBasedOnPriceAgreement)).toBe(true);
    // Ackerbau Petersen has the diesel contract (1.41 EUR/l) for the year.
    const diesel = orders.find((order) => order.id === 'demo-order-pfluegen-petersen')?.resourceUsages[0];
    expect(diesel).toMatchObject({
      resourceId: 'demo-resource-diesel',
      resourcePricePerUnit: '1.41',
      priceBasedOnPriceAgreement: true,
    });
  });

  it('have a track per run in Schleswig-Holstein, in records of at most 200 points, the order naming the last', () => {
    for (const { order, trackings } of all.filter(({ order }) => order.id !== 'demo-order-gras-vorige-woche')) {
      expect(
        trackings.map((tracking) => tracking.runId),
        order.id,
      ).toEqual(order.activeTime.map((run) => run.id));
      expect(order.currentGeoLocationTrackingId, order.id).toBe(trackings.at(-1)?.id ?? null);
      for (const [index, tracking] of trackings.entries()) {
        const run = order.activeTime[index];
        expect(tracking.points.length, tracking.id).toBeGreaterThan(100);
        const outside = tracking.points.filter(
          (point) =>
            !(point.lat > 53.3 && point.lat < 55.1 && point.lng > 7.8 && point.lng < 11.4) ||
            Math.round(point.lat * 1e7) / 1e7 !== point.lat ||
            Math.round(point.lng * 1e7) / 1e7 !== point.lng ||
            point.time < (run?.start ?? '') ||
            point.time > (run?.end ?? ''),
        );
        expect(outside, tracking.id).toEqual([]);
        const plan = planAppend(undefined, 1, tracking.points);
        const records = plan.kind === 'append' ? plan.writes : [];
        expect(records.every((record) => record.points.length <= TRACKING.pointsPerRecord)).toBe(true);
      }
    }
    expect(orders.find((order) => order.id === 'demo-order-gras-vorige-woche')?.currentGeoLocationTrackingId).toBe(
      'demo-tracking-gras-vorige-woche',
    );
  });

  it("give the employees' time trackings of every run, none of one employee overlapping", () => {
    const trackings = all.flatMap(({ timeTrackings }) => timeTrackings);
    for (const tracking of trackings) expect(ZTimeTracking.safeParse(tracking).error?.issues ?? []).toEqual([]);
    const runs = begun.flatMap((order) => order.activeTime);
    expect(trackings.filter((tracking) => tracking.type === 'order')).toHaveLength(runs.length);
    expect(trackings.some((tracking) => tracking.purpose === 'PAUSE')).toBe(true);
    for (const employeeId of new Set(trackings.map((tracking) => tracking.employeeId))) {
      const own = trackings.filter((tracking) => tracking.employeeId === employeeId);
      const sorted = [...own].sort((a, b) => a.start.localeCompare(b.start));
      for (const [index, tracking] of sorted.entries()) {
        const next = sorted[index + 1];
        if (next) expect((tracking.end ?? '') <= next.start, `${employeeId} ${tracking.id}`).toBe(true);
      }
    }
  });

  it('is the same on every run (no randomness)', () => {
    const digest = (records: typeof all) =>
      JSON.stringify(
        records.map(({ order, trackings }) => [order, trackings.map(({ points }) => [points.length, points.at(-1)])]),
      );
    expect(digest(demoOrders(DEMO_COMPANY.companyId, NOW))).toBe(digest(all));
  });
});
