/**
 * Business constants and limits of application.md §9 and services.md §9 (plus a few numbers the spec
 * gives elsewhere; the section is named beside each). Times are in milliseconds unless the name says
 * otherwise; sizes in bytes.
 */

// --- Passwords and accounting numbers (application.md §9, §5 'Accounting settings') ---

/** Minimum password length at sign-up. */
export const PASSWORD_MIN_LENGTH = 6;
/** Tax-adviser (consultant, DATEV Beraternummer) number: a whole number in this range. */
export const TAX_ADVISER_NUMBER_MIN = 1001;
export const TAX_ADVISER_NUMBER_MAX = 9_999_999;
/** Client (DATEV Mandantennummer) number: a whole number in this range. */
export const CLIENT_NUMBER_MIN = 1;
export const CLIENT_NUMBER_MAX = 99_999;
/** The standard customer account has at least this many digits. */
export const CUSTOMER_ACCOUNT_MIN_DIGITS = 5;
/** The standard revenue account is a whole number of at least this value. */
export const REVENUE_ACCOUNT_MIN = 1;

// --- Layout and loading (application.md §9, §2, §4) ---

/** Below this width (px) the menu is an overlay drawer; from it on a collapsible sidebar. */
export const SIDEBAR_BREAKPOINT_PX = 1400;
/** The loading overlay appears after this delay. */
export const LOADING_OVERLAY_DELAY_MS = 1500;
/** The loading overlay adds a line about slow connections after this time. */
export const SLOW_LOADING_HINT_MS = 10_000;
/** A blocking error dialog appears if base data has not loaded within this time. */
export const BLOCKING_LOAD_ERROR_MS = 60_000;
/** A lazy-loaded page's fallback adds a reload hint after this time. */
export const LAZY_PAGE_RELOAD_HINT_MS = 10_000;
/** Spinners (e.g. 'Auftrag stoppen wird vorbereitet') appear only after this time. */
export const SPINNER_DELAY_MS = 2000;
/** Tooltip delay. */
export const TOOLTIP_DELAY_MS = 200;

// --- Polling and delays (application.md §9) ---

/** The stored company id is polled this often. */
export const COMPANY_ID_POLL_INTERVAL_MS = 500;
/** A new-order notification's subheadline appears after this delay. */
export const NOTIFICATION_SUBHEADLINE_DELAY_MS = 1000;
/** Update infos read at once: 5 on narrow screens, otherwise 3 (application.md §7). */
export const UPDATE_INFOS_LIMIT_NARROW = 5;
export const UPDATE_INFOS_LIMIT = 3;

// --- Location recording (application.md §9) ---

/** Positions whose accuracy (metres) is above this are ignored. */
export const LOCATION_MAX_ACCURACY_M = 100;
/** Options for watching the position (the shape of the browser's PositionOptions). */
export const GEOLOCATION_WATCH_OPTIONS = {
  timeout: 10_000,
  maximumAge: 1000,
  enableHighAccuracy: true,
} as const satisfies { timeout: number; maximumAge: number; enableHighAccuracy: boolean };
/** Background geolocation distance filter (metres). */
export const BACKGROUND_DISTANCE_FILTER_M = 5;
/** An employee location is saved only if more than this time passed since the last save (and it moved). */
export const EMPLOYEE_LOCATION_MIN_INTERVAL_MS = 10_000;

// --- Order tracking (application.md §9, §4 'Tracking') ---

/** Points are averaged once this many are collected ... */
export const TRACK_AVERAGE_POINTS = 4;
/** ... and more than this time has passed. */
export const TRACK_AVERAGE_MIN_INTERVAL_MS = 5000;
/** Pending points are flushed at this many entries ... */
export const TRACK_FLUSH_ENTRIES = 5;
/** ... and at least this time since the last flush. */
export const TRACK_FLUSH_MIN_INTERVAL_MS = 30_000;
/** A tracking record holds at most this many points; then a new record starts. */
export const TRACKING_RECORD_MAX_POINTS = 200;

// --- Geolocation bounds, area and length (application.md §9, §5) ---

export const LAT_MIN = -90;
export const LAT_MAX = 90;
export const LNG_MIN = -180;
export const LNG_MAX = 180;
/** One hectare in square metres. */
export const SQUARE_METERS_PER_HECTARE = 10_000;
/** One kilometre in metres. */
export const METERS_PER_KILOMETER = 1000;

