import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { Agent, request as httpRequest, IncomingMessage } from 'node:http';
import { AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { freshEnvironment, TestEnv } from './harness';

const BACKEND = join(__dirname, '..');
const MAIN = join(BACKEND, 'dist', 'main.js');

/** The newest modification time under a folder (to rebuild dist when a source is newer). */
function newestMtime(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((max, entry) => Math.max(max, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves with the status code, or rejects when the connection is reset. */
function answer(req: ReturnType<typeof httpRequest>): Promise<number> {
  return new Promise((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

describe('graceful shutdown of the built server (SIGTERM)', () => {
  let environment: TestEnv;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(MAIN) || statSync(MAIN).mtimeMs < newestMtime(join(BACKEND, 'src'))) {
      execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: BACKEND });
    }
    environment = await freshEnvironment({ SHUTDOWN_TIMEOUT_MS: '15000' });
    port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      cwd: BACKEND,
      env: { PATH: process.env.PATH, ...environment.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('is running at')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await environment.dispose();
  });

  it('closes idle keep-alive sockets at once, lets in-flight requests finish, exits 0', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const base = { host: '127.0.0.1', port, agent };
    // An idle keep-alive client: one finished request, its socket kept open.
    expect(await answer(httpRequest({ ...base, path: '/api/health/live' }).end())).toBe(200);

    // Ten sign-ins in flight: headers and half of each body sent before the signal.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' });
    const inFlight = Array.from({ length: 10 }, () => {
      const req = httpRequest({
        ...base,
        method: 'POST',
        path: '/api/login',
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
      });
      req.write(body.slice(0, 10));
      return req;
    });
    const answers = inFlight.map(answer);
    await new Promise((r) => setTimeout(r, 500));

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    for (const req of inFlight) req.end(body.slice(10));

    expect(await Promise.all(answers)).toEqual(Array(10).fill(401));
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    agent.destroy();
  }, 60_000);
});
