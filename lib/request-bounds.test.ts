import { describe, expect, it } from 'vitest';
import { unboundedFields } from '../schemas/api/request-bounds.test-kit';
import { httpRoutes } from './services';

/**
 * Issue 11 point 1: every string, list and map of every request (path, query, body) of every endpoint
 * in the registry has a bound. A new endpoint or field without one fails here, before the database
 * answers an oversized value with a 500.
 */
describe('request bounds of the registry', () => {
  const routes = httpRoutes();

  it('covers the registry', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('every request field of every endpoint has a bound', () => {
    const unbounded = routes.flatMap(({ endpoint, routeKey }) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = endpoint[part];
        return schema ? unboundedFields(schema, `${routeKey} ${part}`) : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });
});