export const squareMetersToHectares = (squareMeters: number): number => squareMeters / SQUARE_METERS_PER_HECTARE;
export const metersToKilometers = (meters: number): number => meters / METERS_PER_KILOMETER;

// --- Prices and numbers (application.md §9) ---

/** Decimals of a price with a surcharge applied. */
export const SURCHARGED_PRICE_DECIMALS = 3;
/** Decimals of a fixed price derived from a surcharge. */
export const FIXED_PRICE_FROM_SURCHARGE_DECIMALS = 5;
/** Decimals of a surcharge percentage. */
export const SURCHARGE_PERCENT_DECIMALS = 2;
/** Decimals of recorded area and track values. */
export const RECORDED_VALUE_DECIMALS = 2;
/** Step of number inputs. */
export const NUMBER_INPUT_STEP = 0.1;
/** Decimals of the machine telemetry's total operating hours (services.md §3). */
export const OPERATING_HOURS_DECIMALS = 2;

// --- Data caching (application.md §9) ---

/** Default retention of cached query data (5 minutes). */
export const QUERY_CACHE_RETENTION_MS = 5 * 60_000;
/** Failed queries are retried this many times ... */
export const QUERY_RETRY_COUNT = 3;
/** ... with an exponential delay capped at this. */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s, ... at most 30 s. */
export const queryRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);

// --- Locale (application.md §1, §9) ---

export const DEFAULT_LOCALE = 'de-DE';
/** First day of the week: Monday (ISO numbering, as in Intl's weekInfo: 1 = Monday ... 7 = Sunday). */
export const FIRST_DAY_OF_WEEK = 1;

// --- Identity (application.md §7) ---

/** Reason the invitation acceptance gives when the invitation does not exist. */
export const INVITATION_NOT_FOUND_REASON = 'invitation-not-found';

// --- Service calls (services.md §7, §9) ---

/** Name of the client-version header. The spec says "a client-version header"; the exact name is ours. */
export const CLIENT_VERSION_HEADER = 'client-version';
/** Client version sent to structures, accounting, e-invoice, bank, gateway, mail and receipt services. */
export const API_CLIENT_VERSION = '0.0.1-preview';
/** Client version sent to the device-telemetry service. */
export const DEVICE_TELEMETRY_CLIENT_VERSION = '2.3.0';

/** PDF and upload limit: 10 MB (taken as 10 MiB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Upload types allowed for incoming receipts (services.md §5 'Uploads'): exactly one file. */
export const ALLOWED_UPLOAD_MIME_TYPES = [
  'application/pdf',
  'application/xml',
  'text/xml',
  'image/png',
  'image/jpeg',
] as const;

/** Machine telemetry: downsamplePoints range. */
export const DOWNSAMPLE_POINTS_MIN = 10;
export const DOWNSAMPLE_POINTS_MAX = 2500;
/** CLAAS: the sync interval must be more than this many minutes. */
export const CLAAS_MIN_SYNC_INTERVAL_MINUTES = 60;
/** CLAAS: an archive may span at most this many days. */
export const CLAAS_MAX_ARCHIVE_DAYS = 30;

/** Currencies of incoming and e-invoices. */
export const CURRENCIES = ['EUR', 'CHF'] as const;
/** Tax id prefixes an e-invoice accepts; each must match the customer's country. */
export const TAX_ID_PREFIXES = ['DE', 'CHE', 'AT'] as const;
/** Which country each tax id prefix belongs to. */
export const TAX_ID_PREFIX_COUNTRIES = { DE: 'DE', CHE: 'CH', AT: 'AT' } as const satisfies Record<
  (typeof TAX_ID_PREFIXES)[number],
  string
>;

// --- Telemetry socket (services.md §7, §9) ---

/** Socket namespace and event of live device telemetry. */
export const TELEMETRY_SOCKET_NAMESPACE = 'telemetry';
export const TELEMETRY_LIVE_EVENT = 'telemetry_live';
/** Socket client settings: automatic connection and reconnection with the spec's defaults. */
export const TELEMETRY_SOCKET_OPTIONS = {
  autoConnect: true,
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
  transports: ['polling', 'websocket', 'webtransport'],
  path: '/engine.io/',
  /** Messages above this size (bytes) are compressed. */
  compressionThreshold: 1024,
  /** Guard against oversized packets: "about 2 million" in the spec. */
  maxPacketSize: 2_000_000,
} as const;
/** The live-telemetry subscription resolves this long after connecting. */
export const TELEMETRY_LIVE_WAIT_MS = 1000;
