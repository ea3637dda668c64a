import * as z from 'zod';

/**
 * What the web app reads from `/config.json` at start: where the API, the WebSocket and Cognito are.
 * The embedded runtime serves it; on AWS `cdk deploy` writes it from the stack outputs beside the web build (lib/stacks/web-stack.ts).
 */
export const ZRuntimeConfig = z.object({
  stage: z.enum(['local', 'aws']),
  region: z.string(),
  apiUrl: z.string(),
  wsUrl: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set locally (cognito-local behind the gateway); absent on AWS. */
  userPoolEndpoint: z.string().nullable(),
  /** The local mail viewer (aws-ses-v2-local); absent on AWS. */
  mailViewerUrl: z.string().nullable(),
});
export type TRuntimeConfig = z.infer<typeof ZRuntimeConfig>;
