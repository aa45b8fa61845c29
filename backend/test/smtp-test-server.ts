import { simpleParser, ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
export const SMTP_PASS = 'smtp-test-password';

/** An SMTP reply the server gives instead of accepting (e.g. 451 once, then 250). */
type Refusal = { code: number; message: string };

/**
 * A real SMTP server in the test process (smtp-server; AUTH PLAIN/LOGIN required, no TLS), whose
 * accepted messages are parsed with mailparser. Replies can be scripted per recipient.
 */
export class SmtpTestServer {
  readonly received: ParsedMail[] = [];
  /** RCPT TO attempts per recipient address. */
  readonly rcptAttempts = new Map<string, number>();
  private readonly dataRefusals = new Map<string, Refusal[]>();
  private readonly rcptRefusals = new Map<string, Refusal>();
  /** The most messages the server was reading (between DATA and its answer) at one time. */
  mostAtOnce = 0;
  private readingNow = 0;
  private holdMs = 0;
  private readonly server: SMTPServer;
  private waiters: Array<() => void> = [];

  constructor() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASS) {
          return callback(null, { user: auth.username });
        }
        callback(new Error('Invalid username or password'));
      },
      onRcptTo: (address, _session, callback) => {
        const to = address.address.toLowerCase();
        this.rcptAttempts.set(to, (this.rcptAttempts.get(to) ?? 0) + 1);
        const refusal = this.rcptRefusals.get(to);
        callback(refusal ? refusalError(refusal) : undefined);
      },
      onData: (stream, session, callback) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        this.mostAtOnce = Math.max(this.mostAtOnce, ++this.readingNow);
        simpleParser(stream)
          .then(async (mail) => {
            await new Promise((resolve) => setTimeout(resolve, this.holdMs));
            const refusal = to.map((t) => this.dataRefusals.get(t)?.shift()).find(Boolean);
            if (refusal) return callback(refusalError(refusal));
            this.received.push(mail);
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch((err: Error) => callback(err))
          .finally(() => this.readingNow--);
      },
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  url(port: number): string {
    return `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`;
  }

  /** Answers the end of DATA for this recipient with these replies first, in order. */
  refuseData(recipient: string, ...refusals: Refusal[]): void {
    this.dataRefusals.set(recipient.toLowerCase(), refusals);
  }

  /** Reads each message this long before answering it, as a slow server does. */
  holdData(ms: number): void {
    this.holdMs = ms;
  }

  /** Answers RCPT TO for this recipient with this reply, every time. */
  refuseRecipient(recipient: string, refusal: Refusal): void {
    this.rcptRefusals.set(recipient.toLowerCase(), refusal);
  }

  /** Messages accepted for this recipient so far. */
  to(recipient: string): ParsedMail[] {
    const wanted = recipient.toLowerCase();
    return this.received.filter((mail) =>
      [mail.to].flat().some((a) => a?.value.some((v) => v.address?.toLowerCase() === wanted)),
    );
  }

  /** Waits for a message to this recipient whose subject matches. */
  async waitFor(recipient: string, subject: RegExp, timeoutMs = 10_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(recipient).find((mail) => subject.test(mail.subject ?? ''));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail ${subject} to ${recipient}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function refusalError({ code, message }: Refusal): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** The first link in a message's plain-text part that starts with this prefix. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No ${prefix} link in: ${mail.text}`);
  return link;
}
