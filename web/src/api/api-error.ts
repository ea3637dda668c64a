import { messageForCode, type TFieldIssue, ZApiError } from '../../../schemas/errors';
import { de } from '../i18n/de';

/** Code for failures that never reached the server (no catalogue entry: the text is ours). */
export const NETWORK_ERROR_CODE = 'LW_NETWORK';
export const CONFLICT_CODE = 'LW_409_00_0001';

/** A failed API call: the catalogue code, its German text and the field issues of the answer. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly issues: TFieldIssue[];

  constructor(code: string, status: number, issues: TFieldIssue[] = [], message?: string) {
    super(message ?? messageForCode(code));
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.issues = issues;
  }

  /**
   * Somebody saved in between: the form offers to reload. A 409 with field issues (a number or login
   * another record holds) is not: its issues are shown at their fields.
   */
  get isConflict(): boolean {
    return this.code === CONFLICT_CODE || (this.status === 409 && this.issues.length === 0);
  }
}

/** Builds the error from a non-2xx answer; a body that is not a ZApiError gives 'Unbekannter Fehler.'. */
export const apiErrorFromBody = (status: number, body: unknown): ApiError => {
  const parsed = ZApiError.safeParse(body);
  if (!parsed.success) return new ApiError('UNKNOWN', status);
  return new ApiError(parsed.data.code, status, parsed.data.issues ?? []);
};

export const networkError = (): ApiError => new ApiError(NETWORK_ERROR_CODE, 0, [], de.errors.network);

/** The German text to show for any error thrown by a call. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : messageForCode('UNKNOWN');
