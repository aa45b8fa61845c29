/** How a search engine answered one send. */
export type EngineAnswer =
  { ok: true } | { ok: false; status?: number; retryAfterMs?: number; message: string };

/** Longest wait for a search engine's answer. */
export const ENGINE_TIMEOUT_MS = 15_000;

/**
 * A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; undefined when
 * absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday and month (Date.parse would read "-5" as a year).
  if (!/^[A-Za-z]{3}, /.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A non-2xx answer (or a failure to get one) as an EngineAnswer naming what happened. */
export async function failedAnswer(what: string, res: Response): Promise<EngineAnswer> {
  const body = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
  return {
    ok: false,
    status: res.status,
    retryAfterMs: retryAfterMs(res.headers.get('retry-after')),
    message: `${what} answered ${res.status}${body ? `: ${body}` : ''}`,
  };
}

/** A network failure or timeout as an EngineAnswer. */
export function unreachable(what: string, err: unknown): EngineAnswer {
  return { ok: false, message: `${what} unreachable: ${(err as Error).message}` };
}
