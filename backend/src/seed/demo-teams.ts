import type { EmploymentType, Level } from '../jobs/taxonomy/job-taxonomy';
import type { PayUnit, WorkplaceType } from '../jobs/pay/job-pay';

/**
 * Demo data for an empty embedded database (SEED_DEMO). The teams are fictional, so a demo board
 * never presents invented openings as a real club's; apply links point at example.com.
 */
export interface DemoTeam {
  name: string;
  level: string;
  location: string;
}

export const DEMO_TEAMS: DemoTeam[] = [
  { name: 'Austin Armadillos', level: 'Professional', location: 'Austin, TX' },
  { name: 'Portland Lumberjacks', level: 'Professional', location: 'Portland, OR' },
  { name: 'San Antonio Missions', level: 'Professional', location: 'San Antonio, TX' },
  { name: 'Columbus Aviators', level: 'Professional', location: 'Columbus, OH' },
  { name: 'Salt Lake Summit', level: 'Professional', location: 'Salt Lake City, UT' },
  { name: 'Orlando Thunder', level: 'Professional', location: 'Orlando, FL' },
  { name: 'St. Louis Riverhawks', level: 'Professional', location: 'St. Louis, MO' },
  { name: 'Oklahoma City Outlaws', level: 'Professional', location: 'Oklahoma City, OK' },
  { name: 'Sacramento Gold Rush', level: 'Professional', location: 'Sacramento, CA' },
  { name: 'Birmingham Ironmen', level: 'Professional', location: 'Birmingham, AL' },
];

export interface DemoJob {
  team: string;
  title: string;
  /** Days before the seed ran. */
  postedDaysAgo: number;
  featured?: boolean;
  description: string;
  /** Employment type and level (decision 0070); full time and unknown level when absent. */
  employmentType?: EmploymentType;
  level?: Level;
}

