import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { AuthState } from './auth-state';

type RoutablePage = { path: string; chrome: 'bare' | 'shell' };

/** How the route tree shows pages and the two frames around them. */
export type RouteElements<Page> = {
  page: (page: Page) => ReactNode;
  /** Shell pages: the signed-in frame; signed-out users are sent to login. */
  shell: ReactNode;
  /** The not-found page: in the shell when signed in, bare when signed out (see notFoundChrome). */
  shellOrBare: ReactNode;
};

/**
 * The router's tree from the page registry: bare pages (login, sign-up) on their own, shell pages inside
 * the shell frame, and every other address to the not-found page (issue 10: it no longer silently goes
 * home). Route ranking (react-router) puts static segments ('/kunden/karte') before ids ('/kunden/:id').
 */
export const appRouteTree = <Page extends RoutablePage>(
  pages: readonly Page[],
  notFound: Page,
  elements: RouteElements<Page>,
): RouteObject[] => {
  const route = (page: Page): RouteObject => ({ path: page.path, element: elements.page(page) });
  return [
    ...pages.filter((page) => page.chrome === 'bare').map(route),
    { element: elements.shell, children: pages.filter((page) => page.chrome === 'shell').map(route) },
    { element: elements.shellOrBare, children: [{ path: '*', element: elements.page(notFound) }] },
  ];
};

/** The frame of the not-found page: none while the sign-in state is unknown, else by who is looking. */
export const notFoundChrome = (auth: AuthState): 'wait' | 'bare' | 'shell' => {
  if (auth.status === 'unknown') return 'wait';
  return auth.status === 'signedIn' ? 'shell' : 'bare';
};
