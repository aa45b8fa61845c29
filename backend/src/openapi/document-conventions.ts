import type {
  OpenAPIObject,
  OperationObject,
  ResponseObject,
  ResponsesObject,
} from '@nestjs/swagger';

export const ERROR_SCHEMA_REF = '#/components/schemas/ErrorDto';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const MUTATING = new Set(['put', 'post', 'delete', 'patch']);

const REQUEST_ID_HEADER = {
  description: 'The request id (echoed when the request sent one); quote it in a bug report',
  schema: { type: 'string' },
};
const RETRY_AFTER_HEADER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 0 },
};
const ETAG_HEADER = {
  description: 'A tag of this answer; send it back in If-None-Match to get 304 when unchanged',
  schema: { type: 'string' },
};
const FOREIGN_ORIGIN =
  'The request came from a page of another origin (its Origin or Referer is neither this site ' +
  'nor one of ALLOWED_ORIGINS)';
const UNAVAILABLE =
  'A backing service (database, Redis or object store) is unavailable, the server is shutting ' +
  'down, or a write met another one changing the same records (nothing of it was saved); try ' +
  'again after Retry-After seconds';

/** Routes that answer without touching a database, so they never answer 503. */
const NO_BACKING_SERVICE = new Set(['/api/health/live', '/robots.txt']);

/**
 * Conventions every operation shares, applied to the generated document in one place rather than
 * repeated on each route: the error body on every 4xx/5xx answer, the headers every answer
 * carries, the 403 that the origin check gives any state-changing call, the 503 of an unavailable
 * database or Redis, and an explicit empty `security` on public routes.
 */
export function applyDocumentConventions(doc: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const responses = operation.responses;
      withoutQueryExamples(operation);
      if (MUTATING.has(method)) addOrExtend(responses, '403', FOREIGN_ORIGIN);
      if (operation.parameters?.length) {
        responses['400'] ??= { description: 'A path or query parameter is not valid' };
      }
      if (operation.requestBody) {
        responses['400'] ??= { description: 'The body is not valid JSON or fails validation' };
        responses['413'] ??= { description: 'The body is larger than the server accepts' };
      }
      if (method === 'get') addNotModified(responses);
      if (!NO_BACKING_SERVICE.has(path)) addOrExtend(responses, '503', UNAVAILABLE);
      for (const [status, response] of Object.entries(responses)) {
        describeResponse(status, response as ResponseObject);
      }
      operation.security ??= [];
      operation.description ??= describeAccess(operation);
    }
  }
  return doc;
}

/** Express answers a repeated GET whose ETag still matches with 304 and no body. */
function addNotModified(responses: ResponsesObject): void {
  const ok = responses['200'] as ResponseObject | undefined;
  if (!ok?.content?.['application/json']) return;
  ok.headers = { ETag: ETAG_HEADER, ...ok.headers };
  responses['304'] = {
    description: 'Not modified: the ETag sent in If-None-Match still matches',
    headers: { ETag: ETAG_HEADER },
  };
}

function addOrExtend(responses: ResponsesObject, status: string, description: string): void {
  const existing = responses[status] as ResponseObject | undefined;
  if (!existing) responses[status] = { description };
  else if (!existing.description.includes(description))
    existing.description = `${existing.description}; or: ${lowerFirst(description)}`;
}

function describeResponse(status: string, response: ResponseObject): void {
  const code = Number(status);
  response.headers = { 'X-Request-Id': REQUEST_ID_HEADER, ...response.headers };
  if (code === 429 || code === 503) response.headers['Retry-After'] = RETRY_AFTER_HEADER;
  if (code >= 400 && !response.content) {
    response.content = { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } };
  }
}

/** Who may call the operation, for operations whose summary says all there is to say. */
function describeAccess(operation: OperationObject): string {
  const summary = operation.summary ? `${operation.summary}.` : '';
  const access = !operation.security?.length
    ? 'Anyone may call this.'
    : (operation.responses['403'] as ResponseObject | undefined)?.description.includes(
          'not an administrator',
        )
      ? 'Administrators only (anonymous callers get 401, other signed-in users 403).'
      : 'Signed-in users only (anonymous callers get 401).';
  return `${summary} ${access}`.trim();
}

/**
 * Swagger UI's "Try it out" fills query fields with their examples and sends them, so a search
 * would go out filtered by the example values: query parameters carry no examples (their
 * descriptions give some instead).
 */
function withoutQueryExamples(operation: OperationObject): void {
  for (const parameter of operation.parameters ?? []) {
    if (!('in' in parameter) || parameter.in !== 'query') continue;
    delete parameter.example;
    if (parameter.schema && 'example' in parameter.schema) delete parameter.schema.example;
  }
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