export const DEMO_JOBS: DemoJob[] = [
  {
    team: 'Austin Armadillos',
    title: 'Assistant Defensive Line Coach',
    postedDaysAgo: 0,
    featured: true,
    description:
      'Coach the defensive line through practice, film study and game days. You will build individual development plans, install weekly pass-rush plans with the coordinator and grade every snap. Five or more years coaching linemen at the college or professional level.',
  },
  {
    team: 'Austin Armadillos',
    title: 'Football Data Scientist',
    postedDaysAgo: 2,
    featured: true,
    description:
      'Build models from player-tracking and charting data that answer the questions coaches and scouts ask every week: fourth-down decisions, personnel matchups and injury risk. Python or R, SQL, and a portfolio of sports or applied statistics work.',
  },
  {
    team: 'Austin Armadillos',
    title: 'Ticket Sales Account Executive',
    postedDaysAgo: 12,
    description:
      'Grow season-ticket and group sales through outbound calls, stadium tours and community events. Uncapped commission, CRM training and a clear path to premium sales.',
  },
  {
    team: 'Portland Lumberjacks',
    title: 'Head Athletic Trainer',
    postedDaysAgo: 1,
    featured: true,
    description:
      'Lead the athletic training staff: injury prevention, treatment, return-to-play protocols and coordination with team physicians. NATA BOC certification and state licensure required; professional or Division I experience preferred.',
  },
  {
    team: 'Portland Lumberjacks',
    title: 'Digital Content Producer',
    postedDaysAgo: 5,
    description:
      'Shoot, edit and publish short-form video for social platforms on a game-week cadence. Strong storytelling, Premiere or Final Cut, and the ability to turn around content within an hour of the final whistle.',
  },
  {
    team: 'Portland Lumberjacks',
    title: 'Equipment Assistant',
    postedDaysAgo: 20,
    description:
      'Prepare practice and game equipment, maintain helmets and pads to safety standards, and travel with the team on road trips. Early mornings, late nights and a love of the game.',
  },
  {
    team: 'San Antonio Missions',
    title: 'Pro Scout',
    postedDaysAgo: 3,
    featured: true,
    description:
      'Evaluate professional players across the league for free agency and trades. Write clear, decisive reports, attend games on the road and present to the general manager. Prior scouting or coaching experience required.',
  },
  {
    team: 'San Antonio Missions',
    title: 'Community Relations Coordinator',
    postedDaysAgo: 9,
    description:
      'Plan player appearances, youth football clinics and charity partnerships across South Texas. Bilingual English/Spanish strongly preferred.',
  },
  {
    team: 'San Antonio Missions',
    title: 'Strength and Conditioning Coordinator',
    postedDaysAgo: 33,
    description:
      'Design and run year-round strength, speed and conditioning programs with the sports science staff. CSCS required; experience with GPS load monitoring a plus.',
  },
  {
    team: 'Columbus Aviators',
    title: 'Offensive Quality Control Coach',
    postedDaysAgo: 4,
    description:
      'Break down opponent defenses, build the weekly scouting report and call sheet, and assist position coaches in meetings. An entry point into a professional coaching staff for a tireless film grinder.',
  },
  {
    team: 'Columbus Aviators',
    title: 'Director of Partnership Marketing',
    postedDaysAgo: 15,
    description:
      'Own activation for the club’s corporate partners: stadium signage, digital campaigns and game-day experiences. Seven years of sponsorship or agency experience.',
  },
  {
    team: 'Columbus Aviators',
    title: 'Video Operations Assistant',
    postedDaysAgo: 6,
    description:
      'Film practices from the lift, manage the video library and support coaches with cut-ups on demand. Experience with XOS or Catapult Vision preferred.',
  },
  {
    team: 'Salt Lake Summit',
    title: 'Salary Cap Analyst',
    postedDaysAgo: 7,
    description:
      'Model contracts, track the cap position in real time and prepare scenarios for negotiations. Deep knowledge of the collective bargaining agreement and strong spreadsheet skills.',
  },
  {
    team: 'Salt Lake Summit',
    title: 'Team Nutritionist',
    postedDaysAgo: 18,
    description:
      'Plan fueling strategies for training camp, travel and recovery; work with the chef on team meals and counsel players one on one. Registered Dietitian with CSSD preferred.',
  },
  {
    team: 'Salt Lake Summit',
    title: 'Stadium Operations Manager',
    postedDaysAgo: 26,
    description:
      'Run event-day operations for 60,000 guests: staffing, security coordination, concessions logistics and post-event turnover.',
  },
  {
    team: 'Orlando Thunder',
    title: 'Linebackers Coach',
    postedDaysAgo: 2,
    description:
      'Teach technique, fits and coverage drops to the linebacker room and help game-plan third-down packages. Playing or coaching experience at the position required.',
  },
  {
    team: 'Orlando Thunder',
    title: 'Social Media Manager',
    postedDaysAgo: 10,
    description:
      'Run the club’s voice on every social platform, grow engagement and work hand in hand with the content studio and partnership team.',
  },
  {
    team: 'Orlando Thunder',
    title: 'Premium Seating Sales Manager',
    postedDaysAgo: 41,
    description:
      'Sell suites and club seats to businesses across Central Florida and keep renewal rates high. Proven record in B2B sales.',
  },
  {
    team: 'St. Louis Riverhawks',
    title: 'College Scout – Southeast Region',
    postedDaysAgo: 1,
    description:
      'Cover SEC and ACC programs during the season, attend all-star games and write draft reports. Heavy travel; a vehicle allowance is provided.',
  },
  {
    team: 'St. Louis Riverhawks',
    title: 'Football Analytics Intern',
    postedDaysAgo: 8,
    description:
      'A paid season-long internship building dashboards and charting opponent tendencies for the analytics department. Students in statistics, computer science or economics welcome.',
  },
  {
    team: 'St. Louis Riverhawks',
    title: 'Player Engagement Director',
    postedDaysAgo: 22,
    description:
      'Support players through transition, continuing education, financial literacy and mental health resources. A background in counselling or player development.',
  },
  {
    team: 'Oklahoma City Outlaws',
    title: 'Special Teams Coordinator',
    postedDaysAgo: 5,
    description:
      'Lead all phases of special teams, from roster construction to game-day calls. Professional coordinator or assistant experience required.',
  },
  {
    team: 'Oklahoma City Outlaws',
    title: 'Software Engineer, Football Systems',
    postedDaysAgo: 11,
    description:
      'Build the internal tools scouts and coaches use daily: evaluation databases, video tagging and roster planning. TypeScript, SQL and a product mindset.',
  },
  {
    team: 'Oklahoma City Outlaws',
    title: 'Public Relations Coordinator',
    postedDaysAgo: 29,
    description:
      'Prepare game notes, manage media requests and staff press conferences. Strong AP-style writing and calm under deadline pressure.',
  },
  {
    team: 'Sacramento Gold Rush',
    title: 'Assistant General Manager',
    postedDaysAgo: 3,
    featured: true,
    description:
      'Partner with the general manager on roster strategy, contract negotiations and the scouting calendar. Ten years in football operations, including personnel leadership.',
  },
  {
    team: 'Sacramento Gold Rush',
    title: 'Team Physician (Orthopaedics)',
    postedDaysAgo: 14,
    description:
      'Provide orthopaedic care to players in season and out, attend home and away games and lead surgical decisions with the medical staff. Board-certified orthopaedic surgeon.',
  },
  {
    team: 'Sacramento Gold Rush',
    title: 'Ticket Operations Specialist',
    postedDaysAgo: 45,
    description:
      'Manage ticket inventory, resale integrations and the box office on game days. Ticketmaster Host experience preferred.',
  },
  {
    team: 'Birmingham Ironmen',
    title: 'Running Backs Coach',
    postedDaysAgo: 6,
    description:
      'Develop the running back room in pass protection, ball security and the run game. Five years of coaching experience.',
  },
  {
    team: 'Birmingham Ironmen',
    title: 'Marketing Coordinator',
    postedDaysAgo: 16,
    description:
      'Coordinate campaigns for ticket sales, promotions and in-stadium entertainment, from brief to report.',
  },
  {
    team: 'Birmingham Ironmen',
    title: 'Operations Intern',
    postedDaysAgo: 37,
    description:
      'Support football operations with travel planning, practice logistics and player services during training camp and the season.',
  },
];

