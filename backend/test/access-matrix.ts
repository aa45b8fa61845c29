import type { Access } from '../src/auth/access.decorators';

/**
 * Who may call each route (DESIGN §3). Every route the app registers must be listed here: the
 * authorization test walks the routes the router serves and fails on one that is not classified.
 * Add your routes when you add them.
 */
export const ACCESS_MATRIX: Record<string, Access> = {
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/user': 'public',
  'POST /api/register': 'public',
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/export': 'admin',
  'PATCH /api/admin/users/{id}/admin': 'admin',
  'PATCH /api/admin/users/{id}/password': 'admin',
  'DELETE /api/admin/users/{id}': 'admin',
  'GET /api/jobs': 'user',
  'GET /api/jobs/featured': 'public',
  'PUT /api/jobs/{id}/featured': 'admin',
  'GET /api/stats': 'public',
  'GET /api/admin/jobs': 'admin',
  'PUT /api/admin/jobs/{id}/featured': 'admin',
  'PUT /api/admin/jobs/{id}/active': 'admin',
  'DELETE /api/admin/jobs/clear-all': 'admin',
  'POST /api/admin/upload-csv': 'admin',
  'GET /api/admin/content/{pageKey}': 'public',
  'PUT /api/admin/content/{pageKey}': 'admin',
  'PUT /api/uploads/{uploadId}': 'public',
  'GET /api/carousel-images': 'public',
  'POST /api/admin/carousel-images/upload-url': 'admin',
  'POST /api/admin/carousel-images': 'admin',
  'DELETE /api/admin/carousel-images/{id}': 'admin',
  'GET /api/team-logo/{teamName}': 'public',
  'GET /api/admin/team-logos': 'admin',
  'POST /api/admin/team-logos/upload-url': 'admin',
  'PUT /api/admin/team-logos/{teamName}': 'admin',
  'GET /api/custom-pages': 'public',
  'GET /api/custom-pages/{slug}': 'public',
  'POST /api/admin/custom-pages': 'admin',
  'PUT /api/admin/custom-pages/{id}': 'admin',
  'DELETE /api/admin/custom-pages/{id}': 'admin',
  'GET /api/jobs/facets': 'user',
  'PUT /api/admin/jobs/{id}/classification': 'admin',
  'GET /api/teams': 'public',
  'GET /api/teams/{slug}': 'public',
};
