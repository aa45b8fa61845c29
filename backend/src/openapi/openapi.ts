import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { applyDocumentConventions } from './document-conventions';
import { ErrorDto } from './error.dto';

const API_DESCRIPTION = [
  'The Gridiron Careers job board API. Everything here is served by the same site as the board; ' +
    'the paths are relative to its address.',
  '',
  '**Signing in.** Sessions are cookies: `POST /api/login` (or `POST /api/register`) answers ' +
    'with `Set-Cookie: sid=…` (HttpOnly), and the browser or HTTP client sends it with every ' +
    'later call. In this page (Swagger UI) the "Authorize" button cannot set a cookie (browsers ' +
    'do not let a page write the Cookie header): instead open `POST /api/login`, choose ' +
    '"Try it out" and sign in. The page is on the same origin as the API, so the browser keeps ' +
    'the cookie and sends it with every call you try afterwards. Signing in on the site itself ' +
    'in another tab works too. `POST /api/logout` ends the session.',
  '',
  '**Errors** answer `{statusCode, message, error}` (`ErrorDto`); `message` lists every bad ' +
    'field of a request that fails validation. Every answer carries `X-Request-Id`.',
  '',
  '**Other origins** may read the public `GET` routes without credentials when the operator ' +
    'lists them in `CORS_ORIGINS`; signed-in calls are for the site itself.',
].join('\n');

/** The tags' descriptions (the document lists them sorted by name). */
const TAGS: Array<[string, string]> = [
  ['session', 'Sign up, sign in and out, the signed-in user, password reset'],
  ['email', "Confirming a member's address and choosing which emails they get"],
  ['jobs', 'The job board: search (members), featured jobs, one job, facets and taxonomy'],
  ['saved-jobs', "A member's saved jobs"],
  ['alerts', "A member's job alerts (saved searches and followed teams) and one-click stops"],
  ['teams', 'Team directory and team pages'],
  ['stats', "The board's figures for the home page"],
  ['content', "Editable page texts (the home page's and the board's)"],
  ['carousel', 'Home page carousel images'],
  ['custom-pages', 'Footer pages such as About or Privacy'],
  ['team-logos', 'Team logos and initials'],
  ['uploads', 'Receiving image files through signed upload addresses'],
  ['crawlers', 'Documents for search engines and feed readers, served at the site root'],
  ['health', 'Liveness and readiness probes'],
  ['admin: jobs', 'Administrators: manage jobs and import them from CSV'],
  ['admin: users', 'Administrators: manage accounts'],
  [
    'admin: sources',
    "Administrators: teams' applicant tracking systems and feeds the board imports from",
  ],
  ['admin: alerts', "Administrators: job alerts' figures and a member's alerts"],
  ['admin: analytics', 'Administrators: views, apply clicks and saves per day, job and source'],
  ['admin: sources', "Administrators: teams' job boards pulled in on a schedule"],
];

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Gridiron Careers API')
    .setDescription(API_DESCRIPTION)
    .setVersion('1.0.0')
    .addServer('/', 'The site that serves this document')
    .addCookieAuth(
      'sid',
      {
        type: 'apiKey',
        in: 'cookie',
        name: 'sid',
        description:
          'The session cookie set by POST /api/login or POST /api/register. In Swagger UI, sign ' +
          'in with that operation instead of "Authorize".',
      },
      'session',
    );
  for (const [name, description] of TAGS) builder.addTag(name, description);
  // Operation ids are the controller method names (unique across the API), so the hooks generated
  // for the frontends read `useListJobsQuery` rather than `useJobsControllerListQuery`.
  return sortDocument(
    applyDocumentConventions(
      SwaggerModule.createDocument(app, builder.build(), {
        operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
        extraModels: [ErrorDto],
      }),
    ),
  );
}

/** Sorted keys for paths, tags and schemas, so the committed document diffs cleanly. */
export function sortDocument(doc: OpenAPIObject): OpenAPIObject {
  const sortObject = <T>(obj: Record<string, T>) =>
    Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));
  return {
    ...doc,
    tags: doc.tags ? [...doc.tags].sort((a, b) => a.name.localeCompare(b.name)) : undefined,
    paths: sortObject(doc.paths),
    components: doc.components && {
      ...doc.components,
      schemas: doc.components.schemas && sortObject(doc.components.schemas),
    },
  };
}

export function setupOpenApi(app: INestApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Gridiron Careers API',
    swaggerOptions: {
      // Same-origin calls carry the session cookie that "Try it out" on POST /api/login set.
      withCredentials: true,
      // Empty fields stay empty: "Try it out" sends no filter the reader did not type.
      tryItOutEnabled: false,
      displayRequestDuration: true,
    },
  });
}
