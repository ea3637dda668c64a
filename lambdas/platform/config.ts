import * as z from 'zod';

/**
 * Everything a handler reads from its environment, parsed once at cold start (DESIGN §2).
 * On AWS the CDK sets these; locally lib/local sets them before it loads the handlers.
 * Endpoints of local AWS-compatible services come through the SDK's own AWS_ENDPOINT_URL_<SERVICE>
 * variables, so no handler knows whether it runs on AWS or on the embedded default.
 */
const ZConfig = z.object({
  /** Absent for services without table access (the CDK grants and sets it only where the registry says). */
  TABLE_NAME: z.string().min(1).optional(),
  /** Issuer of the ID tokens; the JWKS is read from `${TOKEN_ISSUER}/.well-known/jwks.json`. */
  TOKEN_ISSUER: z.string().url().optional(),
  USER_POOL_ID: z.string().optional(),
  USER_POOL_CLIENT_ID: z.string().optional(),
  MAIL_QUEUE_URL: z.string().optional(),
  RECEIPTS_QUEUE_URL: z.string().optional(),
  RECEIPTS_BUCKET: z.string().optional(),
  DOCUMENTS_BUCKET: z.string().optional(),
  MAIL_FROM: z.string().default('Lohnwerk <noreply@lohnwerk.de>'),
  /** Public address of the web app, for links in mails. */
  APP_URL: z.string().default('http://localhost:3000'),
  /** S3-compatible local servers need path-style addressing. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  AWS_REGION: z.string().default('eu-central-1'),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
});

export type Config = z.infer<typeof ZConfig>;

let parsed: Config | undefined;

/** The parsed configuration; the first call parses and checks the environment, later calls reuse it. */
export const config = (): Config => {
  parsed ??= ZConfig.parse(process.env);
  return parsed;
};

/** Only for tests and the embedded runtime, which set the environment after a first parse. */
export const resetConfigForTests = (): void => {
  parsed = undefined;
};
