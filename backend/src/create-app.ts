import { BadRequestException, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import type { PassportStatic } from 'passport';
import type Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { ReadCache } from './cache/read-cache.service';
import { PASSPORT } from './auth/passport.provider';
import type { AppConfig } from './config/app-config';
import { originCheck } from './common/origin-check.middleware';
import { publicReadsCors } from './common/public-reads-cors.middleware';
import { refuseDeepJson } from './common/json-depth.middleware';
import { refusePrototypeKeys } from './common/prototype-keys.middleware';
import { validationPipe } from './common/validate-dto';
import { REDIS } from './redis/redis.module';
import {
  absoluteLifetime,
  createSessionStore,
  sessionMiddleware,
} from './sessions/session.middleware';
import { prefetchScope } from './sessions/user-prefetching-redis.store';
import { setupOpenApi } from './openapi/openapi';
import { indexNowKeyFile } from './indexing/index-now-key-file';
import { SEO_PATHS } from './seo/seo.controller';
import { ShellHtmlService } from './web/shell-html.service';
import { spaFallback, staticFiles } from './web/static';
import { contentSecurityPolicy } from './web/content-security-policy';
import { serveUploads } from './media/serve-uploads';

export const ADMIN_REMOTE_PATH = '/remotes/admin';

/**
 * Names a malformed JSON body clearly (Nest would answer the parser's bare SyntaxError text), and
 * a body its Content-Encoding does not decode (zlib's own words: "incorrect header check").
 */
const bodyParseErrors: ErrorRequestHandler = (err, req, _res, next) => {
  const { type, errno } = err as { type?: string; errno?: unknown };
  if (type === 'entity.parse.failed')
    return next(new BadRequestException('Request body is not valid JSON'));
  // body-parser passes a decompression stream's error on as a 400, zlib's error number kept (a
  // socket's error has one too, hence the encoding).
  const encoding = String(req.headers['content-encoding'] ?? 'identity').trim();
  if (typeof errno === 'number' && !type && encoding.toLowerCase() !== 'identity')
    return next(new BadRequestException(`Request body is not valid ${encoding} data`));
  next(err);
};

/**
 * Builds the whole HTTP app (used by main.ts, the CLIs and the integration tests alike), so tests
 * exercise exactly the middleware order production runs.
 */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api', {
    exclude: SEO_PATHS.map((path) => ({ path, method: RequestMethod.GET })),
  });

  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } }));
  app.use(compression());
  app.use(staticFiles(config.shellDistDir, config.serveSourceMaps));
  app.use(ADMIN_REMOTE_PATH, staticFiles(config.adminDistDir, config.serveSourceMaps));
  if (config.storage.driver === 'local')
    app.use('/uploads', serveUploads(config.storage.uploadDir));

  app.use(
    '/api',
    express.json({ limit: config.bodyLimit }),
    bodyParseErrors,
    refuseDeepJson,
    refusePrototypeKeys,
  );
  app.use(
    '/api',
    express.urlencoded({ extended: false, limit: config.bodyLimit }),
    bodyParseErrors,
  );
  app.use('/api', publicReadsCors(config.corsOrigins));
  app.use('/api', originCheck(config.publicUrl, config.allowedOrigins));

  const cache = app.get(ReadCache);
  const store = createSessionStore(app.get<Redis | null>(REDIS), app.get(DataSource), cache);
  const passport = app.get<PassportStatic>(PASSPORT);
  app.use(
    '/api',
    prefetchScope(cache),
    sessionMiddleware(config, store),
    absoluteLifetime(),
    passport.initialize(),
    passport.session(),
  );

  app.use(indexNowKeyFile(config));
  app.use(spaFallback(app.get(ShellHtmlService)));

  app.useGlobalPipes(validationPipe);
  // No enableShutdownHooks: main.ts owns the signals, so pools close only after the drain.
  setupOpenApi(app);
  return app;
}
