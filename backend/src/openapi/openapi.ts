import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Gridiron Careers API')
    .setDescription(
      'The job board API. Sign in with POST /api/login: the answer sets the `sid` session cookie, ' +
        'which every other call sends. Errors answer `{statusCode, message, error}`.',
    )
    .setVersion('1.0.0')
    .addCookieAuth('sid', { type: 'apiKey', in: 'cookie', name: 'sid' }, 'session')
    .build();
  // Operation ids are the controller method names (unique across the API), so the hooks generated
  // for the frontends read `useListJobsQuery` rather than `useJobsControllerListQuery`.
  return sortDocument(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
    }),
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
  });
}
