import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A recorded provider answer: status, headers, body, and a delay before answering. */
export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
}

export const fixture = (name: string) =>
  readFileSync(join(__dirname, 'fixtures', 'ingestion', name), 'utf8');

/**
 * A local HTTP server standing in for Greenhouse, Lever and job feeds: answers by path from a
 * table the test changes, queues one-off answers (a 429, a slow answer) before them, pages Lever
 * answers with `skip`/`limit`, and records every request (path, User-Agent, time).
 */
export class ProviderTestServer {
  private server?: Server;
  private readonly routes = new Map<string, () => Answer>();
  private readonly once = new Map<string, Answer[]>();
  readonly requests: Array<{ path: string; userAgent?: string; at: number }> = [];

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Answers `path` (without query) with `answer` from now on. */
  set(path: string, answer: Answer | (() => Answer)): void {
    this.routes.set(path, typeof answer === 'function' ? answer : () => answer);
  }

  /** Answers the next request to `path` with `answer`, before the usual one. */
  setOnce(path: string, answer: Answer): void {
    this.once.set(path, [...(this.once.get(path) ?? []), answer]);
  }

  /** Serves a Lever array, a page per `skip`/`limit` as Lever does. */
  setLever(path: string, postings: unknown[]): void {
    this.routes.set(path, () => ({ body: JSON.stringify(postings) }));
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    this.requests.push({
      path: url.pathname,
      userAgent: req.headers['user-agent'],
      at: Date.now(),
    });
    const queued = this.once.get(url.pathname);
    const answer = queued?.length ? queued.shift()! : this.routes.get(url.pathname)?.();
    if (!answer) {
      res.writeHead(404).end('not found');
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    let body = answer.body ?? '';
    if (url.searchParams.has('skip') && body.startsWith('[')) {
      const skip = Number(url.searchParams.get('skip'));
      const limit = Number(url.searchParams.get('limit') ?? 100);
      body = JSON.stringify((JSON.parse(body) as unknown[]).slice(skip, skip + limit));
    }
    if (res.destroyed) return;
    res.writeHead(answer.status ?? 200, {
      'content-type': body.startsWith('<') ? 'application/xml' : 'application/json',
      ...answer.headers,
    });
    res.end(body);
  }
}