/** Employment type and level of the demo jobs by title, so the board's facets have variety. */
const DEMO_CLASSIFICATION: Record<string, [EmploymentType, Level]> = {
  'Assistant Defensive Line Coach': ['full-time', 'mid'],
  'Football Data Scientist': ['full-time', 'mid'],
  'Ticket Sales Account Executive': ['full-time', 'entry'],
  'Head Athletic Trainer': ['full-time', 'senior'],
  'Digital Content Producer': ['full-time', 'mid'],
  'Equipment Assistant': ['seasonal', 'entry'],
  'Pro Scout': ['full-time', 'mid'],
  'Community Relations Coordinator': ['full-time', 'entry'],
  'Strength and Conditioning Coordinator': ['full-time', 'senior'],
  'Offensive Quality Control Coach': ['full-time', 'entry'],
  'Director of Partnership Marketing': ['full-time', 'executive'],
  'Video Operations Assistant': ['seasonal', 'entry'],
  'Salary Cap Analyst': ['full-time', 'mid'],
  'Team Nutritionist': ['part-time', 'mid'],
  'Stadium Operations Manager': ['full-time', 'senior'],
  'Linebackers Coach': ['full-time', 'senior'],
  'Social Media Manager': ['full-time', 'mid'],
  'Premium Seating Sales Manager': ['full-time', 'senior'],
  'College Scout – Southeast Region': ['contract', 'mid'],
  'Football Analytics Intern': ['internship', 'entry'],
  'Player Engagement Director': ['full-time', 'executive'],
  'Special Teams Coordinator': ['full-time', 'senior'],
  'Software Engineer, Football Systems': ['full-time', 'mid'],
  'Public Relations Coordinator': ['full-time', 'entry'],
  'Assistant General Manager': ['full-time', 'executive'],
  'Team Physician (Orthopaedics)': ['contract', 'senior'],
  'Ticket Operations Specialist': ['part-time', 'entry'],
  'Running Backs Coach': ['full-time', 'senior'],
  'Marketing Coordinator': ['full-time', 'entry'],
  'Operations Intern': ['internship', 'entry'],
};
for (const job of DEMO_JOBS) {
  const [employmentType, level] = DEMO_CLASSIFICATION[job.title] ?? [];
  job.employmentType ??= employmentType;
  job.level ??= level;
}

