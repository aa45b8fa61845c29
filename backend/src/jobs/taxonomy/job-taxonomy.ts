/**
 * The football taxonomy of a job (decision 0070): department, employment type and level. Values
 * are stored as short slugs (varchar columns validated here, not database enums, so both drivers
 * behave the same); the labels are what people read and may also be written in a CSV file.
 */

export interface TaxonomyOption<T extends string = string> {
  value: T;
  label: string;
}

export const DEPARTMENTS = [
  { value: 'coaching', label: 'Coaching' },
  { value: 'scouting', label: 'Scouting & Player Personnel' },
  { value: 'analytics', label: 'Analytics & Technology' },
  { value: 'business', label: 'Business Operations & Front Office' },
  { value: 'marketing', label: 'Marketing, Communications & Media' },
  { value: 'sales', label: 'Ticketing, Sales & Partnerships' },
  { value: 'football-operations', label: 'Football Operations & Equipment' },
  { value: 'medical', label: 'Medical, Performance & Nutrition' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly TaxonomyOption[];

export const EMPLOYMENT_TYPES = [
  { value: 'full-time', label: 'Full time' },
  { value: 'part-time', label: 'Part time' },
  { value: 'internship', label: 'Internship' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'contract', label: 'Contract' },
] as const satisfies readonly TaxonomyOption[];

export const LEVELS = [
  { value: 'entry', label: 'Entry' },
  { value: 'mid', label: 'Mid' },
  { value: 'senior', label: 'Senior' },
  { value: 'executive', label: 'Executive' },
] as const satisfies readonly TaxonomyOption[];

export type Department = (typeof DEPARTMENTS)[number]['value'];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number]['value'];
export type Level = (typeof LEVELS)[number]['value'];

export const DEPARTMENT_VALUES = DEPARTMENTS.map((d) => d.value) as Department[];
export const EMPLOYMENT_TYPE_VALUES = EMPLOYMENT_TYPES.map((t) => t.value) as EmploymentType[];
export const LEVEL_VALUES = LEVELS.map((l) => l.value) as Level[];

/** "Scouting & Player Personnel", "scouting and player personnel" and "scouting" compare equal. */
const squash = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '');

function lookup<T extends string>(
  options: readonly TaxonomyOption<T>[],
  aliases: Record<string, T> = {},
): (text: string) => T | undefined {
  const map = new Map<string, T>();
  for (const o of options) {
    map.set(squash(o.value), o.value);
    map.set(squash(o.label), o.value);
  }
  for (const [alias, value] of Object.entries(aliases)) map.set(squash(alias), value);
  return (text) => map.get(squash(text));
}

/** A slug or a human label (any case, `&` or "and", spaces or hyphens) to its slug. */
export const parseDepartment = lookup<Department>(DEPARTMENTS, {
  'front office': 'business',
  'business operations': 'business',
  'scouting and player personnel': 'scouting',
  'player personnel': 'scouting',
  'analytics and technology': 'analytics',
  technology: 'analytics',
  'marketing communications and media': 'marketing',
  media: 'marketing',
  communications: 'marketing',
  'ticketing sales and partnerships': 'sales',
  ticketing: 'sales',
  partnerships: 'sales',
  'football operations and equipment': 'football-operations',
  equipment: 'football-operations',
  'medical performance and nutrition': 'medical',
  'sports medicine': 'medical',
});
export const parseEmploymentType = lookup<EmploymentType>(EMPLOYMENT_TYPES, {
  fulltime: 'full-time',
  parttime: 'part-time',
  intern: 'internship',
  temporary: 'seasonal',
  contractor: 'contract',
  freelance: 'contract',
});
export const parseLevel = lookup<Level>(LEVELS, {
  'entry level': 'entry',
  junior: 'entry',
  'mid level': 'mid',
  intermediate: 'mid',
  'senior level': 'senior',
  exec: 'executive',
});

const labelOf = new Map<string, string>(
  [...DEPARTMENTS, ...EMPLOYMENT_TYPES, ...LEVELS].map((o) => [o.value, o.label]),
);

/** The label of a department, employment type or level slug. */
export function taxonomyLabel(value: string): string {
  return labelOf.get(value) ?? value;
}

/**
 * The department keyword table, read top to bottom: the first row with a keyword found in the
 * title (whole words, case-insensitive) wins. Order matters: "Video Coordinator" is football
 * operations before "coordinator" could make it coaching; "Athletic Trainer" is medical before
 * "trainer" is anything else; "Marketing Analyst" is marketing because marketing is checked before
 * analytics. Documented in docs/decisions/0070-football-taxonomy.md; keep the two in step.
 */
