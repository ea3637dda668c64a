import type { httpRoutes } from '../../../lib/services';
import { clientVersionHeaders } from '../../../schemas/api/client-version';
import { fillPath } from '../../../schemas/api/endpoint';
import { runtime } from '../../support/api-client';

type Route = ReturnType<typeof httpRoutes>[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The route of one record under a create route's path, e.g. PATCH /masterdata/machines/{id}; its param. */
const recordRoute = (routes: readonly Route[], createPath: string, method: string, suffix = '') => {
  for (const route of routes) {
    const match = new RegExp(`^${createPath}/\\{(\\w+)\\}${suffix}$`).exec(route.endpoint.path);
    if (match?.[1] && route.endpoint.method === method) return { route, param: match[1] };
  }
  return undefined;
};

/**
 * How a record a create route stored is taken out of its company's lists again: deleted where the API
 * deletes, else archived (the archive route, or an edit with `archived: true`). Undefined when the API
 * has neither (customers are never deleted or archived): the record stays in the fuzz's company.
 */
const removal = (routes: readonly Route[], createPath: string, created: Record<string, unknown>) => {
  const deleting = recordRoute(routes, createPath, 'DELETE');
  if (deleting) return { ...deleting, body: undefined };
  const archiving = recordRoute(routes, createPath, 'POST', '/archive');
  if (archiving) return { ...archiving, body: { version: created.version, archived: true } };
  const editing = recordRoute(routes, createPath, 'PATCH');
  const edit = { ...created, archived: true };
  if (editing?.route.endpoint.body?.safeParse(edit).success) return { ...editing, body: edit };
  return undefined;
};

/**
 * Takes what the fuzz's valid creates stored out of the lists, as the fuzz company's owner. Answers the
 * problems ('' when removed) and the create paths whose records the API cannot remove.
 */
export const removeStored = async (
  routes: readonly Route[],
  stored: readonly { path: string; text: string }[],
  token: string,
): Promise<{ problems: string[]; kept: string[] }> => {
  const kept = new Set<string>();
  const problems = await Promise.all(
    stored.map(async ({ path, text }) => {
      const created: unknown = JSON.parse(text);
      const how = isRecord(created) ? removal(routes, path, created) : undefined;
      if (!isRecord(created) || !how) {
        kept.add(path);
        return '';
      }
      const id = String(created[how.param] ?? created.id);
      const { endpoint } = how.route;
      const response = await fetch(`${runtime().apiUrl}${fillPath(endpoint.path, { [how.param]: id })}`, {
        method: endpoint.method,
        headers: {
          ...clientVersionHeaders(endpoint.path),
          authorization: `Bearer ${token}`,
          ...(how.body ? { 'content-type': 'application/json' } : {}),
        },
        body: how.body ? JSON.stringify(how.body) : undefined,
      });
      return response.ok ? '' : `${how.route.routeKey} ${id}: cleanup answered ${response.status}`;
    }),
  );
  return { problems: problems.filter((problem) => problem !== ''), kept: [...kept] };
};
