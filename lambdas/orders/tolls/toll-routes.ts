import {
  assignTollTrip,
  getTollImport,
  importTolls,
  listTollImports,
  requestTollUpload,
  type TTollImportDetails,
  tollImportMessages,
  UNASSIGNED_TRIPS_SHOWN,
} from '../../../schemas/api/tolls';
import { AppError } from '../../../schemas/errors';
import { normaliseLicensePlate, type TUnassignedTrip } from '../../../schemas/planning/toll';
import { type Route, route } from '../../platform/http';
import { assignTrip, machinesByPlate } from './domain/assign-trips';
import { tollRecordOf, withTollRecords } from './domain/toll-records';
import { importTollList, type TollImportDeps, tollUploadPrefix } from './import-tolls';
import type { StoredTollImport } from './toll-store';

const orderIssue = (message: string, detail: string) =>
  new AppError('LW_400_01_0001', { issues: [{ path: 'orderId', message }], detail });

/** The toll import (issue 15, 'Maut' page): upload, import, the imports, and open trips assigned by hand. */
export const tollRoutes = (deps: TollImportDeps): Route[] => {
  const { tolls, orders, clock, ids } = deps;

  const existingImport = async (companyId: string, importId: string): Promise<StoredTollImport> => {
    const stored = await tolls.get(companyId, importId);
    if (!stored) throw new AppError('LW_404_37_0001', { detail: `toll import ${importId}` });
    return stored;
  };

  const detailsOf = async (companyId: string, stored: StoredTollImport): Promise<TTollImportDetails> => {
    const chunks = await tolls.openTrips(companyId, stored.tollImport.id, UNASSIGNED_TRIPS_SHOWN);
    return {
      import: stored.tollImport,
      unassignedTrips: chunks.flatMap((chunk) => chunk.trips).slice(0, UNASSIGNED_TRIPS_SHOWN),
      rowErrors: stored.rowErrors,
    };
  };

  /** The machine of the order the trip ran with: the one with its plate, else the order's first. */
  const placeOnOrder = async (companyId: string, trip: TUnassignedTrip, orderId: string) => {
    const order = await orders.get(companyId, orderId);
    if (order?.shelf !== 'ACTIVE') throw orderIssue(tollImportMessages.orderUnknown, `order ${orderId}`);
    const plate = normaliseLicensePlate(trip.licensePlate);
    const plated = machinesByPlate(await deps.machines(companyId)).get(plate) ?? [];
    const platedMachine = order.machineIds.find((id) => plated.includes(id));
    const machineId = platedMachine ?? order.machineIds[0];
    if (!machineId) throw orderIssue(tollImportMessages.orderWithoutMachine, `order ${orderId} has no machine`);
    // The run (and its customer) holding the trip, if one does; else the order's only customer.
    const fit = assignTrip(trip, new Map([[plate, [machineId]]]), () => [order]);
    const assignment =
      fit.kind === 'assigned'
        ? fit
        : {
            kind: 'assigned' as const,
            orderId,
            machineId,
            customerId: order.customerIds.length === 1 ? (order.customerIds[0] ?? null) : null,
            orderRunId: null,
          };
    const record = tollRecordOf({ trip, assignment }, ids.newId());
    return { order, changed: withTollRecords(order, [record], clock.now()) ?? order };
  };

  return [
    route(requestTollUpload, async ({ body }, { company }) => {
      const key = `${tollUploadPrefix(company.companyId)}${ids.newId()}.csv`;
      const upload = await deps.storage.uploadUrl(key, { contentType: 'text/csv', size: body.size }, clock.now());
      return { key, ...upload, expiresAt: upload.expiresAt.toISOString() };
    }),

    route(importTolls, async ({ body }, { company, claims }) => {
      const result = await importTollList(deps, company.companyId, claims.sub, body);
      return {
        import: result.tollImport,
        unassignedTrips: result.unassigned.slice(0, UNASSIGNED_TRIPS_SHOWN),
        rowErrors: result.rowErrors,
      };
    }),

    route(listTollImports, async (_request, { company }) => ({ items: await tolls.list(company.companyId) })),

    route(getTollImport, async ({ params }, { company }) =>
      detailsOf(company.companyId, await existingImport(company.companyId, params.importId)),
    ),

    route(assignTollTrip, async ({ params, body }, { company }) => {
      const { companyId } = company;
      const stored = await existingImport(companyId, params.importId);
      const chunks = await tolls.openTrips(companyId, params.importId);
      const chunk = chunks.find((candidate) => candidate.trips.some((trip) => trip.tripId === body.tripId));
      const trip = chunk?.trips.find((candidate) => candidate.tripId === body.tripId);
      if (!chunk || !trip) throw new AppError('LW_404_37_0003', { detail: `trip ${body.tripId}` });
      const { order, changed } = await placeOnOrder(companyId, trip, body.orderId);
      const { counts } = stored.tollImport;
      await tolls.assignByHand({
        order: changed,
        previousOrder: order,
        stored,
        counts: { ...counts, assigned: counts.assigned + 1, unassigned: Math.max(0, counts.unassigned - 1) },
        chunk,
        remaining: chunk.trips.filter((candidate) => candidate.tripId !== body.tripId),
        now: clock.now().toISOString(),
      });
      return detailsOf(companyId, await existingImport(companyId, params.importId));
    }),
  ];
};
