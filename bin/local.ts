/**
 * `npm start`: the embedded default. Every Lambda handler of lib/services.ts runs on this machine
 * against DynamoDB Local, s3rver, fauxqs, aws-ses-v2-local and cognito-local; data stays in .data/.
 */
import { type RuntimeHandle, startRuntime } from '../lib/local/runtime';
import { roleLabels, type TRole } from '../schemas/roles';

// The Lambdas run on Node 24 and so does the embedded default: `npm start` brings its own Node 24 (package
// `node`); fauxqs needs node:sqlite, vitest and middy need 22 or newer.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`Lohnwerk braucht Node 24 oder neuer (gefunden: ${process.version}). Bitte mit \`npm start\` starten.`);
  process.exit(1);
}

// Request logs are for the cloud; a developer's terminal shows warnings and errors unless asked for more.
process.env.LOG_LEVEL ??= 'WARN';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT=${process.env.PORT} ist keine gültige Portnummer.`);
  process.exit(1);
}

let runtime: RuntimeHandle | undefined;
let stopping = false;
const shutdown = async (exitCode: number) => {
  // A second Ctrl+C does not wait any longer; child processes still get killed on exit (lib/local/emulators/processes.ts).
  if (stopping) process.exit(1);
  stopping = true;
  console.log('\nLohnwerk wird beendet …');
  try {
    await runtime?.stop();
  } finally {
    process.exit(exitCode);
  }
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  runtime = await startRuntime({ port, dataDir: process.env.LOHNWERK_DATA_DIR ?? '.data', seed: true });
} catch (error) {
  console.error('Lohnwerk konnte nicht starten:', error instanceof Error ? error.message : error);
  process.exit(1);
}

const roleName = (role: string) => roleLabels[role as TRole] ?? role;
const roleWidth = Math.max(...runtime.logins.map((login) => roleName(login.role).length), 0);
console.log(`
Lohnwerk läuft auf ${runtime.url}  (gestartet in ${(runtime.startupMs / 1000).toFixed(1)} s)
  E-Mails (lokal):  ${runtime.mailViewerUrl}
  API:              ${runtime.apiUrl}
  Daten:            .data/ (bleiben beim Neustart erhalten; zum Zurücksetzen den Ordner löschen)

Demo-Zugänge:
${runtime.logins
  .map(
    (login) =>
      `  ${roleName(login.role).padEnd(roleWidth)}  ${login.email.padEnd(34)} ${login.password}  (${login.companyName})`,
  )
  .join('\n')}

Beenden mit Strg+C.`);
