import type { Dispatcher, fetch as undiciFetch, Response } from 'undici';
import { AddressGuard, parseNetworks, RefusedAddressError } from './address-guard';
import { LocalHostPacer, type HostPacer } from './host-pacer';

/** What the source fetcher needs of the configuration. */
export interface PoliteHttpOptions {
  userAgent: string;
  timeoutMs: number;
  /** Retries after the first try, on 429, 5xx, a timeout or a network error. */
  retries: number;
  /** The first backoff; each retry doubles it (a Retry-After header wins, up to `maxWaitMs`). */
  backoffMs: number;
  maxWaitMs: number;
  /** At most one request per host per this many milliseconds (see `HostPacer`). */
  hostIntervalMs: number;
  /** Non-public networks sources may reach all the same (comma-separated addresses or CIDRs). */
  allowedNetworks: string;
  /** The largest answer read; a larger one fails the request. */
  maxBodyBytes: number;
}

/** A fetch that did not give a usable answer (named for the run's history). */
export class SourceFetchError extends Error {}

/** An abort by `AbortSignal.timeout`, however fetch wraps it (before or while reading the body). */
function isTimeout(err: unknown): boolean {
  // Duck-typed: the DOMException fetch throws need not be an Error of this realm.
  if (typeof err !== 'object' || err === null) return false;
  const { name, message, cause } = err as { name?: unknown; message?: unknown; cause?: unknown };
  return (
    name === 'TimeoutError' ||
    /TimeoutError|aborted due to timeout/.test(String(message)) ||
    isTimeout(cause)
  );
}

/** The RefusedAddressError behind a failed fetch (undici wraps connection errors in `cause`). */
function refusalIn(err: unknown): RefusedAddressError | undefined {
  for (let at = err; at; at = (at as { cause?: unknown }).cause) {
    if (at instanceof RefusedAddressError) return at;
    if (typeof at !== 'object') return undefined;
  }
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, in milliseconds from now (undefined: none). */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The HTTP client of ingestion runs (docs/product.md#job-sources): identifies itself, gives up on
 * a request after a timeout, retries 429 and 5xx answers (honouring Retry-After) and network
 * errors with doubling waits, and spaces requests to one host at least `hostIntervalMs` apart
 * (the pacer's slots: every run in the process, or in every replica with Redis). It reaches
 * public addresses only (AddressGuard, checked as each connection is made) and reads at most
 * `maxBodyBytes` of an answer.
 */
export class PoliteHttp {
  readonly guard: AddressGuard;
  /** undici's fetch and the guarded dispatcher, from the first request on (`connect`). */
  private client?: Promise<{ fetch: typeof undiciFetch; dispatcher: Dispatcher }>;

  constructor(
    private readonly options: PoliteHttpOptions,
    private readonly pacer: HostPacer = new LocalHostPacer(),
  ) {
    this.guard = new AddressGuard(parseNetworks(options.allowedNetworks));
  }

  /** The body of a 2xx answer to GET `url`, as text. */
  async getText(url: string, accept: string): Promise<string> {
    const { retries, backoffMs, maxWaitMs } = this.options;
    for (let attempt = 0; ; attempt++) {
      let wait: number | undefined;
      let problem: string;
      try {
        const response = await this.getOnce(url, accept);
        if (response.ok) return await this.readCapped(url, response);
        problem = `${url} answered ${response.status}`;
        if (response.status !== 429 && response.status < 500) throw new SourceFetchError(problem);
        wait = retryAfterMs(response.headers.get('retry-after'));
        await response.body?.cancel();
      } catch (err) {
        if (err instanceof SourceFetchError) throw err;
        const refused = refusalIn(err);
        if (refused) throw new SourceFetchError(`${url} was not fetched: ${refused.message}`);
        problem = isTimeout(err)
          ? `${url} did not answer within ${this.options.timeoutMs} ms`
          : `${url} could not be fetched: ${(err as { message?: string }).message ?? String(err)}`;
      }
      if (attempt >= retries) throw new SourceFetchError(problem);
      if (wait !== undefined && wait > maxWaitMs) {
        throw new SourceFetchError(`${problem}; it asked to wait ${Math.ceil(wait / 1000)} s`);
      }
      await sleep(wait ?? Math.min(backoffMs * 2 ** attempt, maxWaitMs));
    }
  }

  async getJson(url: string): Promise<unknown> {
    const text = await this.getText(url, 'application/json');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SourceFetchError(`${url} did not answer JSON`);
    }
  }

  private async getOnce(url: string, accept: string): Promise<Response> {
    // Loaded before the slot is taken, so the request leaves at its slot.
    const { fetch, dispatcher } = await (this.client ??= this.connect());
    await this.takeSlot(new URL(url).host);
    return fetch(url, {
      headers: { 'User-Agent': this.options.userAgent, Accept: accept },
      redirect: 'follow',
      signal: AbortSignal.timeout(this.options.timeoutMs),
      dispatcher,
    });
  }

  /**
   * undici and its dispatcher, loaded at the first request: a process that never fetches a job
   * source never reads undici's 110 files (about a tenth of the app's start).
   */
  private async connect(): Promise<{ fetch: typeof undiciFetch; dispatcher: Dispatcher }> {
    const { fetch } = await import('undici');
    return { fetch, dispatcher: await this.guard.agent(this.options.timeoutMs) };
  }

  /** The body as UTF-8 text; past `maxBodyBytes` (declared or read) the request fails. */
  private async readCapped(url: string, response: Response): Promise<string> {
    const max = this.options.maxBodyBytes;
    const tooLarge = () =>
      new SourceFetchError(
        `${url} answered more than ${max.toLocaleString('en-US')} bytes (INGESTION_MAX_BODY_BYTES); not read`,
      );
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > max) {
      await response.body?.cancel();
      throw tooLarge();
    }
    if (!response.body) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
    return new TextDecoder().decode(Buffer.concat(chunks));
  }

  /** Waits for this host's next free slot (booking it). */
  private async takeSlot(host: string): Promise<void> {
    const wait = await this.pacer.book(host, this.options.hostIntervalMs);
    if (wait > 0) await sleep(wait);
  }
}
