import { AsyncLocalStorage } from 'node:async_hooks';

/** One service's view of the world: its registry name and the environment its deployment gave it. */
export type ServiceScope = {
  readonly serviceName: string;
  readonly environment: Readonly<Record<string, string | undefined>>;
};

/**
 * On AWS every service is its own process, so the process environment is the service's environment.
 * The embedded runtime (lib/local) runs all services in one process; it runs each handler's import and
 * each invocation inside that service's scope, so a handler sees only what its registry entry grants.
 */
const scopes = new AsyncLocalStorage<ServiceScope>();

let processScope: ServiceScope | undefined;

export const currentServiceScope = (): ServiceScope => {
  const scoped = scopes.getStore();
  if (scoped) return scoped;
  processScope ??= { serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'process', environment: process.env };
  return processScope;
};

export const runInServiceScope = <T>(scope: ServiceScope, run: () => T): T => scopes.run(scope, run);

/**
 * A value built once per service, i.e. once per cold start on AWS: the parsed config, SDK clients,
 * entities bound to the table. Locally each service gets its own, so no grant leaks from one to another.
 */
export const oncePerService = <T>(create: () => T): (() => T) => {
  const built = new WeakMap<ServiceScope, { value: T }>();
  return () => {
    const scope = currentServiceScope();
    let entry = built.get(scope);
    if (!entry) {
      entry = { value: create() };
      built.set(scope, entry);
    }
    return entry.value;
  };
};

/** Forgets what was built for the process scope: tests and tools that change process.env after a first use. */
export const resetProcessScope = (): void => {
  processScope = undefined;
};
