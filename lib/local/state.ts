import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ServicePorts } from './ports';

/**
 * What must stay the same across restarts of `npm start` but is only known after a first start: the
 * Cognito pool and client ids (cognito-local makes them up) and the ports of the helper services
 * (the token issuer contains cognito-local's port, so a new port would sign everybody out).
 */
export type LocalState = {
  userPoolId?: string;
  userPoolClientId?: string;
  ports?: Partial<ServicePorts>;
};

export type StateStore = { read(): LocalState; write(state: LocalState): void };

/** A JSON file, or (file null, for tests) a value in memory. */
export const stateStore = (file: string | null): StateStore => {
  let memory: LocalState = {};
  if (!file) {
    return {
      read: () => memory,
      write: (state) => {
        memory = state;
      },
    };
  }
  return {
    read: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LocalState) : {}),
    write: (state) => {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
    },
  };
};
