/**
 * `npm run dev`: the programme API (restarted on change by tsx watch) and
 * Vite with hot reload in front of it. Open the URL Vite prints; /api,
 * /media and /sandbox are proxied to the API (see vite.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort };

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

function stopAll(code = 0): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