export const DEPARTMENT_KEYWORDS: ReadonlyArray<readonly [Department, readonly string[]]> = [
  [
    'medical',
    [
      'athletic trainer',
      'physician',
      'doctor',
      'physical therapist',
      'physiotherapist',
      'nutritionist',
      'dietitian',
      'sports science',
      'sports scientist',
      'strength and conditioning',
      'strength',
      'conditioning',
      'sports performance',
      'performance coach',
      'rehab',
      'rehabilitation',
      'medical',
      'massage therapist',
      'chiropractor',
      'mental health',
      'team psychologist',
    ],
  ],
  [
    'football-operations',
    [
      'equipment',
      'video',
      'football operations',
      'team operations',
      'player engagement',
      'player development',
      'player care',
      'travel',
      'logistics',
      'groundskeeper',
      'field operations',
    ],
  ],
  [
    'scouting',
    [
      'scout',
      'scouting',
      'player personnel',
      'personnel',
      'college scouting',
      'pro scouting',
      'draft',
    ],
  ],
  [
    'coaching',
    [
      'coach',
      'coaches',
      'coaching',
      'coordinator of offense',
      'offensive coordinator',
      'defensive coordinator',
      'special teams coordinator',
      'quality control',
      'quarterbacks',
      'running backs',
      'wide receivers',
      'tight ends',
      'offensive line',
      'defensive line',
      'linebackers',
      'defensive backs',
      'secondary',
      'head coach',
    ],
  ],
  [
    'sales',
    [
      'ticket',
      'ticketing',
      'tickets',
      'sales',
      'account executive',
      'premium seating',
      'suites',
      'season ticket',
      'partnership',
      'partnerships',
      'sponsorship',
      'sponsorships',
      'corporate partnerships',
      'business development',
      'box office',
      'hospitality',
    ],
  ],
  [
    'marketing',
    [
      'marketing',
      'brand',
      'social media',
      'digital content',
      'content',
      'communications',
      'public relations',
      'media relations',
      'media',
      'broadcast',
      'producer',
      'photographer',
      'videographer',
      'editor',
      'writer',
      'graphic designer',
      'designer',
      'creative',
      'community relations',
      'community',
      'fan engagement',
      'events',
      'game presentation',
    ],
  ],
  [
    'analytics',
    [
      'analytics',
      'data',
      'data scientist',
      'data engineer',
      'software',
      'engineer',
      'developer',
      'programmer',
      'technology',
      'it',
      'information technology',
      'systems',
      'machine learning',
      'statistician',
      'research',
      'quantitative',
      'salary cap',
      'cap analyst',
      'analyst',
    ],
  ],
  [
    'business',
    [
      'general manager',
      'president',
      'vice president',
      'chief',
      'ceo',
      'cfo',
      'coo',
      'finance',
      'financial',
      'accountant',
      'accounting',
      'payroll',
      'legal',
      'counsel',
      'attorney',
      'human resources',
      'hr',
      'recruiter',
      'talent acquisition',
      'administrative',
      'administrator',
      'executive assistant',
      'office manager',
      'operations manager',
      'business operations',
      'front office',
      'procurement',
      'compliance',
      'stadium',
      'venue',
      'facilities',
      'security',
      'operations',
    ],
  ],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each row as one regular expression of whole-word alternatives ("it" never matches "digital"). */
const DEPARTMENT_MATCHERS: ReadonlyArray<readonly [Department, RegExp]> = DEPARTMENT_KEYWORDS.map(
  ([department, keywords]) =>
    [
      department,
      new RegExp(
        `(?:^|[^a-z0-9])(?:${keywords.map((k) => escapeRegExp(k).replace(/ /g, '\\s+')).join('|')})(?=$|[^a-z0-9])`,
      ),
    ] as const,
);

function firstMatch(text: string): Department | undefined {
  return DEPARTMENT_MATCHERS.find(([, matcher]) => matcher.test(text))?.[0];
}

/**
 * The department a job title suggests, or `other`. The role itself comes first: the part of the
 * title before a comma, dash or parenthesis is matched alone ("Software Engineer, Scouting
 * Platform" is analytics, not scouting), then the whole title. Within a text the first matching
 * row of DEPARTMENT_KEYWORDS wins. "&" reads as "and".
 */
export function inferDepartment(title: string): Department {
  const text = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ');
  const role = text.split(/,|\s[-\u2013\u2014]\s|\(|\//)[0];
  return firstMatch(role) ?? firstMatch(text) ?? 'other';
}
