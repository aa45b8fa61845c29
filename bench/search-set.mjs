// The board's search set: the fixed searches `npm run bench` and `npm run bench -- --scale` time,
// each with the total count (a member's board page asks for it), on the bench's import file
// (bench/import-step.mjs writeCsv: twelve teams in nine states, twenty titles, the rare
// "harbormaster" in the 7th job of every 1,000). Documented in docs/performance.md ("The search
// set"); the goal of each is p95 ≤ 30 ms at 100,000 jobs, and at most twice that figure at
// 1,000,000.

/** [name, path, what it stands for]. Every path is a signed-in member's GET. */
export const SEARCH_SET = [
  ['"coach"', '/api/jobs?limit=50&position=coach', 'a common word (6 titles of 20)'],
  ['"analytics"', '/api/jobs?limit=50&position=analytics', 'a word of one title in 20'],
  ['"harbormaster"', '/api/jobs?limit=50&position=harbormaster', 'a rare word (1 job in 1,000)'],
  [
    '"harbormaster" in "tx"',
    '/api/jobs?limit=50&position=harbormaster&location=tx',
    'two terms matching few jobs (1 in 3,000)',
  ],
  [
    '"nutritionist" in "memphis"',
    '/api/jobs?limit=50&position=nutritionist&location=memphis',
    'two terms, each common, together 1 job in 60',
  ],
  ['team', '/api/jobs?limit=50&teamName=orlando%20thunder', 'one team by name (1 job in 12)'],
  ['location', '/api/jobs?limit=50&location=portland', 'a city (1 job in 12)'],
  ['state "tx"', '/api/jobs?limit=50&location=tx', 'a state code (3 teams of 12)'],
  ['"coach" in "oh"', '/api/jobs?limit=50&position=coach&location=oh', 'a word in a state'],
  ['no match', '/api/jobs?limit=50&position=zzzz-nothing', 'a word no job has'],
  ['department', '/api/jobs?limit=50&department=medical', 'one department facet'],
  [
    'employment type',
    '/api/jobs?limit=50&employmentType=internship',
    'one employment type facet (1 title in 20)',
  ],
  ['level', '/api/jobs?limit=50&level=senior', 'one level facet'],
  [
    'every facet',
    '/api/jobs?limit=50&department=coaching&employmentType=full-time&level=senior',
    'the three facets at once',
  ],
  ['facet counts', '/api/jobs/facets?position=coach', 'the facet counts of a search'],
  ['newest', '/api/jobs?limit=50&sort=newest', 'the board, newest first'],
  ['closing soon', '/api/jobs?limit=50&sort=closing', 'the board, soonest to close first'],
  ['deep offset', '/api/jobs?limit=50&offset=2500', 'page 51 of the board'],
];

/** The p95 goal at 100,000 jobs, in ms. */
export const SEARCH_GOAL_MS = 30;
