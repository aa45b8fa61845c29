import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/openapi/openapi';
import { ACCESS_MATRIX } from './access-matrix';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp } from './harness';

type Route = { method: string; path: string; key: string };

/** Calls that would end the caller's own session are only checked anonymously. */
const SESSION_ENDING = new Set(['POST /api/logout']);

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every route the express router serves under /api, documented or not, as `METHOD /api/x/{id}`.
 * Left out: Swagger UI's own pages (public by design, outside Nest's guards) and Nest's catch-all
 * that answers unknown paths with 404.
 */
function servedRoutes(app: INestApplication): Route[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> } };
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  return express.router.stack.flatMap(({ route }) => {
    if (!route || route.path.startsWith('/api/docs')) return [];
    const methods = Object.keys(route.methods).filter((m) => HTTP_METHODS.includes(m));
    if (methods.length === HTTP_METHODS.length) return []; // the catch-all (every method)
    // Express 5 spells parameters :id and wildcards {*key} or *key; OpenAPI spells both {name}.
    const path = route.path.replace(
      /\{\*(\w+)\}|\*(\w+)|:(\w+)/g,
      (_m, ...names: (string | undefined)[]) => `{${names.slice(0, 3).find(Boolean)}}`,
    );
    return methods.map((m) => ({
      method: m.toUpperCase(),
      path,
      key: `${m.toUpperCase()} ${path}`,
    }));
  });
}

function concrete(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    /id$/i.test(name) ? SAMPLE_ID : `sample-${name}`,
  );
}

describe('authorization matrix: every route, anonymous / member / admin', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let routes: Route[];
  let member: SignedIn;
  let admin: SignedIn;

  let documented: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const doc = buildOpenApiDocument(t.app);
    documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => HTTP_METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    routes = servedRoutes(t.app);
    member = await signUp(t.server);
    admin = await signInAsAdmin(t.app, t.server);
  });
  afterAll(() => t.close());

  it('sees every documented route in the router (the matrix walks what is really served)', () => {
    const served = new Set(routes.map((r) => r.key));
    expect(documented.filter((k) => !served.has(k))).toEqual([]);
  });

  it('classifies every registered route (add new routes to test/access-matrix.ts)', () => {
    const unclassified = routes.map((r) => r.key).filter((k) => !(k in ACCESS_MATRIX));
    expect(unclassified).toEqual([]);
  });

  it('lists no route that does not exist', () => {
    const known = new Set(routes.map((r) => r.key));
    expect(Object.keys(ACCESS_MATRIX).filter((k) => !known.has(k))).toEqual([]);
  });

  const call = (agent: request.Agent | ReturnType<typeof request>, r: Route) =>
    (agent as unknown as Record<string, (url: string) => request.Test>)
      [r.method.toLowerCase()](concrete(r.path))
      .send({});

  it('anonymous callers get 401 on member and admin routes, and are let through public ones', async () => {
    for (const r of routes) {
      const res = await call(request(t.server), r);
      const access = ACCESS_MATRIX[r.key];
      if (access === 'public') {
        expect({ route: r.key, status: res.status }).not.toMatchObject({ status: 403 });
        if (r.key !== 'GET /api/user') {
          expect({ route: r.key, status: res.status }).not.toMatchObject({ status: 401 });
        }
      } else {
        expect({ route: r.key, status: res.status }).toEqual({ route: r.key, status: 401 });
      }
    }
  });

  it('members get 403 on admin routes and are let through the others', async () => {
    for (const r of routes.filter((x) => !SESSION_ENDING.has(x.key))) {
      const res = await call(member.agent, r);
      const expected = ACCESS_MATRIX[r.key] === 'admin' ? 403 : undefined;
      if (expected)
        expect({ route: r.key, status: res.status }).toEqual({ route: r.key, status: 403 });
      else expect([401, 403]).not.toContain(res.status);
    }
  });

  it('admins are let through every route', async () => {
    for (const r of routes.filter((x) => !SESSION_ENDING.has(x.key))) {
      const res = await call(admin.agent, r);
      expect({ route: r.key, denied: [401, 403].includes(res.status) }).toEqual({
        route: r.key,
        denied: false,
      });
    }
  });
});
