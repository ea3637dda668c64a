import type { TFieldIssue } from '../../../../schemas/errors';
import { germanWallClock } from '../../../../schemas/kernel/calendar';
import { campaignMessages, type TCampaignInput } from '../../../../schemas/planning/campaign';
import { dayFromGermanText, germanTextOfDay } from '../../forms/german-input';

/**
 * The form of a new chain as the page holds it (German day and time per order) and what it sends. Pure,
 * so the page stays a thin view and the conversion is tested without a browser.
 */

export type OrderRowDraft = {
  /** A key of the row while it is edited (rows are added and removed). */
  key: string;
  role: string;
  serviceId: string;
  machineIds: string[];
  employeeId: string;
  /** The day as typed (TT.MM.JJJJ). */
  startDate: string;
  startTime: string;
};

export type CampaignDraft = {
  name: string;
  customerId: string;
  fieldIds: string[];
  note: string;
  orders: OrderRowDraft[];
};

/** A new row on `day` ('YYYY-MM-DD', or a row's typed day, kept as it is). */
export const emptyRow = (key: string, day: string, role = ''): OrderRowDraft => ({
  key,
  role,
  serviceId: '',
  machineIds: [],
  employeeId: '',
  startDate: germanTextOfDay(day),
  startTime: '07:00',
});

/** A start the office typed as a German wall clock; null while day or time are incomplete. */
const startOf = (row: OrderRowDraft): string | null => {
  const day = dayFromGermanText(row.startDate);
  if (!day) return null;
  try {
    return germanWallClock(day, row.startTime);
  } catch {
    return null;
  }
};

/** Issues the page finds itself before sending (the server checks the same and more). */
export const draftIssues = (draft: CampaignDraft): TFieldIssue[] => [
  ...(draft.name.trim() === '' ? [{ path: 'name', message: campaignMessages.name }] : []),
  ...(draft.customerId === '' ? [{ path: 'customerId', message: campaignMessages.customer }] : []),
  ...(draft.orders.length === 0 ? [{ path: 'orders', message: campaignMessages.orders }] : []),
  ...draft.orders.flatMap((row, index) => [
    ...(row.role.trim() === '' ? [{ path: `orders.${index}.role`, message: campaignMessages.role }] : []),
    ...(startOf(row) === null
      ? [{ path: `orders.${index}.plannedStartDateTime`, message: campaignMessages.plannedStart }]
      : []),
  ]),
];

/** The body of the create: empty choices as none. Call it only when draftIssues found nothing. */
export const campaignInputOf = (draft: CampaignDraft): TCampaignInput => ({
  name: draft.name.trim(),
  customerId: draft.customerId,
  fieldIds: draft.fieldIds,
  note: draft.note.trim() === '' ? undefined : draft.note.trim(),
  orders: draft.orders.map((row) => ({
    role: row.role.trim(),
    serviceId: row.serviceId === '' ? null : row.serviceId,
    machineIds: row.machineIds,
    employeeId: row.employeeId === '' ? null : row.employeeId,
    plannedStartDateTime: startOf(row) ?? '',
    plannedEndDateTime: null,
    other: undefined,
  })),
});

/** The message of the issue at a field of the form ('orders.1.role'), for its FormField. */
export const issueAt = (issues: readonly TFieldIssue[], path: string): string | undefined =>
  issues.find((issue) => issue.path === path)?.message;
