import * as z from 'zod';
import { ZCompanyVariant } from '../company';
import { CLIENT_NUMBER_MAX, CLIENT_NUMBER_MIN, TAX_ADVISER_NUMBER_MAX, TAX_ADVISER_NUMBER_MIN } from '../constants';
import { ZCountryCode } from '../countries';
import { optionalPhone } from '../customer';
import { accountingSettingsMessages } from '../messages';
import {
  optionalBic,
  optionalCreditorId,
  optionalIban,
  optionalTaxNumber,
  optionalVatId,
} from '../receipt-identifiers';
import { roles, ZRole } from '../roles';
import { optionalEmail, optionalText, requiredText } from '../validation';
import { ZCompanyQuery } from './customers';

/** Logo keys are 'companies/<id>/logo/<uuid>': far below this. */
const LOGO_KEY_MAX = 300;
/** A presigned S3 URL with its signature query. */
const PRESIGNED_URL_MAX = 4000;
/** The receipt footer of a unit: a few lines under the PDF, not a letter. */
const RECEIPT_FOOTER_MAX = 500;

import { boundedArray, INPUT_LIMITS, idField, optionalIdText } from '../input-bounds';
import type { References } from '../references';
import { defineEndpoint } from './endpoint';

/**
 * The icons an activity preset may show: a closed set, chosen from a German-labelled picker, never typed.
 * 'work', 'build', 'coffee' and 'desk' are the ids stored before the set existed; they stay in it.
 */
export const activityIcons = [
  'work',
  'build',
  'coffee',
  'desk',
  'tractor',
  'truck',
  'fuel',
  'wash',
  'field',
  'car',
  'meeting',
  'waiting',
] as const;
export const ZActivityIcon = z.enum(activityIcons, { error: 'Bitte wähle ein Symbol aus.' });
export type TActivityIcon = z.infer<typeof ZActivityIcon>;
export const DEFAULT_ACTIVITY_ICON: TActivityIcon = 'work';

/** Activity preset (application.md §3): purpose pause, other, or USE for internal work. */
export const ZActivityPreset = z.object({
  id: optionalIdText().default(''),
  name: requiredText('Bitte gib einen Namen ein.', 100),
  icon: ZActivityIcon.default(DEFAULT_ACTIVITY_ICON),
  purpose: z.enum(['PAUSE', 'OTHER', 'USE']),
  archived: z.boolean().default(false),
});
export type TActivityPreset = z.infer<typeof ZActivityPreset>;

/** A stored preset whose icon was typed before the set existed reads with the default icon. */
const ZStoredActivityPreset = ZActivityPreset.extend({ icon: ZActivityIcon.catch(DEFAULT_ACTIVITY_ICON) });

/** A company's presets per list: far more than a contractor names activities, few enough for one form. */
const presetList = <T extends z.ZodType>(preset: T) =>
  z.array(preset).max(100, 'Es sind höchstens 100 Vorlagen möglich.').default([]);

/** Company settings of application.md §3. The counter is maintained by the server and read-only here. */
export const ZCompanySettings = z.object({
  enableMultiCustomerOrders: z.boolean().default(false),
  enableProjects: z.boolean().default(false),
  enableOrderRequests: z.boolean().default(false),
  enableCampaigns: z.boolean().default(false),
  internalActivityPresets: presetList(ZActivityPreset),
  orderActivityPresets: presetList(ZActivityPreset),
  permissionSettings: z.object({ showWorkTimesForRoles: boundedArray(ZRole, roles.length).default([]) }).prefault({}),
  employeeSettings: z.object({ queryOperatingUnitForInternalWork: z.boolean().default(false) }).prefault({}),
  showNoteQueryForInternalWork: z.boolean().default(false),
});
export type TCompanySettings = z.infer<typeof ZCompanySettings>;

/** An order activity preset (application.md §3): a pause or other work inside an order; USE is internal work's. */
export const ZOrderActivityPreset = ZActivityPreset.extend({
  purpose: z.enum(['PAUSE', 'OTHER'], { error: 'Bitte wähle einen Zweck aus.' }),
});

/**
 * The order settings page (application.md §2 'order settings', §6 owner, admin, accountant, planner):
 * the order activity presets and multi-customer orders. Their one editor; the global settings leave them.
 */
export const ZOrderSettings = z.object({
  enableMultiCustomerOrders: ZCompanySettings.shape.enableMultiCustomerOrders,
  orderActivityPresets: presetList(ZOrderActivityPreset),
});
export type TOrderSettings = z.infer<typeof ZOrderSettings>;

/** What the global settings page edits: the company settings without the order settings. */
export const ZGlobalSettings = ZCompanySettings.omit({ enableMultiCustomerOrders: true, orderActivityPresets: true });
export type TGlobalSettings = z.infer<typeof ZGlobalSettings>;

/** The settings as stored: the presets' icons read leniently (ZStoredActivityPreset). */
export const ZStoredCompanySettings = ZCompanySettings.extend({
  internalActivityPresets: presetList(ZStoredActivityPreset),
  orderActivityPresets: presetList(ZStoredActivityPreset),
});