/** Demo pay and workplace by job title: realistic ranges, a few hybrid and remote jobs. */
export interface DemoPay {
  min: number;
  max: number;
  unit: PayUnit;
  workplace?: WorkplaceType;
  /** Remote jobs: US state codes where applicants may live (the whole US when absent). */
  regions?: string[];
}

export const DEMO_PAY: Record<string, DemoPay> = {
  'Assistant Defensive Line Coach': { min: 90_000, max: 140_000, unit: 'year' },
  'Football Data Scientist': { min: 110_000, max: 150_000, unit: 'year', workplace: 'hybrid' },
  'Ticket Sales Account Executive': { min: 45_000, max: 55_000, unit: 'year' },
  'Head Athletic Trainer': { min: 95_000, max: 130_000, unit: 'year' },
  'Digital Content Producer': { min: 55_000, max: 70_000, unit: 'year', workplace: 'hybrid' },
  'Equipment Assistant': { min: 18, max: 22, unit: 'hour' },
  'Pro Scout': { min: 75_000, max: 110_000, unit: 'year', workplace: 'remote' },
  'Community Relations Coordinator': { min: 48_000, max: 58_000, unit: 'year' },
  'Strength and Conditioning Coordinator': { min: 85_000, max: 120_000, unit: 'year' },
  'Offensive Quality Control Coach': { min: 50_000, max: 65_000, unit: 'year' },
  'Director of Partnership Marketing': {
    min: 130_000,
    max: 170_000,
    unit: 'year',
    workplace: 'hybrid',
  },
  'Video Operations Assistant': { min: 20, max: 24, unit: 'hour' },
  'Salary Cap Analyst': { min: 85_000, max: 115_000, unit: 'year', workplace: 'hybrid' },
  'Stadium Operations Manager': { min: 75_000, max: 95_000, unit: 'year' },
  'Social Media Manager': {
    min: 60_000,
    max: 80_000,
    unit: 'year',
    workplace: 'remote',
    regions: ['CA', 'OR', 'WA'],
  },
  'Premium Seating Sales Manager': { min: 70_000, max: 90_000, unit: 'year' },
  'College Scout – Southeast Region': {
    min: 65_000,
    max: 85_000,
    unit: 'year',
    workplace: 'remote',
    regions: ['AL', 'FL', 'GA', 'MS', 'TN'],
  },
  'Football Analytics Intern': { min: 22, max: 25, unit: 'hour', workplace: 'hybrid' },
  'Special Teams Coordinator': { min: 250_000, max: 400_000, unit: 'year' },
  'Software Engineer, Football Systems': {
    min: 120_000,
    max: 165_000,
    unit: 'year',
    workplace: 'remote',
  },
  'Public Relations Coordinator': { min: 50_000, max: 62_000, unit: 'year' },
  'Ticket Operations Specialist': { min: 45_000, max: 52_000, unit: 'year' },
  'Running Backs Coach': { min: 120_000, max: 180_000, unit: 'year' },
  'Marketing Coordinator': { min: 4_300, max: 5_000, unit: 'month', workplace: 'hybrid' },
  'Operations Intern': { min: 700, max: 800, unit: 'week' },
};

/** A demo team's website (the JobPosting's hiringOrganization.sameAs). */
export const demoTeamWebsite = (name: string) =>
  `https://www.example.com/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
