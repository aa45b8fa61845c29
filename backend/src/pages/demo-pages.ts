import type { FooterSection } from './custom-page.entity';

/**
 * The standard footer pages of a fresh demo board (SEED_DEMO). Real, usable texts: an operator
 * reviews them (names, addresses, the governing law) before going live, and edits them in the CMS.
 */
export interface DemoPage {
  title: string;
  slug: string;
  footerSection: FooterSection;
  footerOrder: string;
  content: string;
}

const SUPPORT_EMAIL = 'support@gridiron-careers.example';

export const DEMO_PAGES: DemoPage[] = [
  {
    title: 'Resume Tips',
    slug: 'resume-tips',
    footerSection: 'job-seekers',
    footerOrder: '1',
    content: `<p>Football organizations read hundreds of applications for every opening. These habits help yours get a second look.</p>
<h2>Lead with results</h2>
<ul>
<li>Put numbers on your work: "cut film breakdown time from 6 to 3 hours a week", "grew group ticket sales 18% in one season".</li>
<li>Name the level you worked at (high school, college division, professional, agency) and your exact role on the staff.</li>
</ul>
<h2>Fit the job you are applying for</h2>
<ul>
<li>Mirror the words of the listing: if it asks for "XOS", "Catapult" or "Salesforce", say so when you have used them.</li>
<li>Keep one page for fewer than ten years of experience, two at most after that.</li>
<li>Move the most relevant role to the top, even when it was not your most recent.</li>
</ul>
<h2>Show you know the game and the business</h2>
<p>Coaching and scouting roles want to see how you teach and evaluate; business roles want to see revenue, audiences and partners. A short "selected projects" section with a link to a portfolio, a cut-up or a dashboard says more than a list of duties.</p>
<h2>Before you send it</h2>
<ul>
<li>Save it as a PDF named with your name and the position.</li>
<li>Check your phone number and email twice.</li>
<li>Ask someone who works in football to read it in two minutes and tell you what they remember.</li>
</ul>`,
  },
  {
    title: 'Post Jobs',
    slug: 'post-jobs',
    footerSection: 'organizations',
    footerOrder: '1',
    content: `<p>Gridiron Careers puts your openings in front of people who want to work in football: coaches, scouts, analysts, athletic trainers, marketers and operations staff.</p>
<h2>How posting works</h2>
<ol>
<li>Send us your openings, one line each: team name, position title, location, the link where candidates apply and the date posted. A spreadsheet exported as CSV is perfect.</li>
<li>We publish them on the board, usually the same business day. Candidates apply on your own site, so your process and your applicant tracking system stay as they are.</li>
<li>Send an updated file whenever openings change: a line with the same application link updates the listing instead of duplicating it.</li>
</ol>
<h2>Featured listings</h2>
<p>A featured listing appears in the slider on the home page and is marked Featured everywhere on the board. Ask us about featuring a hard-to-fill role.</p>
<h2>Get in touch</h2>
<p>Write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> with your organization's name and the roles you are hiring for.</p>`,
  },
  {
    title: 'About Us',
    slug: 'about-us',
    footerSection: 'company',
    footerOrder: '1',
    content: `<p>Gridiron Careers is a job board for careers in American football. Since 2024 we have collected openings from professional teams and the organizations around them in one place, so that people who want to work in the game do not have to search dozens of team websites.</p>
<h2>What you find here</h2>
<ul>
<li>Coaching and player personnel: position coaches, quality control, scouting.</li>
<li>Performance and medicine: athletic training, strength and conditioning, nutrition.</li>
<li>Analytics and technology: data science, video operations, software.</li>
<li>The business of football: ticket and partnership sales, marketing, content, community relations, stadium operations.</li>
</ul>
<h2>How we work</h2>
<p>Every listing links to the organization's own application page: we never ask you to apply through us, and we never charge job seekers. A free account gives you the full board with search by position, team and location.</p>
<h2>Get in touch</h2>
<p>Questions, corrections or a listing that is no longer open? See our <a href="/page/contact">Contact</a> page.</p>`,
  },
  {
    title: 'Contact',
    slug: 'contact',
    footerSection: 'company',
    footerOrder: '2',
    content: `<p>We read every message and answer within two business days.</p>
<h2>Job seekers</h2>
<p>For help with your account, signing in or the newsletter, write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>. Please include the email address you registered with.</p>
<p>Questions about a specific opening (salary, interview schedule, the status of your application) go to the organization that posted it: follow the Apply Now link on the listing.</p>
<h2>Teams and organizations</h2>
<p>To post openings, correct a listing or take one down, write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> from your organization's email address and name the positions concerned.</p>
<h2>Privacy requests</h2>
<p>To see, correct, export or delete the personal data we hold about you, write to the same address with the subject "Privacy request". Our <a href="/page/privacy-policy">Privacy Policy</a> explains what we keep and why.</p>`,
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    footerSection: 'company',
    footerOrder: '3',
    content: `<p>This policy explains what personal data Gridiron Careers collects, why, and what you can do about it.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Your account:</strong> your name, email address and a password, which we store only as a salted one-way hash. We also record when you accepted the terms of service and the newsletter subscription.</li>
<li><strong>Your session:</strong> a single cookie named <code>sid</code> that keeps you signed in. We use no advertising or tracking cookies.</li>
<li><strong>Server logs:</strong> the pages and addresses your browser requests, with its IP address and time, kept for up to 30 days to run and protect the service.</li>
<li><strong>Saved jobs:</strong> the jobs you bookmark, kept with your account until you remove them, the job is deleted or you delete your account.</li>
<li><strong>Job statistics:</strong> for each job and day we count page views (by where they came from: this site, a search engine, an alert email, another site, or directly), clicks on Apply Now and saves. These are totals only: they do not say who viewed or clicked, and no IP address is stored with them. Visits by search-engine robots are not counted. When you apply, the team's site sees that you came from Gridiron Careers (<code>utm_source</code> and <code>utm_medium</code> in its address).</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>To give you access to the job board and keep your account secure (performance of our agreement with you).</li>
<li>To send the sports-technology newsletter you subscribed to when you signed up (your consent, which you can withdraw at any time with the unsubscribe link in every issue).</li>
<li>To detect abuse such as repeated failed sign-in attempts (our legitimate interest in a secure service).</li>
</ul>
<h2>Who else sees it</h2>
<p>We do not sell your data. When you click Apply Now you leave our site for the hiring organization's own page, and whatever you send there is governed by that organization's policy. Our hosting and email providers process data on our behalf under contract.</p>
<h2>How long we keep it</h2>
<p>Your account data is kept while your account exists and deleted within 30 days after you ask us to close it. Logs are deleted after 30 days.</p>
<h2>Your rights</h2>
<p>You can ask to see, correct, export or delete your data, or object to its use, by writing to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>. You may also complain to your data protection authority.</p>
<h2>Changes</h2>
<p>When this policy changes in a way that matters, we will tell registered users by email before the change takes effect.</p>`,
  },
  {
    title: 'Terms of Service',
    slug: 'terms-of-service',
    footerSection: 'company',
    footerOrder: '4',
    content: `<p>These terms govern your use of Gridiron Careers. By creating an account you accept them.</p>
<h2>1. The service</h2>
<p>Gridiron Careers lists job openings in American football that organizations publish or that we collect from their public career pages. We do not employ the people who apply, take part in hiring decisions, or guarantee that a listing is still open, accurate or complete. Applications are made directly to the hiring organization.</p>
<h2>2. Your account</h2>
<ul>
<li>You must be at least 16 years old and give accurate information when you register.</li>
<li>Keep your password to yourself; you are responsible for what happens under your account.</li>
<li>One person, one account. Accounts are personal and may not be shared or sold.</li>
</ul>
<h2>3. The newsletter</h2>
<p>Full access to the job listings comes with a complimentary subscription to our sports-technology newsletter, which you agree to when you sign up. You can unsubscribe at any time; we may then limit your access to the full listings.</p>
<h2>4. Acceptable use</h2>
<p>Do not copy the listings in bulk, scrape the site, try to get around access limits, probe or overload our systems, or use the board to send unsolicited messages. We may suspend accounts that do.</p>
<h2>5. Content</h2>
<p>Listings belong to the organizations that publish them. The design, texts and software of the site belong to us. You may share links to individual listings freely.</p>
<h2>6. Liability</h2>
<p>The service is provided as it is. To the extent the law allows, we are not liable for decisions you make based on a listing, for the conduct of hiring organizations, or for indirect losses. Nothing in these terms limits liability that cannot be limited by law.</p>
<h2>7. Ending your account</h2>
<p>You can close your account at any time by writing to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>. We may close accounts that break these terms.</p>
<h2>8. Changes to these terms</h2>
<p>We will email registered users at least 14 days before a material change. If you keep using the service after the change takes effect, the new terms apply.</p>`,
  },
];
