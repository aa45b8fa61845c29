import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Operation } from 'openapi-backend';

/**
 * Checks every answer the app under test gives against the committed contract
 * (docs/openapi.json): for a documented operation, the status code must be documented, the
 * media type must be one the response declares, and a JSON body must match its schema. The
 * findings are collected here and fail the test that caused them (see contract-check.setup.ts).
 */
const CONTRACT_FILE = resolve(__dirname, '..', '..', 'docs', 'openapi.json');

let api: Promise<OpenAPIBackend> | undefined;
const violations: string[] = [];

/**
 * The contract as a checker. `whole`: the document is validated and every operation's schemas
 * are compiled at once (about 4 s; one suite checks that the whole contract compiles). Otherwise,
 * as each suite uses it: an operation's schemas are compiled when an answer of it is first
 * checked, since a suite meets a few of the contract's operations.
 */
export async function loadContract({ whole = false } = {}): Promise<OpenAPIBackend> {
  const backend = new OpenAPIBackend({
    definition: JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')),
    strict: true,
    validate: true,
    quick: !whole,
    // Formats (uuid, date-time, uri) are checked too.
    customizeAjv: (ajv) => addFormats(ajv),
  });
  await backend.init();
  return backend;
}

/** The contract this test file checks answers against (loaded once per file). */
export function contract(): Promise<OpenAPIBackend> {
  api ??= loadContract();
  return api;
}

/** The findings so far, emptied. */
export function takeContractViolations(): string[] {
  return violations.splice(0, violations.length);
}

/** Captures each answer of `server` (raw bytes, before the client sees them) for checking. */
export function checkAnswersAgainstContract(server: Server): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, (encoding as BufferEncoding) || 'utf8'),
      );
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return end(...args);
    }) as typeof res.end;
    res.once('finish', () => {
      const answer = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        status: res.statusCode,
        contentType: String(res.getHeader('content-type') ?? ''),
        body: decode(Buffer.concat(chunks), String(res.getHeader('content-encoding') ?? '')),
      };
      // The contract is loaded before the tests (contract-check.setup.ts), so the check runs
      // before the client has read the answer.
      void contract()
        .then((backend) => check(backend, answer))
        .catch((err: unknown) => violations.push(`contract check failed: ${String(err)}`));
    });
  });
}

interface Answer {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

function decode(body: Buffer, encoding: string): string {
  if (!body.length) return '';
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  return body.toString('utf8');
}

function check(backend: OpenAPIBackend, answer: Answer): void {
  if (answer.method === 'HEAD' || answer.method === 'OPTIONS') return;
  const path = answer.url.split('?')[0];
  const operation = backend.matchOperation({ method: answer.method, path, headers: {} });
  // Paths outside the contract (the web app's pages, files, unknown routes) are not checked.
  if (!operation) return;
  const where = `${answer.method} ${path} → ${answer.status} (${operation.operationId})`;
  const documented = documentedResponse(operation, answer.status);
  if (!documented) {
    violations.push(`${where}: status ${answer.status} is not documented`);
    return;
  }
  const mediaType = answer.contentType.split(';')[0].trim();
  if (answer.body && documented.content && !(mediaType in documented.content)) {
    violations.push(
      `${where}: answered ${mediaType || 'no media type'}, documented ${Object.keys(documented.content).join(', ')}`,
    );
    return;
  }
  if (mediaType !== 'application/json' && answer.status !== 204) return;
  const body = answer.body ? (JSON.parse(answer.body) as unknown) : null;
  const result = backend.validateResponse(body, operation, answer.status);
  for (const error of result.errors ?? []) {
    violations.push(
      `${where}: ${error.instancePath || 'body'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
  }
}

type DocumentedResponse = { content?: Record<string, unknown> };

function documentedResponse(operation: Operation, status: number): DocumentedResponse | undefined {
  const responses = (operation.responses ?? {}) as Record<string, DocumentedResponse>;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}
