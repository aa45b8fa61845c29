// Generates the typed RTK Query endpoints of the admin CMS from the committed OpenAPI document
// (`npm run codegen -w frontend-admin`). src/api/admin-api.ts adds the cache tags, adjusts the
// transport the generator cannot express (multipart CSV upload, CSV download as text) and writes by
// hand the paged job list (its total is a header) and the raw PUT to a signed upload URL.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../docs/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: false,
  encodePathParams: true,
  encodeQueryParams: true,
  filterEndpoints: [
    'getStats',
    'getPageContent',
    'updatePageContent',
    'listCarouselImages',
    'createCarouselUploadUrl',
    'createCarouselImage',
    'deleteCarouselImage',
    'setJobFeatured',
    'setJobActive',
    'setJobValidThrough',
    'setJobClassification',
    'getJobTaxonomy',
    'clearAllJobs',
    'uploadJobsCsv',
    'listTeamLogos',
    'updateTeamLogo',
    'createTeamLogoUploadUrl',
    'listUsers',
    'setUserAdmin',
    'setUserPassword',
    'deleteUser',
    'exportUsers',
    'listCustomPages',
    'getCustomPage',
    'createCustomPage',
    'updateCustomPage',
    'deleteCustomPage',
  ],
};
