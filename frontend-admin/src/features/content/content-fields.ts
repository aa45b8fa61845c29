/** The editable fields of each page key on the Page Content tab. */
export interface ContentField {
  path: string;
  label: string;
  kind?: 'text' | 'multiline' | 'number';
  help?: string;
}

export interface ContentSection {
  title: string;
  fields: ContentField[];
}

export interface PageDefinition {
  key: string;
  label: string;
  sections: ContentSection[];
}

export const CONTENT_PAGES: PageDefinition[] = [
  {
    key: 'homepage',
    label: 'Homepage',
    sections: [
      {
        title: 'Hero Section',
        fields: [
          { path: 'hero.title', label: 'Title' },
          { path: 'hero.subtitle', label: 'Subtitle', kind: 'multiline' },
          {
            path: 'hero.primaryButtonText',
            label: 'Primary Button Text',
            help: "Defaults to 'Browse NFL Jobs' when empty.",
          },
          {
            path: 'hero.secondaryButtonText',
            label: 'Secondary Button Text',
            help: 'The secondary button only appears when this has text.',
          },
        ],
      },
      {
        title: 'Stats Section',
        fields: [
          { path: 'stats.title', label: 'Title' },
          {
            path: 'stats.successfulPlacements',
            label: 'Successful Placements',
            kind: 'number',
            help: 'The placements figure shown in the stats (not counted by the system).',
          },
        ],
      },
      {
        title: 'Featured Jobs Section',
        fields: [
          { path: 'featuredJobs.title', label: 'Title' },
          { path: 'featuredJobs.subtitle', label: 'Subtitle' },
        ],
      },
    ],
  },
  {
    key: 'jobs',
    label: 'Jobs Page',
    sections: [
      {
        title: 'Page Header',
        fields: [
          { path: 'title', label: 'Title' },
          { path: 'subtitle', label: 'Subtitle', kind: 'multiline' },
          { path: 'searchPlaceholder', label: 'Search Placeholder' },
        ],
      },
      {
        title: 'Filter Labels',
        fields: [
          { path: 'filterLabels.position', label: 'Position' },
          { path: 'filterLabels.team', label: 'Team' },
          { path: 'filterLabels.location', label: 'Location' },
        ],
      },
    ],
  },
];

export const NOT_IMPLEMENTED_TEXT = 'Content editor for this page is not yet implemented.';