/** What the company page edits: the contractor's own name and address (Company meta + App company, §3). */
export const ZCompanyInput = z.object({
  name: requiredText('Bitte gib den Namen des Betriebs ein.'),
  street: optionalText(200),
  zip: optionalText(20),
  city: optionalText(100),
  email: optionalEmail(),
  phone: optionalText(50),
  website: optionalText(200),
  /**
   * App company: the company's default operating unit, used where no unit of the employee applies (§4
   * 'Internal work': 'With the setting off, the default unit is used'). One of the company's own units
   * (companyReferences).
   */
  defaultUnitId: optionalText(INPUT_LIMITS.idLength),
});

/** The company page names one of the caller's operating units (issue 25: not another company's). */
export const companyReferences: References = { defaultUnitId: 'operatingUnit' };

export const ZCompany = ZCompanyInput.extend({
  id: z.string(),
  variant: ZCompanyVariant,
  isSuspended: z.boolean(),
  supportEmployeeId: z.string().nullable(),
  datevEnabled: z.boolean(),
  settings: ZCompanySettings,
  counters: z.object({ pendingOrderRequests: z.number().int().nonnegative() }),
  /** Booked add-ons (services.md §5): receipts and mail need bookkeeping. Read-only: set by the operator. */
  addOns: z.object({ bookkeeping: z.boolean() }),
  /**
   * The storage key of the confirmed logo (GET /structures/company/logo turns it into a URL); absent
   * without one, and for the roles that do not change it (schemas/field-read-rights.ts).
   */
  logoKey: z.string().max(LOGO_KEY_MAX).optional(),
  version: z.number().int().positive(),
});
export type TCompany = z.infer<typeof ZCompany>;

export const getCompany = defineEndpoint({
  method: 'GET',
  path: '/structures/company',
  access: { kind: 'company', permission: 'company:read' },
  query: ZCompanyQuery,
  response: ZCompany,
});

/** Company page (owner, admin). Version-checked like every edit. */
export const updateCompany = defineEndpoint({
  method: 'PATCH',
  path: '/structures/company',
  access: { kind: 'company', permission: 'company:manage' },
  query: ZCompanyQuery,
  body: ZCompanyInput.extend({ version: z.number().int().positive() }),
  response: ZCompany,
});

/** Global settings page (owner, admin, accountant); the order settings are left as they are. */
export const updateCompanySettings = defineEndpoint({
  method: 'PUT',
  path: '/structures/company/settings',
  access: { kind: 'company', permission: 'settings:manage' },
  query: ZCompanyQuery,
  body: ZGlobalSettings.extend({ version: z.number().int().positive() }),
  response: ZCompany,
});

/** Order settings page (owner, admin, accountant, planner); version-checked like every company edit. */
export const updateOrderSettings = defineEndpoint({
  method: 'PUT',
  path: '/structures/company/order-settings',
  access: { kind: 'company', permission: 'orderSettings:manage' },
  query: ZCompanyQuery,
  body: ZOrderSettings.extend({ version: z.number().int().positive() }),
  response: ZCompany,
});

const optionalWholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message).nullable().default(null);

/** The accounting-export connection of an operating unit (§3), validated as §5 'Accounting settings'. */
export const ZAccountingConnection = z.object({
  consultantNumber: optionalWholeNumber(
    TAX_ADVISER_NUMBER_MIN,
    TAX_ADVISER_NUMBER_MAX,
    accountingSettingsMessages.invalidTaxAdviserNumber(true),
  ),
  clientNumber: optionalWholeNumber(
    CLIENT_NUMBER_MIN,
    CLIENT_NUMBER_MAX,
    accountingSettingsMessages.invalidClientNumber(true),
  ),
});

/**
 * What receipts and e-invoices print of the unit that issues them (issue 14 point 2): tax ids, phone,
 * country, bank account, SEPA creditor id, who answers questions on a receipt, and the PDF footer. IBAN,
 * BIC and creditor id are bank data (schemas/field-read-rights.ts).
 */
const operatingUnitReceiptFields = {
  vatId: optionalVatId(),
  taxNumber: optionalTaxNumber(),
  phone: optionalPhone(),
  countryCode: ZCountryCode.default('DE'),
  iban: optionalIban(),
  bic: optionalBic(),
  bankName: optionalText(100),
  creditorId: optionalCreditorId(),
  /** The seller contact of an e-invoice (BT-41): who answers questions about a receipt. */
  receiptContactName: optionalText(100),
  /** Free text printed in the PDF footer. */
  receiptFooter: optionalText(RECEIPT_FOOTER_MAX),
};

/** Operating unit (application.md §3, services.md §3): a Betrieb of the company. */
export const ZOperatingUnitInput = z.object({
  name: requiredText('Bitte gib einen Namen für den Betrieb ein.'),
  street: optionalText(200),
  zip: optionalText(20),
  city: optionalText(100),
  email: optionalEmail(),
  website: optionalText(200),
  accountingConnection: ZAccountingConnection.nullable().default(null),
  ...operatingUnitReceiptFields,
});

