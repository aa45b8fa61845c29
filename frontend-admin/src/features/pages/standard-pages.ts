import type { FooterSection } from './footer-sections';

/**
 * The standard footer pages of the Page Customization tab. A missing one shows as a dashed
 * suggestion tile; one click creates it with the template below, which the admin then adapts.
 * Browse Jobs is the built-in link to /jobs and is never created as a page.
 */
export interface StandardPage {
  title: string;
  slug: string;
  section: FooterSection;
  description: string;
  /** Absent for built-in links. */
  template?: string;
  href?: string;
}

export const STANDARD_PAGES: StandardPage[] = [
  {
    title: 'Browse Jobs',
    slug: 'jobs',
    section: 'job-seekers',
    description: 'Built-in link to the job board',
    href: '/jobs',
  },
  {
    title: 'Career Resources',
    slug: 'career-resources',
    section: 'job-seekers',
    description: 'Guides for a career in football',
    template: `<h2>Career Resources</h2>
<p>Breaking into professional football takes more than a love of the game. These resources help you find your way into coaching, scouting, analytics, operations and the business side of a team.</p>
<h3>Where to start</h3>
<ul>
<li>Volunteer or intern with a college or high-school program to build references.</li>
<li>Learn the tools teams use: video breakdown software, SQL, Python and spreadsheets.</li>
<li>Attend coaching clinics, analytics conferences and league career fairs.</li>
</ul>
<h3>Keep growing</h3>
<p>Follow the job board weekly: new openings are added as teams post them. Sign up to search every listing.</p>`,
  },
  {
    title: 'Resume Tips',
    slug: 'resume-tips',
    section: 'job-seekers',
    description: 'Make your application stand out',
    template: `<h2>Resume Tips</h2>
<p>Hiring managers in football read hundreds of applications for every opening. Make yours easy to say yes to.</p>
<ul>
<li><strong>Lead with results.</strong> "Built a weekly opponent tendency report used by the defensive staff" beats "Responsible for reports".</li>
<li><strong>Tailor every application.</strong> Mirror the language of the posting and show the skills it asks for.</li>
<li><strong>Keep it to one page</strong> unless you have ten or more years of experience.</li>
<li><strong>List your tools</strong>: film software, data tools, ticketing or CRM systems.</li>
<li><strong>Proofread.</strong> Attention to detail is part of every job in a football organization.</li>
</ul>`,
  },
  {
    title: 'Interview Prep',
    slug: 'interview-prep',
    section: 'job-seekers',
    description: 'Get ready for the interview',
    template: `<h2>Interview Prep</h2>
<p>An interview with a football organization tests your knowledge, your work ethic and how you fit into a staff.</p>
<h3>Before the interview</h3>
<ul>
<li>Study the team: its recent seasons, staff, schemes and community programs.</li>
<li>Prepare examples of work you have done, with the results they produced.</li>
<li>Have questions ready about the role, the staff and how success is measured.</li>
</ul>
<h3>After the interview</h3>
<p>Send a short thank-you note within a day, and restate why you are a good fit.</p>`,
  },
  {
    title: 'Post Jobs',
    slug: 'post-jobs',
    section: 'organizations',
    description: 'How teams list their openings',
    template: `<h2>Post Jobs</h2>
<p>Reach candidates who want to work in football. Teams, leagues and agencies list openings in coaching, scouting, analytics, marketing, operations and the front office.</p>
<h3>How it works</h3>
<ol>
<li>Contact our team with the roles you want to fill.</li>
<li>Send the title, location, description and the link to your application page.</li>
<li>Your listing goes live on the board, usually within one business day.</li>
</ol>
<p>Bulk postings are welcome: we import lists of openings in one step.</p>`,
  },
  {
    title: 'Recruiting Solutions',
    slug: 'recruiting-solutions',
    section: 'organizations',
    description: 'Help for hiring teams',
    template: `<h2>Recruiting Solutions</h2>
<p>Beyond single listings, we help organizations build their hiring pipeline.</p>
<ul>
<li><strong>Featured listings</strong> on the home page for roles you need to fill quickly.</li>
<li><strong>Bulk imports</strong> for seasonal hiring across departments.</li>
<li><strong>Team branding</strong>: your logo on every listing.</li>
</ul>
<p>Contact us to discuss what your organization needs.</p>`,
  },
  {
    title: 'Pricing',
    slug: 'pricing',
    section: 'organizations',
    description: 'Listing options and prices',
    template: `<h2>Pricing</h2>
<p>Simple options for organizations of every size.</p>
<h3>Standard listing</h3>
<p>Your opening on the job board for 30 days, searchable by position, team and location.</p>
<h3>Extended listing</h3>
<p>Your opening on the board for 60 days, for roles that take longer to fill.</p>
<h3>Featured listing</h3>
<p>A standard or extended listing that also appears in the Featured Opportunities on the home page.</p>
<p>Contact us for current prices and volume discounts.</p>`,
  },
  {
    title: 'Success Stories',
    slug: 'success-stories',
    section: 'organizations',
    description: 'Hires made through the board',
    template: `<h2>Success Stories</h2>
<p>Every season, candidates find their next role through this board, and organizations find the people who make them better.</p>
<p>Have you hired or been hired through the board? Tell us your story and we may feature it here.</p>`,
  },
  {
    title: 'About Us',
    slug: 'about-us',
    section: 'company',
    description: 'Who runs the board',
    template: `<h2>About Us</h2>
<p>Your gateway to American football careers. Since 2024 we have collected openings with professional football organizations in one place: coaching, front office, analytics, marketing and operations.</p>
<p>Our goal is simple: make it easier for talented people to find their way into the game, and for teams to find them.</p>`,
  },
  {
    title: 'Contact',
    slug: 'contact',
    section: 'company',
    description: 'How to reach the team',
    template: `<h2>Contact</h2>
<p>Questions about a listing, your account or posting jobs? We are happy to help.</p>
<ul>
<li>Email: <a href="mailto:support@gridiron-careers.example">support@gridiron-careers.example</a></li>
<li>We answer within two business days.</li>
</ul>
<p>For questions about a specific job, please contact the hiring organization through its application link.</p>`,
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    section: 'company',
    description: 'How personal data is handled',
    template: `<h2>Privacy Policy</h2>
<p>This policy explains what personal data we collect and how we use it.</p>
<h3>What we collect</h3>
<ul>
<li>Account data: your name, email address and password (stored only as a secure hash).</li>
<li>Your consent to the newsletter subscription, with the time you gave it.</li>
<li>The jobs you save, until you remove them.</li>
<li>Per job and day: page views, apply clicks and saves, as totals only (no names, no IP addresses; robots not counted).</li>
</ul>
<h3>How we use it</h3>
<p>To run your account, give you access to the job listings and send the newsletter you agreed to. We do not sell personal data.</p>
<h3>Your rights</h3>
<p>You can ask us to export or delete your data at any time by contacting us.</p>`,
  },
  {
    title: 'Terms of Service',
    slug: 'terms-of-service',
    section: 'company',
    description: 'The rules for using the site',
    template: `<h2>Terms of Service</h2>
<p>By creating an account you agree to these terms.</p>
<ul>
<li>A complimentary subscription to our sports-technology newsletter is required for full access to the job listings. You can unsubscribe at any time, which ends that access.</li>
<li>Job listings are provided by the hiring organizations; apply through their links. We are not a party to any hiring decision.</li>
<li>Do not misuse the site: no automated scraping, no false information, no attempts to access other accounts.</li>
</ul>
<p>We may update these terms; the current version is always on this page.</p>`,
  },
];
