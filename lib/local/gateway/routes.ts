/**
 * API Gateway HTTP API route selection for `METHOD /path/{param}` routes: literal segments beat
 * `{param}`, which beats a greedy `{proxy+}`; the most specific matching route wins.
 */
export type Route<T> = { method: string; path: string; routeKey: string; target: T };
export type RouteMatch<T> = { route: Route<T>; pathParameters: Record<string, string> };

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };
type CompiledRoute<T> = { route: Route<T>; segments: Segment[] };

const parseSegment = (segment: string): Segment => {
  const greedy = /^\{(\w+)\+\}$/.exec(segment);
  if (greedy?.[1]) return { kind: 'greedy', name: greedy[1] };
  const param = /^\{(\w+)\}$/.exec(segment);
  if (param?.[1]) return { kind: 'param', name: param[1] };
  return { kind: 'literal', value: segment };
};

const splitPath = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const rank = { literal: 0, param: 1, greedy: 2 } as const;

/** Orders routes so that the first match is the most specific one. */
const bySpecificity = <T>(a: CompiledRoute<T>, b: CompiledRoute<T>): number => {
  for (let index = 0; index < Math.max(a.segments.length, b.segments.length); index++) {
    const left = a.segments[index];
    const right = b.segments[index];
    if (!left || !right) return left ? -1 : 1;
    if (rank[left.kind] !== rank[right.kind]) return rank[left.kind] - rank[right.kind];
  }
  return 0;
};

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const matchSegments = (segments: Segment[], parts: string[]): Record<string, string> | undefined => {
  const parameters: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment.kind === 'greedy') {
      const rest = parts.slice(index);
      if (rest.length === 0) return undefined;
      parameters[segment.name] = rest.map(decode).join('/');
      return parameters;
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.kind === 'literal' && segment.value !== part) return undefined;
    if (segment.kind === 'param') parameters[segment.name] = decode(part);
  }
  return segments.length === parts.length ? parameters : undefined;
};

export const createRouter = <T>(routes: readonly Route<T>[]) => {
  const compiled = routes
    .map((route): CompiledRoute<T> => ({ route, segments: splitPath(route.path).map(parseSegment) }))
    .sort(bySpecificity);
  return {
    /** The route for a request, or undefined (API Gateway answers 404 for a wrong method as well). */
    match(method: string, rawPath: string): RouteMatch<T> | undefined {
      const parts = splitPath(rawPath);
      for (const candidate of compiled) {
        if (candidate.route.method !== method.toUpperCase()) continue;
        const pathParameters = matchSegments(candidate.segments, parts);
        if (pathParameters) return { route: candidate.route, pathParameters };
      }
      return undefined;
    },
  };
};