export const ZOperatingUnit = ZOperatingUnitInput.extend({
  id: z.string(),
  /** Bank data reads as null for roles that may not read it (schemas/field-read-rights.ts). */
  iban: operatingUnitReceiptFields.iban.nullable(),
  bic: operatingUnitReceiptFields.bic.nullable(),
  creditorId: operatingUnitReceiptFields.creditorId.nullable(),
  /**
   * The storage key of the unit's confirmed logo; receipts fall back to the company logo without one.
   * Absent for the roles that do not change it (schemas/field-read-rights.ts).
   */
  logoKey: z.string().max(LOGO_KEY_MAX).optional(),
  archived: z.boolean(),
  connectedBanksNeedAttention: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type TOperatingUnit = z.infer<typeof ZOperatingUnit>;

/** Archived units are left out unless asked for (application.md §3 'Company lists streamed live'). */
export const listOperatingUnits = defineEndpoint({
  method: 'GET',
  path: '/structures/operating-units',
  access: { kind: 'company', permission: 'company:read' },
  query: ZCompanyQuery.extend({ archived: z.enum(['true', 'false']).optional() }),
  response: z.object({ items: z.array(ZOperatingUnit) }),
});

export const createOperatingUnit = defineEndpoint({
  method: 'POST',
  path: '/structures/operating-units',
  access: { kind: 'company', permission: 'company:manage' },
  query: ZCompanyQuery,
  body: ZOperatingUnitInput,
  response: ZOperatingUnit,
  successStatus: 201,
});

/** Edits a unit; `archived: true` archives it (never deleted: receipts may reference it). */
export const updateOperatingUnit = defineEndpoint({
  method: 'PATCH',
  path: '/structures/operating-units/{operatingUnitId}',
  access: { kind: 'company', permission: 'company:manage' },
  params: z.object({ operatingUnitId: idField() }),
  query: ZCompanyQuery,
  body: ZOperatingUnitInput.extend({ archived: z.boolean(), version: z.number().int().positive() }),
  response: ZOperatingUnit,
});

/** A logo upload: the file's type and size, checked before an upload URL is handed out. */
export const ZLogoUploadRequest = z.object({ contentType: z.string().max(100), size: z.number().int().nonnegative() });
/** Where and how the browser PUTs the file. */
export const ZLogoUploadAnswer = z.object({
  key: z.string().max(LOGO_KEY_MAX),
  url: z.string().max(PRESIGNED_URL_MAX),
  method: z.literal('PUT'),
  headers: z.record(z.string().max(100), z.string().max(200)),
  expiresAt: z.iso.datetime(),
});
/** Confirms the uploaded key, version-checked like every edit of its record. */
export const ZLogoConfirmation = z.object({
  key: z.string().min(1).max(LOGO_KEY_MAX),
  version: z.number().int().positive(),
});
/** A short-lived download URL of a logo, null without one. */
export const ZLogoDownload = z.object({
  logo: z.object({ url: z.string().max(PRESIGNED_URL_MAX), expiresAt: z.iso.datetime() }).nullable(),
});

/**
 * The company logo (Firma page, owner and admin): ask for an upload URL, PUT the file there, then confirm
 * the key, version-checked like every company edit. The key is built by the server from the token's company.
 */
export const requestCompanyLogoUpload = defineEndpoint({
  method: 'POST',
  path: '/structures/company/logo/upload',
  access: { kind: 'company', permission: 'company:manage' },
  query: ZCompanyQuery,
  body: ZLogoUploadRequest,
  response: ZLogoUploadAnswer,
  successStatus: 201,
});

export const setCompanyLogo = defineEndpoint({
  method: 'PUT',
  path: '/structures/company/logo',
  access: { kind: 'company', permission: 'company:manage' },
  query: ZCompanyQuery,
  body: ZLogoConfirmation,
  response: ZCompany,
});

export const removeCompanyLogo = defineEndpoint({
  method: 'DELETE',
  path: '/structures/company/logo',
  access: { kind: 'company', permission: 'company:manage' },
  query: ZCompanyQuery.extend({ version: z.coerce.number().int().positive() }),
  response: ZCompany,
});

/** A short-lived download URL of the logo for everyone in the company (the app shell shows it). */
export const getCompanyLogo = defineEndpoint({
  method: 'GET',
  path: '/structures/company/logo',
  access: { kind: 'company', permission: 'company:read' },
  query: ZCompanyQuery,
  response: ZLogoDownload,
});

export const companyEndpoints = {
  getCompany,
  updateCompany,
  updateCompanySettings,
  updateOrderSettings,
  listOperatingUnits,
  createOperatingUnit,
  updateOperatingUnit,
  requestCompanyLogoUpload,
  setCompanyLogo,
  removeCompanyLogo,
  getCompanyLogo,
};
