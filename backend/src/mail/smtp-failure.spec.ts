import { classifySmtpFailure, retryDelayMs } from './smtp-failure';

describe('SMTP failures', () => {
  it('retries 4xx, never 5xx', () => {
    expect(classifySmtpFailure({ responseCode: 451 }, true)).toBe('temporary');
    expect(classifySmtpFailure({ responseCode: 550 }, false)).toBe('permanent');
  });

  it('retries a network error only before the message was handed over', () => {
    expect(classifySmtpFailure({ code: 'ECONNECTION' }, false)).toBe('temporary');
    expect(classifySmtpFailure({ code: 'ETIMEDOUT' }, true)).toBe('unconfirmed');
  });

  it('backs off exponentially with jitter and a cap', () => {
    expect(retryDelayMs(1, 1000, () => 0.5)).toBe(1000);
    expect(retryDelayMs(3, 1000, () => 0.5)).toBe(4000);
    expect(retryDelayMs(3, 1000, () => 0)).toBe(3200);
    expect(retryDelayMs(40, 1000, () => 0.5)).toBe(6 * 3600_000);
  });
});
