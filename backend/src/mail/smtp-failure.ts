/** What to do after a failed attempt (decision 0141). */
export type FailureKind = 'temporary' | 'permanent' | 'unconfirmed';

interface SmtpError {
  responseCode?: number;
  code?: string;
}

/**
 * A reply code from the server decides: 4xx is temporary (retry later), 5xx permanent (never
 * again). Without a reply (network error, timeout) it depends on whether the whole message had
 * been handed over: before that nothing was delivered and a retry is safe; after it the server
 * may have accepted the message without our hearing so, and a retry could deliver it twice.
 */
export function classifySmtpFailure(err: unknown, messageHandedOver: boolean): FailureKind {
  const code = (err as SmtpError | null)?.responseCode;
  if (typeof code === 'number' && code >= 500) return 'permanent';
  if (typeof code === 'number' && code >= 400) return 'temporary';
  return messageHandedOver ? 'unconfirmed' : 'temporary';
}

/** Delay before attempt `attempt + 1`: base × 2^(attempt−1), capped at six hours, ±20 % jitter. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 3600_000);
  return Math.round(plain * (0.8 + 0.4 * random()));
}
