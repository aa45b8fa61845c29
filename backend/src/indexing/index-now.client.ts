import { ENGINE_TIMEOUT_MS, EngineAnswer, failedAnswer, unreachable } from './engine-answer';

/** URLs one IndexNow POST may carry. */
export const INDEXNOW_MAX_URLS = 10_000;

/**
 * IndexNow's bulk submission: one POST of `{host, key, keyLocation, urlList}` to the configured
 * endpoint; 200 and 202 mean taken. The key file at `keyLocation` proves the site is ours.
 */
export class IndexNowClient {
  private readonly host: string;
  private readonly keyLocation: string;

  constructor(
    private readonly key: string,
    private readonly endpoint: string,
    publicUrl: string,
  ) {
    this.host = new URL(publicUrl).host;
    this.keyLocation = `${publicUrl}/${key}.txt`;
  }

  async submit(urlList: string[]): Promise<EngineAnswer> {
    try {
      const res = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          host: this.host,
          key: this.key,
          keyLocation: this.keyLocation,
          urlList,
        }),
        signal: AbortSignal.timeout(ENGINE_TIMEOUT_MS),
      });
      if (res.status === 200 || res.status === 202) {
        await res.body?.cancel();
        return { ok: true };
      }
      return failedAnswer('IndexNow', res);
    } catch (err) {
      return unreachable('IndexNow', err);
    }
  }
}
