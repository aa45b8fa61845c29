/**
 * The department a job's title suggests (decision 0070): a keyword table read top to bottom, used
 * when a job is written without a department (the CSV import, the feeds, the demo data and the
 * migration that classified the jobs kept from before the column).
 */
import type { Department } from './job-taxonomy';

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
