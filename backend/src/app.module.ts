import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AccessGuard } from './auth/access.guard';
import { IngestionModule } from './ingestion/ingestion.module';
import { AlertsModule } from './alerts/alerts.module';
import { CacheModule } from './cache/cache.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { CarouselModule } from './carousel/carousel.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CsvImportModule } from './csv-import/csv-import.module';
import { dataSourceOptions } from './database/data-source-options';
import { applyQueryTimeout } from './database/query-timeout';
import { transactionsTakeTurns } from './database/sqlite-transactions';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { RedisModule } from './redis/redis.module';
import { SearchLimitsModule } from './search-limits/search-limits.module';
import { SavedJobsModule } from './saved-jobs/saved-jobs.module';
import { SeedModule } from './seed/seed.module';
import { SeoModule } from './seo/seo.module';
import { StartupModule } from './startup/startup.module';
import { AdminUsersModule } from './users/admin-users.module';
import { StatsModule } from './stats/stats.module';
import { ContentModule } from './content/content.module';
import { IndexingModule } from './indexing/indexing.module';
import { MailModule } from './mail/mail.module';
import { MediaModule } from './media/media.module';
import { PagesModule } from './pages/pages.module';
import { TeamLogosModule } from './team-logos/team-logos.module';
import { TeamsModule } from './teams/teams.module';
import { UsersModule } from './users/users.module';
import { WebModule } from './web/web.module';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // Every route, in the path syntax of Nest 11 (the library's default '*' warns at start).
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const incoming = req.headers['x-request-id'];
              const id =
                typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
            customLogLevel: (_req, res, err) =>
              err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
          },
        }),
        TypeOrmModule.forRootAsync({
          useFactory: () =>
            dataSourceOptions(config.database, { migrationsRun: config.migrationsRun }),
          dataSourceFactory: async (options) =>
            transactionsTakeTurns(
              applyQueryTimeout(await new DataSource(options!).initialize(), config.database),
            ),
        }),
        RedisModule,
        CacheModule,
        HealthModule,
        SearchLimitsModule,
        WebModule,
        SeedModule,
        UsersModule,
        AuthModule,
        MailModule,
        IndexingModule,
        AdminUsersModule,
        JobsModule,
        AlertsModule,
        IngestionModule,
        StatsModule,
        CsvImportModule,
        StartupModule,
        ContentModule,
        MediaModule,
        CarouselModule,
        TeamLogosModule,
        PagesModule,
        SeoModule,
        TeamsModule,
        AnalyticsModule,
        SavedJobsModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
