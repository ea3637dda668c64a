import { AppError, type TFieldIssue } from '../../../schemas/errors';
import type { TField } from '../../../schemas/map-fields';
import type { TMapMarker } from '../../../schemas/map-markers';
import type { TMapShare, TMapShareSelection, TMapShareSubject, TSharedMap } from '../../../schemas/map-shares';
import type { TTrack } from '../../../schemas/map-tracks';
import { type ShareLink, shareLinkView } from '../../../schemas/share-links';

/**
 * What a map-structures link shows (issue 13 point 3): the customer's active structures, all or the chosen
 * ones, and only their names and geometry. Pure: the company's structures in, the shared view out.
 */

export type CompanyStructures = { fields: TField[]; tracks: TTrack[]; markers: TMapMarker[] };

type Structure = { id: string; customerId: string | null; archived: boolean };

export const mapShareMessages = {
  notTheCustomers: 'Bitte wähle nur aktive Strukturen dieses Kunden aus.',
  nothingChosen: 'Bitte wähle mindestens eine Struktur aus.',
} as const;

const ofCustomer =
  (customerId: string) =>
  <T extends Structure>(structure: T): boolean =>
    structure.customerId === customerId && !structure.archived;

/** The customer's active structures the link shows: all of them, or those of the selection still active. */
export const sharedStructures = (subject: TMapShareSubject, all: CompanyStructures): CompanyStructures => {
  const owned = ofCustomer(subject.customerId);
  const { selection } = subject;
  const chosen = <T extends Structure>(items: T[], ids: readonly string[] | undefined) =>
    items.filter((item) => owned(item) && (ids === undefined || ids.includes(item.id)));
  return {
    fields: chosen(all.fields, selection?.fieldIds),
    tracks: chosen(all.tracks, selection?.trackIds),
    markers: chosen(all.markers, selection?.markerIds),
  };
};

/**
 * Refuses a selection that names a structure which is not an active one of the customer, or names none:
 * a link must not reveal another customer's fields, nor show an empty map.
 */
export const requireSelectionOfCustomer = (
  customerId: string,
  selection: TMapShareSelection,
  all: CompanyStructures,
): void => {
  if (selection === null) return;
  const owned = ofCustomer(customerId);
  const issues: TFieldIssue[] = [];
  const check = (items: Structure[], ids: readonly string[], key: string) => {
    ids.forEach((id, index) => {
      if (!items.some((item) => item.id === id && owned(item))) {
        issues.push({ path: `selection.${key}.${index}`, message: mapShareMessages.notTheCustomers });
      }
    });
  };
  check(all.fields, selection.fieldIds, 'fieldIds');
  check(all.tracks, selection.trackIds, 'trackIds');
  check(all.markers, selection.markerIds, 'markerIds');
  if (selection.fieldIds.length + selection.trackIds.length + selection.markerIds.length === 0) {
    issues.push({ path: 'selection', message: mapShareMessages.nothingChosen });
  }
  if (issues.length > 0) throw new AppError('LW_400_01_0001', { issues, detail: 'map share selection' });
};

/** The public view: names and geometry; a field's own tracks and markers join the map's lines and points. */
export const sharedMapView = (
  link: ShareLink<TMapShareSubject>,
  names: { companyName: string; customerName: string },
  shown: CompanyStructures,
): TSharedMap => ({
  label: link.label,
  ...names,
  expiresAt: link.expiresAt,
  fields: shown.fields.map(({ name, color, shape, holes, areaHa, crop }) => ({
    name,
    color,
    shape,
    holes,
    areaHa,
    crop,
  })),
  tracks: [...shown.tracks, ...shown.fields.flatMap((field) => field.tracks)].map(
    ({ name, color, shape, length, directionEnabled }) => ({ name, color, shape, length, directionEnabled }),
  ),
  markers: [...shown.markers, ...shown.fields.flatMap((field) => field.markers)].map(
    ({ label, color, type, lat, lng }) => ({ label: label ?? null, color, type, lat, lng }),
  ),
});

/** A link as the office lists it, with its status now. */
export const mapShareView = (link: ShareLink<TMapShareSubject>, customerName: string | null, now: Date): TMapShare => ({
  ...shareLinkView(link, now),
  customerId: link.subject.customerId,
  customerName,
  selection: link.subject.selection,
});

/** The name a customer is shown by: the display name, else the name. */
export const customerShownName = (customer: { name: string; displayName?: string | null | undefined }): string =>
  customer.displayName || customer.name;
