import { type TChangeEvent, type TLiveEntity, ZLiveEntity } from '../../../schemas/api/realtime';

/** A table stream record reduced to what the change feed needs (images already unmarshalled). */
export type ChangedItem = {
  op: TChangeEvent['op'];
  image: Record<string, unknown> | undefined;
};

/**
 * Which company hears about which change: items of live entities that carry a companyId become one
 * change event for that company. ElectroDB marks every item with its entity name in `__edb_e__`.
 */
export const changeEventsByCompany = (
  changes: ChangedItem[],
  liveEntities: ReadonlySet<TLiveEntity>,
): Map<string, TChangeEvent[]> => {
  const byCompany = new Map<string, TChangeEvent[]>();
  for (const { op, image } of changes) {
    const live = ZLiveEntity.safeParse(image?.__edb_e__);
    const companyId = image?.companyId;
    if (!live.success || typeof companyId !== 'string' || !liveEntities.has(live.data)) continue;
    const entity = live.data;
    // Records of the master-data kinds keep their id in recordId (one generic shape for all kinds).
    const id = String(image?.[`${entity}Id`] ?? image?.recordId ?? '');
    const events = byCompany.get(companyId) ?? [];
    events.push({ type: 'changed', entity, id, op });
    byCompany.set(companyId, events);
  }
  return byCompany;
};

/**
 * The management API address of the stage that holds a connection. API Gateway is https; the
 * embedded runtime's gateway on this machine speaks plain http.
 */
export const callbackUrlFor = (domainName: string, stage: string): string => {
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(domainName);
  return `${local ? 'http' : 'https'}://${domainName}/${stage}`;
};
