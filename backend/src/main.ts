import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AppConfig } from './config/app-config';
import { loadConfig } from './config/load-config';
import { ConfigError } from './config/environment';
import { createApp } from './create-app';
import { LifecycleService } from './health/lifecycle.service';
import { StartupService } from './startup/startup.service';

async function bootstrap() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await createApp(config);
  const report = await app.get(StartupService).run();
  await app.listen(config.port);
  const server = app.getHttpServer() as Server;
  // Above typical load-balancer idle timeouts (60 s), so the balancer closes idle sockets first.
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.keepAliveTimeoutMs + 1000;

  console.log(`\nGridiron Careers is running at ${config.publicUrl}`);
  console.log(`  API docs:  ${config.publicUrl}/api/docs`);
  console.log(
    `  Database:  ${config.embedded ? `SQLite (${config.database.type === 'sqlite' ? config.database.path : ''})` : 'MySQL'}`,
  );
  if (report.seeded) console.log('  Demo data: loaded into the empty database');
  if (report.admin.kind === 'created') {
    console.log('\n  An administrator account was created (shown only this once):');
    console.log(`    email:    ${report.admin.email}`);
    console.log(`    password: ${report.admin.password}`);
  }
  console.log('');

  installGracefulShutdown(app, server, config);
}

/**
 * SIGTERM/SIGINT: readiness fails first (the balancer stops sending), then the server stops
 * accepting, idle keep-alive sockets close at once, in-flight requests finish (their answers close
 * their connections), pools close and the process exits 0.
 */
function installGracefulShutdown(app: NestExpressApplication, server: Server, config: AppConfig) {
  const active = new Set<ServerResponse>();
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    res.on('close', () => active.delete(res));
  });
  let stopping = false;
  /** Every answer from now on closes its connection; the sockets left idle close at once. */
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    res.on('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: draining`);
    app.get(LifecycleService).startDraining();
    active.forEach(closeAfter);
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) =>
      closeAfter(res),
    );
    const force = setTimeout(() => {
      console.error('Shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdown.timeoutMs);
    force.unref();
    await new Promise((r) => setTimeout(r, config.shutdown.delayMs));
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void bootstrap();
