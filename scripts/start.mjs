// `npm start`: builds whatever is not built yet (Nx restores unchanged builds from its cache),
// then runs the backend, which migrates, seeds an empty embedded database, ensures the admin
// and serves the whole site on http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
