/**
 * Ids in a request that name another record (issue 11 point 6): each must name a record of the caller's
 * company, else the write is refused at the field. Declared once per schema or record kind; one generic
 * check (lambdas/platform/references) collects the ids, reads them in the company and reports the unknown.
 */

/**
 * What an id may name: a master-data record of a kind, an operating unit, a customer, or a field or track
 * of the map. Listed here, not
 * derived from the kinds: the kinds declare their references with these names (a derived type would be
 * circular). The store reading them (lambdas/platform/references) is checked against the table's entities.
 */
export type ReferenceTarget =
  | 'employee'
  | 'employeeTag'
  | 'machine'
  | 'machineRing'
  | 'resource'
  | 'resourceTag'
  | 'service'
  | 'supplier'
  | 'gasStation'
  | 'loadingPoint'
  | 'costAccount'
  | 'customerTag'
  | 'priceAgreement'
  | 'project'
  | 'operatingUnit'
  | 'customer'
  | 'field'
  | 'track';

/**
 * A schema's references by field path: dots between fields, `*` for every item of a list, e.g.
 * `{ 'tagIds.*': 'employeeTag', machineRingId: 'machineRing', 'priceTarget.resourceId': 'resource' }`.
 * A path that is absent, null or of another union branch names nothing. A field whose message must differ
 * from its target's (a customer asking their contractor) names the target with its own message.
 */
export type References = Readonly<Record<string, ReferenceTarget | { target: ReferenceTarget; message: string }>>;

/** A German issue at a field path, as a schema error names it. */
export type ReferenceIssue = { path: string; message: string };

const notOurs = (what: string) => `${what} gehört nicht zu deiner Firma.`;

/** The German issue at a field whose id names no record of the target in the caller's company. */
// wording ours: the spec shows none; it follows 'Dieser Zugang gehört nicht zu deiner Firma.'
export const referenceMessages: Record<ReferenceTarget, string> = {
  employee: notOurs('Dieser Mitarbeiter'),
  employeeTag: notOurs('Dieses Schlagwort'),
  machine: notOurs('Diese Maschine'),
  machineRing: notOurs('Dieser Maschinenring'),
  resource: notOurs('Dieser Artikel'),
  resourceTag: notOurs('Dieses Schlagwort'),
  service: notOurs('Diese Dienstleistung'),
  supplier: notOurs('Dieser Lieferant'),
  gasStation: notOurs('Diese Tankstelle'),
  loadingPoint: notOurs('Diese Be-/Entladestelle'),
  costAccount: notOurs('Dieses Kostenkonto'),
  customerTag: notOurs('Dieses Schlagwort'),
  priceAgreement: notOurs('Diese Preisvereinbarung'),
  project: notOurs('Dieses Projekt'),
  operatingUnit: notOurs('Dieser Betrieb'),
  customer: notOurs('Dieser Kunde'),
  field: notOurs('Dieses Feld'),
  track: notOurs('Diese Strecke'),
};
