import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import type { JobSource } from './job-source.entity';
import { fetchFeed } from './providers/feed.adapter';
import { fetchGreenhouse } from './providers/greenhouse.adapter';
import { fetchLever } from './providers/lever.adapter';
import { LocalHostPacer, RedisHostPacer } from './providers/host-pacer';
import { PoliteHttp } from './providers/polite-http';
import type { FetchedPostings } from './providers/source-posting';

/**
 * Fetches a source's current postings from its provider, politely: one client per process, its
 * requests per host paced across the replicas when they share Redis.
 */
@Injectable()
export class SourceFetcher {
  private readonly http: PoliteHttp;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis | null,
  ) {
    this.http = new PoliteHttp(
      config.ingestion,
      redis ? new RedisHostPacer(redis) : new LocalHostPacer(),
    );
  }

  /** Refuses (RefusedAddressError) a URL whose host may not be reached now. */
  checkUrl(url: URL): Promise<void> {
    return this.http.guard.checkUrl(url);
  }

  fetch(source: Pick<JobSource, 'provider' | 'token' | 'region'>): Promise<FetchedPostings> {
    const urls = this.config.ingestion;
    switch (source.provider) {
      case 'greenhouse':
        return fetchGreenhouse(this.http, urls.greenhouseUrl, source.token);
      case 'lever':
        return fetchLever(
          this.http,
          source.region === 'eu' ? urls.leverEuUrl : urls.leverUrl,
          source.token,
        );
      case 'feed':
        return fetchFeed(this.http, source.token);
    }
  }
}
