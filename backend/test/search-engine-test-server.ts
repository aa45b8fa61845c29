import { generateKeyPairSync, randomUUID, verify } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the server received, with its parsed body and when it came. */
export interface Received {
  path: string;
  at: number;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** An answer the server gives instead of its normal one (once per scripted entry). */
export interface Scripted {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A local HTTP server standing in for the search engines, answering with their documented
 * shapes: IndexNow (`POST /indexnow`, JSON `{host, key, keyLocation, urlList}`, 200/202 or an
 * error status), Google's OAuth 2.0 token endpoint for service accounts (`POST /token`, checks
 * the RS256 JWT assertion against the account's public key) and the Indexing API's
 * `POST /v3/urlNotifications:publish` (`{url, type}` with the token as Bearer). Answers can be
 * scripted per path (429 with Retry-After, 5xx), and `down` drops every connection.
 */
export class SearchEngineTestServer {
  readonly received: Received[] = [];
  readonly scripts = new Map<string, Scripted[]>();
  /** Drop connections without answering (an engine that is down). */
  down = false;
  /** Delay between receiving a request and answering it (a send in flight). */
  delayMs = 0;
  /** The service account the token endpoint trusts (its private key signs the assertions). */
  readonly account = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly accountEmail = 'indexer@gridiron-test.iam.gserviceaccount.com';
  readonly tokensIssued: string[] = [];
  private readonly server: Server;
  private port = 0;

  constructor() {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500).end(String(err));
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.origin;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The service account JSON file's content, as Google gives it, with the token URI here. */
  serviceAccountJson(): string {
    return JSON.stringify({
      type: 'service_account',
      project_id: 'gridiron-test',
      private_key_id: 'key-1',
      private_key: this.account.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: this.accountEmail,
      client_id: '1234567890',
      token_uri: `${this.origin}/token`,
    });
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Answers the next request to `path` with each of `answers` in turn. */
  script(path: string, ...answers: Scripted[]): void {
    this.scripts.set(path, [...(this.scripts.get(path) ?? []), ...answers]);
  }

  /** The requests to `path` so far. */
  to(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Waits until `done` holds for the requests received (polls; fails after `timeoutMs`). */
  async waitFor(done: (received: Received[]) => boolean, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!done(this.received)) {
      if (Date.now() > until) {
        throw new Error(
          `search engine server: condition not met; received ${JSON.stringify(this.received.map((r) => [r.path, r.body]))}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  reset(): void {
    this.received.length = 0;
    this.scripts.clear();
    this.down = false;
    this.delayMs = 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (this.down) {
      req.socket.destroy();
      return;
    }
    const path = (req.url ?? '/').split('?')[0];
    const text = Buffer.concat(chunks).toString('utf8');
    const body = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(text))
      : text
        ? (JSON.parse(text) as Record<string, unknown>)
        : {};
    this.received.push({ path, at: Date.now(), headers: req.headers, body });
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const scripted = this.scripts.get(path)?.shift();
    if (scripted) {
      res.writeHead(scripted.status, scripted.headers).end(scripted.body ?? '');
      return;
    }
    if (path === '/indexnow') return this.indexNow(body, res);
    if (path === '/token') return this.token(body, res);
    if (path === '/v3/urlNotifications:publish') return this.publish(req, body, res);
    res.writeHead(404).end();
  }

  /** IndexNow: 202 when the JSON has what the protocol requires, else 400 or 422. */
  private indexNow(body: Record<string, unknown>, res: ServerResponse): void {
    const urls = body.urlList;
    if (typeof body.host !== 'string' || typeof body.key !== 'string' || !Array.isArray(urls)) {
      res.writeHead(400).end();
      return;
    }
    if (urls.length > 10_000 || urls.some((u) => new URL(String(u)).host !== body.host)) {
      res.writeHead(422).end();
      return;
    }
    res.writeHead(202).end();
  }

  /** The token endpoint: a JWT bearer grant whose assertion the account's key signed. */
  private token(body: Record<string, unknown>, res: ServerResponse): void {
    const problem = this.assertionProblem(body);
    if (problem) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_grant', error_description: problem }));
      return;
    }
    const token = `ya29.test-${randomUUID()}`;
    this.tokensIssued.push(token);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ access_token: token, expires_in: 3599, token_type: 'Bearer' }));
  }

  private assertionProblem(body: Record<string, unknown>): string | null {
    if (body.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return 'grant_type';
    const parts = String(body.assertion ?? '').split('.');
    if (parts.length !== 3) return 'assertion is not a JWT';
    const [header, claims] = parts
      .slice(0, 2)
      .map(
        (p) => JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>,
      );
    if (header.alg !== 'RS256' || header.kid !== 'key-1') return 'header';
    const signed = verify(
      'RSA-SHA256',
      Buffer.from(`${parts[0]}.${parts[1]}`),
      this.account.publicKey,
      Buffer.from(parts[2], 'base64url'),
    );
    if (!signed) return 'signature';
    const now = Date.now() / 1000;
    if (claims.iss !== this.accountEmail) return 'iss';
    if (claims.aud !== `${this.origin}/token`) return 'aud';
    if (claims.scope !== 'https://www.googleapis.com/auth/indexing') return 'scope';
    if (Number(claims.iat) > now + 60 || Number(claims.exp) < now) return 'iat/exp';
    return null;
  }

  /** The Indexing API's publish: a valid token and `{url, type}`, answered with its metadata. */
  private publish(req: IncomingMessage, body: Record<string, unknown>, res: ServerResponse): void {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokensIssued.includes(token)) {
      res.writeHead(401).end();
      return;
    }
    if (
      typeof body.url !== 'string' ||
      !['URL_UPDATED', 'URL_DELETED'].includes(String(body.type))
    ) {
      res.writeHead(400).end();
      return;
    }
    const notification = { url: body.url, type: body.type, notifyTime: new Date().toISOString() };
    const latest = body.type === 'URL_UPDATED' ? 'latestUpdate' : 'latestRemove';
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ urlNotificationMetadata: { url: body.url, [latest]: notification } }));
  }
}
