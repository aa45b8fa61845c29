// @rtk-query/codegen-openapi: generates the shell's endpoints and types from the committed
// contract (docs/openapi.json). Run `npm run codegen -w frontend-shell` after the contract changes.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../docs/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: false, mutations: true },
  tag: false,
  // Only what the public board calls; the admin remote generates its own.
  filterEndpoints: [
    'currentUser',
    'login',
    'register',
    'logout',
    'listJobs',
    'listFeaturedJobs',
    'getJob',
    'getStats',
    'getPageContent',
    'listCarouselImages',
    'listCustomPages',
    'getCustomPage',
    'getJobFacets',
    'listTeams',
    'getTeam',
  ],
};
