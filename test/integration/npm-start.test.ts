import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientVersionHeaders } from '../../schemas/api/client-version';

/**
 * `npm start` as a person uses it: it comes up and prints the address and the demo logins, data
 * survives a restart, and Ctrl-C (SIGINT) leaves no process behind. Runs bin/local.ts in its own
 * process with its own data folder and a free port.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'lohnwerk-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = async (): Promise<{ child: ChildProcess; url: string; output: () => string }> => {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['bin/local.ts'], {
    env: { ...process.env, PORT: '0', LOHNWERK_DATA_DIR: dataDir, LOG_LEVEL: 'WARN' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Up when it has printed its address and how to stop it: looked for in every chunk it prints.
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start not up in 90 s:\n${output}`)), 90_000);
    const read = (chunk: unknown) => {
      output += String(chunk);
      const match = /Lohnwerk läuft auf (http:\/\/\S+)/.exec(output);
      if (match?.[1] && output.includes('Beenden mit Strg+C.')) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start ended with ${code}:\n${output}`)));
  });
  return { child, url, output: () => output };
};

const stopWithCtrlC = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });

/** Processes whose command line or working folder points into this test's data folder. */
const leftovers = (): string[] => {
  const lines = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).split('\n');
  const byArgs = lines.filter((line) => line.includes(dataDir));
  const byCwd = lines.flatMap((line) => {
    const pid = line.trim().split(/\s+/)[0];
    try {
      return pid && execFileSync('readlink', [`/proc/${pid}/cwd`], { encoding: 'utf8' }).includes(dataDir)
        ? [line]
        : [];
    } catch {
      return [];
    }
  });
  return [...byArgs, ...byCwd];
};

const signIn = async (url: string): Promise<string> => {
  const config = (await (await fetch(`${url}/config.json`)).json()) as {
    userPoolEndpoint: string;
    userPoolClientId: string;
  };
  const response = await fetch(config.userPoolEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: 'inhaber@demo.lohnwerk.de', PASSWORD: 'Lohnwerk2026!' },
    }),
  });
  return ((await response.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
};

describe('npm start', () => {
  it('starts within 90 s with demo logins, keeps data across a restart and stops every process on Ctrl-C', async () => {
    const first = await start();
    expect(first.output()).toContain('inhaber@demo.lohnwerk.de');
    expect(first.output()).toMatch(/E-Mails \(lokal\):\s+http:\/\/localhost:\d+/);
    const headers = {
      ...clientVersionHeaders('/structures/customers'),
      authorization: `Bearer ${await signIn(first.url)}`,
      'content-type': 'application/json',
    };
    const created = await fetch(`${first.url}/api/structures/customers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Hof über Neustart' }),
    });
    expect(created.status).toBe(201);
    expect(await stopWithCtrlC(first.child)).toBe(0);
    expect(leftovers()).toEqual([]);

    const second = await start();
    const list = (await (
      await fetch(`${second.url}/api/structures/customers`, {
        headers: {
          ...clientVersionHeaders('/structures/customers'),
          authorization: `Bearer ${await signIn(second.url)}`,
        },
      })
    ).json()) as { items: { name: string }[] };
    expect(list.items.map((customer) => customer.name)).toContain('Hof über Neustart');
    expect(await stopWithCtrlC(second.child)).toBe(0);
    expect(leftovers()).toEqual([]);
  }, 240_000);
});
