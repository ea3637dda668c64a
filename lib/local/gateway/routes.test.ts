import { describe, expect, it } from 'vitest';
import { createRouter } from './routes';

const route = (method: string, path: string) => ({ method, path, routeKey: `${method} ${path}`, target: path });

describe('createRouter', () => {
  const router = createRouter([
    route('GET', '/structures/customers'),
    route('GET', '/structures/customers/{customerId}'),
    route('PATCH', '/structures/customers/{customerId}'),
    route('POST', '/identity/password-reset/{step}'),
    route('POST', '/identity/password-reset/confirm'),
    route('GET', '/files/{path+}'),
  ]);

  it('matches a literal path and fills placeholders, percent-decoded', () => {
    expect(router.match('GET', '/structures/customers')?.route.routeKey).toBe('GET /structures/customers');
    const match = router.match('PATCH', '/structures/customers/abc%20d');
    expect(match?.route.routeKey).toBe('PATCH /structures/customers/{customerId}');
    expect(match?.pathParameters).toEqual({ customerId: 'abc d' });
  });

  it('prefers literal segments over placeholders, whatever the declaration order', () => {
    expect(router.match('POST', '/identity/password-reset/confirm')?.route.path).toBe(
      '/identity/password-reset/confirm',
    );
    expect(router.match('POST', '/identity/password-reset/other')?.pathParameters).toEqual({ step: 'other' });
  });

  it('matches greedy placeholders over the rest of the path', () => {
    expect(router.match('GET', '/files/a/b%2Fc/d.pdf')?.pathParameters).toEqual({ path: 'a/b/c/d.pdf' });
    expect(router.match('GET', '/files')).toBeUndefined();
  });

  it('finds nothing for a wrong method, a longer or a shorter path', () => {
    expect(router.match('DELETE', '/structures/customers/1')).toBeUndefined();
    expect(router.match('GET', '/structures/customers/1/extra')).toBeUndefined();
    expect(router.match('GET', '/structures')).toBeUndefined();
  });

  it('accepts lower-case methods', () => {
    expect(router.match('get', '/structures/customers')).toBeDefined();
  });
});
