#!/usr/bin/env node
// `npm start`: build the web app when there is no build yet or its sources changed since the last one,
// so a fresh clone shows the app and a pulled change is never served stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'web/dist/index.html';
const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'schemas', 'package-lock.json'];

const newestChange = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
};

if (!existsSync(built) || Math.max(...sources.map(newestChange)) > statSync(built).mtimeMs) {
  console.log('Web-App wird gebaut …');
  const { status } = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  process.exit(status ?? 1);
}
