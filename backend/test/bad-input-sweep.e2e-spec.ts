import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { Operation } from 'openapi-backend';
import { signInAsAdmin, signUp, uniqueEmail, type SignedIn } from './auth-helpers';
import { contract } from './contract-validator';
import { createTestApp } from './harness';
import { insertJobs } from './job-factory';
import { fixture, issueUpload, putLocal, type UploadPurpose } from './upload-helpers';

/**
 * Every operation of the contract (docs/openapi.json) sent bad input by an admin, the role that
 * reaches the most code (docs/product.md#answers): null for each body field the contract does not
 * mark nullable, a value of the wrong type for each body field, and malformed values for each
 * path and query parameter. No answer is a 5xx; a bad body field answers 400 naming it; and none
 * of it changes what is stored.
 */

/** The parts of a (dereferenced) schema this sweep reads. */
interface Schema {
  type?: string;
  format?: string;
  nullable?: boolean;
  example?: unknown;
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

/** A value the schema accepts: its example where it gives one, else one made from its type. */
function exampleOf(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  const [first] = schema.allOf ?? schema.oneOf ?? schema.anyOf ?? [];
  if (first) return exampleOf(first);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value)]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'text';
  }
}

const acceptsNull = (schema: Schema): boolean =>
  schema.nullable === true ||
  Boolean(schema.enum?.includes(null)) ||
  [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].some(acceptsNull);

/** A value no field of this schema's type takes: text for a structure, a structure for the rest. */
const wrongTypeFor = (schema: Schema): unknown =>
  schema.type === 'object' || schema.type === 'array' ? 'text' : { nested: 'object' };

/** Malformed path and query values: not an id, out of range, huge, odd characters. */
const BAD_PARAMETERS = ['not-an-id', '-1', '1e309', '\u2603', "' OR 1=1 --", 'a'.repeat(3000)];

/** Operations that sign a session in or out: sent without the admin's session. */
const SESSION_CHANGING = new Set(['POST /api/login', 'POST /api/register', 'POST /api/logout']);

/**
 * Whether a message names a field: by its name, or by a word of it as the forms' messages do
 * ("Password must be a string" for newPassword, "agree to the terms" for termsAccepted).
 */
function namesField(message: string, field: string): boolean {
  const words = field.split(/(?=[A-Z])/).filter((word) => word.length >= 4);
  const text = message.toLowerCase();
  return [field, ...words].some((word) => text.includes(word.toLowerCase()));
}

const keyOf = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;

