import { type Edge, isTestHelper } from './module-rules';

/**
 * DESIGN §2 rule 1 at every folder depth: a module under any `domain/` folder names only modules of its
 * service's domains, schemas/ (pure by its own biome rule) and packages that compute without I/O.
 */

/** Packages that only compute and run anywhere: no AWS, no env, no network or files. */
const PURE_PACKAGES = [
  /^zod$/,
  /^date-fns(\/[\w-]+)?$/,
  /^@date-fns\/tz$/,
  /^big\.js$/,
  /^@turf\/[\w-]+$/,
  /^papaparse$/,
];
/** Test data beside a domain may also use the test runner's libraries. */
const TEST_PACKAGES = [/^vitest$/, /^fast-check$/];

/** A module of a domain; its tests may import what they test with (fakes, the runner). */
export const isDomainModule = (path: string): boolean =>
  /^(lambdas|lib|web\/src)\/(.+\/)?domain\//.test(path) && !/\.test\.tsx?$/.test(path);

/** `lambdas/orders` for every module of the orders service, whatever its depth. */
const serviceOf = (path: string): string => path.split('/').slice(0, 2).join('/');

const allowed = ({ from, specifier, to }: Edge): boolean => {
  if (!specifier.startsWith('.')) {
    return [...PURE_PACKAGES, ...(isTestHelper(from) ? TEST_PACKAGES : [])].some((name) => name.test(specifier));
  }
  if (to === undefined || (isTestHelper(to) && !isTestHelper(from))) return false;
  return to.startsWith('schemas/') || (/\/domain\//.test(to) && serviceOf(to) === serviceOf(from));
};

/** Each import of a domain module that leaves the pure code, as `module -> specifier`. */
export const domainViolations = (edges: readonly Edge[]): string[] =>
  edges
    .filter((edge) => isDomainModule(edge.from) && !allowed(edge))
    .map(({ from, specifier }) => `${from} -> ${specifier}`);
