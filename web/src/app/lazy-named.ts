import { type ComponentType, lazy } from 'react';

type Module = Record<string, unknown>;

/** A lazily loaded named export of a page module, as React.lazy wants it (a default export). */
export const lazyNamed = (load: () => Promise<Module>, name: string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