describe('bad input to every operation of the contract', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;
  let operations: Operation[];
  /** Records that exist, by the path up to their parameter (or the parameter's name alone). */
  let existing: Record<string, string>;

  /** An image uploaded for `purpose` and not yet used by any record. */
  async function freshUpload(purpose: UploadPurpose): Promise<string> {
    const { uploadUrl, imagePath } = await issueUpload(admin.agent, 'field.png', purpose);
    await putLocal(t.server, uploadUrl, fixture('field.png')).expect(204);
    return imagePath;
  }

  /** Fields of a body whose contract example alone would not be accepted. */
  const bodyFixes: Record<
    string,
    () => Promise<Record<string, unknown>> | Record<string, unknown>
  > = {
    'POST /api/admin/custom-pages': () => ({ slug: `page-${Date.now()}` }),
    'PUT /api/admin/custom-pages/{id}': () => ({ slug: 'kept-page' }),
    'PUT /api/admin/jobs/{id}/pay': () => ({ workplaceType: 'remote' }),
    'POST /api/alerts': () => ({ filters: { department: ['coaching'], location: 'TX' } }),
    'POST /api/admin/carousel-images': async () => ({
      imagePath: await freshUpload('carousel-images'),
    }),
    'PUT /api/admin/team-logos/{teamName}': async () => ({
      imagePath: await freshUpload('team-logos'),
    }),
    'POST /api/register': () => ({ email: uniqueEmail('sweep') }),
  };

  function agentFor(operation: Operation): TestAgent {
    return SESSION_CHANGING.has(keyOf(operation)) ? request.agent(t.server) : admin.agent;
  }

  function pathOf(operation: Operation, bad: Record<string, string> = {}): string {
    let path = operation.path;
    for (const parameter of operation.parameters ?? []) {
      if (!('in' in parameter) || parameter.in !== 'path') continue;
      const placeholder = `{${parameter.name}}`;
      const upToIt = operation.path.slice(0, operation.path.indexOf(placeholder)) + placeholder;
      const value =
        bad[parameter.name] ??
        existing[upToIt] ??
        existing[parameter.name] ??
        String(exampleOf((parameter.schema ?? {}) as Schema));
      path = path.replace(placeholder, encodeURIComponent(value));
    }
    return path;
  }

  function send(operation: Operation, path: string, body?: unknown) {
    const agent = agentFor(operation);
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const req = agent[method](path);
    return body === undefined ? req : req.send(body as object);
  }

  function jsonBodySchema(operation: Operation): Schema | undefined {
    const body = operation.requestBody as
      { content?: Record<string, { schema?: Schema }> } | undefined;
    return body?.content?.['application/json']?.schema;
  }

  /** What an admin reads of every record the operations below may change. */
  async function everythingStored() {
    const reads = [
      '/api/admin/jobs?limit=100',
      '/api/admin/users',
      '/api/admin/sources',
      '/api/admin/team-logos',
      '/api/admin/content/home',
      '/api/carousel-images',
      '/api/custom-pages',
      '/api/custom-pages/kept-page',
      '/api/alerts',
      '/api/saved-jobs',
      '/api/user/email-preferences',
    ];
    const answers = [];
    for (const path of reads) {
      const res = await admin.agent.get(path);
      answers.push([path, res.status, res.body]);
    }
    return answers;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAsAdmin(t.app, t.server);
    const [job] = await insertJobs(t.app, [{ teamName: 'Austin Armadillos' }]);
    const member = await signUp(t.server);
    const page = await admin.agent
      .post('/api/admin/custom-pages')
      .send({ title: 'Kept page', slug: 'kept-page', content: '<p>Kept.</p>', isActive: true })
      .expect(201);
    const source = await admin.agent
      .post('/api/admin/sources')
      .send({ provider: 'greenhouse', token: 'armadillos', teamName: 'Austin Armadillos' });
    expect(source.status).toBeLessThan(300);
    await admin.agent
      .put('/api/admin/content/home')
      .send({ content: { hero: { title: 'Kept title' } } })
      .expect(200);
    const alert = await admin.agent
      .post('/api/alerts')
      .send({ name: 'Coaching', frequency: 'daily', filters: { department: ['coaching'] } })
      .expect(201);
    existing = {
      '/api/admin/jobs/{id}': job.id,
      '/api/jobs/{id}': job.id,
      '/api/admin/custom-pages/{id}': page.body.id,
      '/api/admin/sources/{id}': source.body.id,
      '/api/alerts/{id}': alert.body.id,
      '/api/admin/users/{id}': member.user.id,
      jobId: job.id,
      teamName: 'Austin Armadillos',
      pageKey: 'home',
    };
    operations = (await contract()).getOperations();
  });
  afterAll(() => t.close());

  it('answers null in a field that is not nullable with a 400 naming the field, and a value of the wrong type likewise, changing nothing', async () => {
    const bodies = new Map<Operation, Record<string, unknown>>();
    for (const operation of operations) {
      const schema = jsonBodySchema(operation);
      if (!schema) continue;
      const fix = bodyFixes[keyOf(operation)];
      bodies.set(operation, {
        ...(exampleOf(schema) as Record<string, unknown>),
        ...(fix ? await fix() : {}),
      });
    }
    expect(bodies.size).toBeGreaterThan(20);
    const before = await everythingStored();
    expect(before.filter(([, status]) => status !== 200)).toEqual([]);

    const wrong: string[] = [];
    let sent = 0;
    for (const [operation, body] of bodies) {
      const schema = jsonBodySchema(operation)!;
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
        const values = acceptsNull(fieldSchema)
          ? [wrongTypeFor(fieldSchema)]
          : [null, wrongTypeFor(fieldSchema)];
        for (const value of values) {
          sent += 1;
          const res = await send(operation, pathOf(operation), { ...body, [field]: value });
          const named = namesField(JSON.stringify(res.body?.message ?? ''), field);
          if (res.status !== 400 || !named) {
            wrong.push(
              `${keyOf(operation)} ${field}=${JSON.stringify(value)}: ${res.status} ${JSON.stringify(res.body?.message)}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    expect(await everythingStored()).toEqual(before);
  });

  it('answers malformed path and query parameters with a 4xx, never a 5xx', async () => {
    const failed: string[] = [];
    for (const operation of operations) {
      if (SESSION_CHANGING.has(keyOf(operation))) continue;
      const schema = jsonBodySchema(operation);
      const body = schema ? exampleOf(schema) : undefined;
      for (const parameter of operation.parameters ?? []) {
        if (!('in' in parameter)) continue;
        const { name } = parameter;
        const paths =
          parameter.in === 'path'
            ? BAD_PARAMETERS.map((value) => pathOf(operation, { [name]: value }))
            : [
                ...BAD_PARAMETERS.map(
                  (value) => `${pathOf(operation)}?${name}=${encodeURIComponent(value)}`,
                ),
                `${pathOf(operation)}?${name}=1&${name}=2`,
                `${pathOf(operation)}?${name}[nested]=1`,
                `${pathOf(operation)}?${name}=`,
              ];
        for (const path of paths) {
          const res = await send(operation, path, body);
          if (res.status >= 500) failed.push(`${keyOf(operation)} ${path}: ${res.status}`);
        }
      }
    }
    expect(failed).toEqual([]);
  });
});
