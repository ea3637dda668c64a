import * as z from 'zod';
import { idField } from '../input-bounds';
import { ZLogoConfirmation, ZLogoDownload, ZLogoUploadAnswer, ZLogoUploadRequest, ZOperatingUnit } from './company';
import { ZCompanyQuery } from './customers';
import { defineEndpoint } from './endpoint';

/**
 * The logo of an operating unit (Mein Betrieb, owner and admin), printed on its receipts instead of the
 * company logo: the company logo's pattern (upload URL, PUT, confirm the key), on the unit's record.
 */
const ZUnitParams = z.object({ operatingUnitId: idField() });
const LOGO_PATH = '/structures/operating-units/{operatingUnitId}/logo';

export const requestOperatingUnitLogoUpload = defineEndpoint({
  method: 'POST',
  path: `${LOGO_PATH}/upload`,
  access: { kind: 'company', permission: 'company:manage' },
  params: ZUnitParams,
  query: ZCompanyQuery,
  body: ZLogoUploadRequest,
  response: ZLogoUploadAnswer,
  successStatus: 201,
});

export const setOperatingUnitLogo = defineEndpoint({
  method: 'PUT',
  path: LOGO_PATH,
  access: { kind: 'company', permission: 'company:manage' },
  params: ZUnitParams,
  query: ZCompanyQuery,
  body: ZLogoConfirmation,
  response: ZOperatingUnit,
});

export const removeOperatingUnitLogo = defineEndpoint({
  method: 'DELETE',
  path: LOGO_PATH,
  access: { kind: 'company', permission: 'company:manage' },
  params: ZUnitParams,
  query: ZCompanyQuery.extend({ version: z.coerce.number().int().positive() }),
  response: ZOperatingUnit,
});

/** The unit's own logo for everyone in the company (null without one: receipts then use the company logo). */
export const getOperatingUnitLogo = defineEndpoint({
  method: 'GET',
  path: LOGO_PATH,
  access: { kind: 'company', permission: 'company:read' },
  params: ZUnitParams,
  query: ZCompanyQuery,
  response: ZLogoDownload,
});

export const operatingUnitLogoEndpoints = {
  requestOperatingUnitLogoUpload,
  setOperatingUnitLogo,
  removeOperatingUnitLogo,
  getOperatingUnitLogo,
};
