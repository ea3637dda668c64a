import type { RuntimeHandle } from '../../lib/local/runtime';

/** What test/support/runtime-setup.ts provides to every integration and e2e test: `inject('runtime')`. */
export type ProvidedRuntime = Pick<
  RuntimeHandle,
  | 'url'
  | 'apiUrl'
  | 'wsUrl'
  | 'mailViewerUrl'
  | 'cognitoEndpoint'
  | 'userPoolId'
  | 'userPoolClientId'
  | 'tableName'
  | 'region'
  | 'queueUrls'
  | 'bucketNames'
  | 'endpoints'
  | 'logins'
>;

declare module 'vitest' {
  export interface ProvidedContext {
    runtime: ProvidedRuntime;
    /** The file of the demo tenant's template (test/support/tenant-template.ts). */
    tenantTemplate: string;
  }
}
