import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobListing } from '../src/jobs/board/job-listing.entity';
import { Job } from '../src/jobs/job.entity';
import { annualPayUsd, type PayUnit, type WorkplaceType } from '../src/jobs/pay/job-pay';
import { TeamLogo } from '../src/team-logos/team-logo.entity';
import { Team } from '../src/teams/team.entity';
import { signInAsAdmin, signUp, SignedIn } from './auth-helpers';
import { createTestApp, TEST_MODE } from './harness';
import { insertJobs } from './job-factory';
import { jobPostingProblems, jsonLdOf } from './job-posting-rules';
import { shellDir } from './shell-fixture';

const SITE = 'https://careers.example.com';
const HEADER = 'team_name,position_title,location,apply_url,date_posted';

interface Listed {
  id: string;
  pay?: { min: number | null; max: number | null; currency: string; unit: PayUnit };
  workplaceType: WorkplaceType | null;
  remoteRegions: string[];
}

describe(`pay ranges and workplace types (${TEST_MODE})`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: SignedIn;
  let member: SignedIn;
  let ds: DataSource;

  const clear = async () => {
    await admin.agent.delete('/api/admin/jobs/clear-all').expect(200);
    await ds.createQueryBuilder().delete().from(TeamLogo).execute();
    await ds.createQueryBuilder().delete().from(Team).execute();
  };
  const upload = (csv: string) =>
    admin.agent.post('/api/admin/upload-csv').attach('csvFile', Buffer.from(csv), 'jobs.csv');
  const byUrl = (applyUrl: string) => ds.getRepository(Job).findOneByOrFail({ applyUrl });

  beforeAll(async () => {
    t = await createTestApp({ SHELL_DIST_DIR: shellDir(), PUBLIC_URL: SITE });
    ds = t.app.get(DataSource);
    admin = await signInAsAdmin(t.app, t.server);
    member = await signUp(t.server);
  });
  afterAll(() => t.close());
  beforeEach(() => clear());

  describe('CSV import', () => {
    it('reads ranges in their columns or as one salary text, and workplace labels', async () => {
      const csv =
        `${HEADER},salary,Min Salary,salary_max,currency,pay period,workplace,remote_regions\n` +
        'Austin Armadillos,Coach,"Austin, TX",https://jobs.example.com/a,2026-11-01,"$60,000 - $75,000 per year",,,,,On-site,\n' +
        'Austin Armadillos,Scout,"Austin, TX",https://jobs.example.com/b,2026-11-01,,25.5,30,usd,hourly,Remote,"TX, Oklahoma"\n' +
        'Austin Armadillos,Analyst,"Austin, TX",https://jobs.example.com/c,2026-11-01,€4K–€5K a month,,,,,hybrid,\n' +
        'Austin Armadillos,Trainer,"Austin, TX",https://jobs.example.com/d,2026-11-01,,,,,,remote,\n';
      const res = await upload(csv).expect(200);
      expect(res.body).toMatchObject({ inserted: 4, skipped: 0, errors: [] });
      expect(await byUrl('https://jobs.example.com/a')).toMatchObject({
        salaryMin: 60000,
        salaryMax: 75000,
        salaryCurrency: 'USD',
        salaryUnit: 'year',
        payAnnualUsd: 75000,
        workplaceType: 'on-site',
        remoteRegions: null,
      });
      expect(await byUrl('https://jobs.example.com/b')).toMatchObject({
        salaryMin: 25.5,
        salaryMax: 30,
        salaryUnit: 'hour',
        payAnnualUsd: 62400,
        workplaceType: 'remote',
        remoteRegions: 'OK,TX',
      });
      expect(await byUrl('https://jobs.example.com/c')).toMatchObject({
        salaryCurrency: 'EUR',
        salaryUnit: 'month',
        payAnnualUsd: null,
      });
      expect(await byUrl('https://jobs.example.com/d')).toMatchObject({
        salaryUnit: null,
        remoteRegions: 'US',
      });
      // The board's copy carries what it filters and sorts on.
      const listing = await ds.getRepository(JobListing).findOneByOrFail({
        id: (await byUrl('https://jobs.example.com/b')).id,
      });
      expect(listing).toMatchObject({
        salaryUnit: 'hour',
        payAnnualUsd: 62400,
        workplaceType: 'remote',
      });
    });

    it('reports bad pay and workplace cells as row errors and imports the good rows', async () => {
      const csv =
        `${HEADER},salary,salary_min,salary_max,salary_currency,salary_unit,workplace_type,remote_regions\n` +
        'A Team,Good,"Austin, TX",https://jobs.example.com/ok,2026-11-01,$50K - $60K,,,,,,\n' +
        'A Team,Bad1,"Austin, TX",https://jobs.example.com/1,2026-11-01,competitive,,,,,,\n' +
        'A Team,Bad2,"Austin, TX",https://jobs.example.com/2,2026-11-01,,80000,60000,,,,\n' +
        'A Team,Bad3,"Austin, TX",https://jobs.example.com/3,2026-11-01,,25,,,,,\n' +
        'A Team,Bad4,"Austin, TX",https://jobs.example.com/4,2026-11-01,,60000,,dollars,fortnight,,\n' +
        'A Team,Bad5,"Austin, TX",https://jobs.example.com/5,2026-11-01,,,,,,sometimes,\n' +
        'A Team,Bad6,"Austin, TX",https://jobs.example.com/6,2026-11-01,,,,,,on-site,TX\n' +
        'A Team,Bad7,"Austin, TX",https://jobs.example.com/7,2026-11-01,,,,,,remote,Canada\n' +
        'A Team,Bad8,"Austin, TX",https://jobs.example.com/8,2026-11-01,,-5,,,year,,\n';
      const res = await upload(csv).expect(200);
      expect(res.body).toMatchObject({ inserted: 1, skipped: 8 });
      const messages = (res.body.errors as Array<{ line: number; message: string }>).map(
        (e) => `${e.line}: ${e.message}`,
      );
      expect(messages).toEqual([
        expect.stringMatching(/^3: .*salary "competitive" is not a pay range/),
        expect.stringMatching(/^4: .*salary_max is below salary_min/),
        expect.stringMatching(/^5: .*salary_unit is required/),
        expect.stringMatching(/^6: .*salary_currency "dollars".*salary_unit "fortnight"/),
        expect.stringMatching(/^7: .*workplace_type "sometimes"/),
        expect.stringMatching(/^8: .*remote_regions is only for remote jobs/),
        expect.stringMatching(/^9: .*"Canada" is not the US or a US state/),
        expect.stringMatching(/^10: .*salary_min "-5"/),
      ]);
    });

    it('keeps pay and workplace on a re-import that does not give them, replaces them when it does', async () => {
      await upload(
        `${HEADER},salary,workplace_type\n` +
          'A Team,Coach,"Austin, TX",https://jobs.example.com/k,2026-11-01,$70K - $90K a year,hybrid\n',
      ).expect(200);
      await upload(
        `${HEADER}\nA Team,Coach II,"Austin, TX",https://jobs.example.com/k,2026-11-01\n`,
      );
      expect(await byUrl('https://jobs.example.com/k')).toMatchObject({
        positionTitle: 'Coach II',
        salaryMax: 90000,
        payAnnualUsd: 90000,
        workplaceType: 'hybrid',
      });
      await upload(
        `${HEADER},salary_max,salary_unit\nA Team,Coach II,"Austin, TX",https://jobs.example.com/k,2026-11-01,50,hour\n`,
      );
      expect(await byUrl('https://jobs.example.com/k')).toMatchObject({
        salaryMin: null,
        salaryMax: 50,
        salaryUnit: 'hour',
        payAnnualUsd: 104000,
      });
    });
  });

  describe('the board: filters, facet counts and the order against brute force', () => {
    const units: PayUnit[] = ['hour', 'day', 'week', 'month', 'year'];
    const workplaces: Array<WorkplaceType | null> = ['on-site', 'hybrid', 'remote', null];
    let jobs: Job[];

    beforeEach(async () => {
      // A fixed pseudo-random mix: some without pay, some in euros, every unit and workplace.
      let seed = 7;
      const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
      jobs = await insertJobs(
        t.app,
        Array.from({ length: 60 }, (_, i) => {
          const unit = units[next(units.length)];
          const hasPay = next(4) !== 0;
          const base = { hour: 20, day: 180, week: 900, month: 4000, year: 50000 }[unit];
          const min = Math.round(base * (1 + next(100) / 50));
          const max = next(3) === 0 ? null : min + Math.round(base * (next(50) / 50));
          const workplaceType = workplaces[next(workplaces.length)];
          return {
            positionTitle: `Job ${i}`,
            department: i % 2 ? 'coaching' : 'analytics',
            salaryMin: hasPay ? min : null,
            salaryMax: hasPay ? max : null,
            salaryCurrency: hasPay ? (next(6) === 0 ? 'EUR' : 'USD') : null,
            salaryUnit: hasPay ? unit : null,
            workplaceType,
            remoteRegions: workplaceType === 'remote' ? 'US' : null,
          };
        }),
      );
    });

    const annual = (job: Job) => annualPayUsd(job);
    const board = async (query: Record<string, string | number | boolean>) => {
      const res = await member.agent
        .get('/api/jobs')
        .query({ limit: 200, ...query })
        .expect(200);
      return {
        ids: res.body.map((j: Listed) => j.id) as string[],
        total: res.headers['x-total-count'],
      };
    };
    const newest = (a: Job, b: Job) =>
      b.datePosted.getTime() - a.datePosted.getTime() || (b.id < a.id ? -1 : 1);

    it.each<[string, Record<string, string | number | boolean>, (j: Job) => boolean]>([
      ['pay listed', { payListed: true }, (j) => j.salaryUnit !== null],
      ['pay not required', { payListed: false }, () => true],
      ['minimum pay', { minPay: 80000 }, (j) => (annual(j) ?? 0) >= 80000],
      [
        'remote or hybrid with pay',
        { workplaceType: 'remote,hybrid', payListed: true },
        (j) => ['remote', 'hybrid'].includes(j.workplaceType ?? '') && j.salaryUnit !== null,
      ],
      [
        'coaching, on-site, at least 60,000',
        { department: 'coaching', workplaceType: 'on-site', minPay: 60000 },
        (j) =>
          j.department === 'coaching' && j.workplaceType === 'on-site' && (annual(j) ?? 0) >= 60000,
      ],
    ])('filters by %s', async (_name, query, match) => {
      const expected = jobs
        .filter(match)
        .sort(newest)
        .map((j) => j.id);
      const got = await board(query);
      expect(got.ids).toEqual(expected);
      expect(got.total).toBe(String(expected.length));
    });

    it('orders by highest pay: comparable yearly pay first, then the rest newest first', async () => {
      const expected = [...jobs]
        .sort((a, b) => (annual(b) ?? -1) - (annual(a) ?? -1) || newest(a, b))
        .map((j) => j.id);
      expect((await board({ sort: 'pay' })).ids).toEqual(expected);
      const page = await board({ sort: 'pay', limit: 5, offset: 5 });
      expect(page.ids).toEqual(expected.slice(5, 10));
      expect(page.total).toBe(String(jobs.length));
    });

    it('counts the workplace facet with every other filter applied', async () => {
      for (const query of [
        {},
        { payListed: true },
        { minPay: 70000, department: 'coaching' },
        { workplaceType: 'remote', payListed: true },
      ] as Array<Record<string, string | number | boolean>>) {
        const res = await member.agent.get('/api/jobs/facets').query(query).expect(200);
        const base = jobs.filter(
          (j) =>
            (!query.payListed || j.salaryUnit !== null) &&
            (!query.minPay || (annual(j) ?? 0) >= Number(query.minPay)) &&
            (!query.department || j.department === query.department),
        );
        const counts = Object.fromEntries(
          (res.body.workplaceType as Array<{ value: string; count: number }>).map((o) => [
            o.value,
            o.count,
          ]),
        );
        expect(counts).toEqual({
          'on-site': base.filter((j) => j.workplaceType === 'on-site').length,
          hybrid: base.filter((j) => j.workplaceType === 'hybrid').length,
          remote: base.filter((j) => j.workplaceType === 'remote').length,
        });
        const chosen = query.workplaceType
          ? base.filter((j) => j.workplaceType === query.workplaceType)
          : base;
        expect(res.body.total).toBe(chosen.length);
      }
    });

    it('refuses bad pay filters with a 400 naming them', async () => {
      for (const [query, message] of [
        [{ minPay: 'lots' }, /minPay must be a whole number/],
        [{ minPay: 0 }, /minPay must not be less than 1/],
        [{ payListed: 'maybe' }, /payListed must be true or false/],
        [{ workplaceType: 'moon' }, /workplaceType must be one of: on-site, hybrid, remote/],
        [{ sort: 'cheapest' }, /sort must be one of: newest, closing, pay/],
      ] as const) {
        const res = await member.agent.get('/api/jobs').query(query).expect(400);
        expect(JSON.stringify(res.body.message)).toMatch(message);
      }
    });
  });

  describe("an admin's edit, the job's answers and its JobPosting", () => {
    it('sets and removes pay and workplace through the writer, so the board follows', async () => {
      const [job] = await insertJobs(t.app, [{ positionTitle: 'Edited' }]);
      const res = await admin.agent
        .put(`/api/admin/jobs/${job.id}/pay`)
        .send({
          pay: { min: 80000, max: 95000, unit: 'year' },
          workplaceType: 'remote',
          remoteRegions: ['TX', 'OK'],
        })
        .expect(200);
      expect(res.body).toMatchObject({
        pay: { min: 80000, max: 95000, currency: 'USD', unit: 'year' },
        workplaceType: 'remote',
        remoteRegions: ['OK', 'TX'],
      });
      expect((await board2({ minPay: 90000 })).map((j) => j.id)).toEqual([job.id]);

      await admin.agent
        .put(`/api/admin/jobs/${job.id}/pay`)
        .send({ pay: null, workplaceType: 'hybrid' })
        .expect(200);
      expect(await board2({ payListed: true })).toEqual([]);
      const [hybrid] = await board2({ workplaceType: 'hybrid' });
      expect(hybrid).toMatchObject({ workplaceType: 'hybrid', remoteRegions: [] });
      expect(hybrid).not.toHaveProperty('pay');
    });

    async function board2(query: Record<string, string | number | boolean>) {
      return (await member.agent.get('/api/jobs').query(query).expect(200)).body as Listed[];
    }

    it('refuses bad edits with a 400 naming the problem', async () => {
      const [job] = await insertJobs(t.app, [{}]);
      const put = (body: object) => admin.agent.put(`/api/admin/jobs/${job.id}/pay`).send(body);
      for (const [body, message] of [
        [
          { pay: { min: 9, max: 5, unit: 'year' }, workplaceType: null },
          /pay.max is below pay.min/,
        ],
        [
          { pay: { min: null, max: null, unit: 'year' }, workplaceType: null },
          /pay needs min, max/,
        ],
        [{ pay: { min: 5, max: 9, unit: 'decade' }, workplaceType: null }, /unit must be one of/],
        [
          { pay: { min: 5, max: 9, unit: 'hour', currency: 'usd' }, workplaceType: null },
          /ISO 4217/,
        ],
        [{ pay: null, workplaceType: 'moon' }, /workplaceType must be one of/],
        [{ pay: null, workplaceType: 'on-site', remoteRegions: ['TX'] }, /only for remote jobs/],
        [{ pay: null, workplaceType: 'remote', remoteRegions: ['Mars'] }, /US or a US state code/],
      ] as const) {
        const res = await put(body).expect(400);
        expect(JSON.stringify(res.body.message)).toMatch(message);
      }
      await member.agent
        .put(`/api/admin/jobs/${job.id}/pay`)
        .send({ pay: null, workplaceType: null })
        .expect(403);
      await admin.agent
        .put('/api/admin/jobs/00000000-0000-4000-8000-000000000000/pay')
        .send({ pay: null, workplaceType: null })
        .expect(404);
    });

    it("writes baseSalary, remote work with the applicants' states and the team website", async () => {
      const [job] = await insertJobs(t.app, [
        {
          positionTitle: 'Remote Scout',
          salaryMin: 60000,
          salaryMax: 75000,
          salaryCurrency: 'USD',
          salaryUnit: 'year',
          workplaceType: 'remote',
          remoteRegions: 'OK,TX',
        },
      ]);
      await admin.agent
        .put(`/api/admin/team-logos/${encodeURIComponent('Austin Armadillos')}`)
        .send({ website: 'not a url' })
        .expect(400);
      await admin.agent
        .put(`/api/admin/team-logos/${encodeURIComponent('Austin Armadillos')}`)
        .send({ website: 'https://www.example.com/armadillos' })
        .expect(404); // the team does not exist yet: insertJobs creates no team
      await ds.getRepository(TeamLogo).insert({
        teamName: 'Austin Armadillos',
        initials: 'AA',
        isCustom: false,
      });
      const team = await admin.agent
        .put(`/api/admin/team-logos/${encodeURIComponent('Austin Armadillos')}`)
        .send({ website: 'https://www.example.com/armadillos' })
        .expect(200);
      expect(team.body.website).toBe('https://www.example.com/armadillos');

      const page = await request(t.server).get(`/jobs/${job.id}/remote-scout`).expect(200);
      const [ld] = jsonLdOf(page.text);
      expect(jobPostingProblems(ld)).toEqual([]);
      expect(ld).toMatchObject({
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: {
            '@type': 'QuantitativeValue',
            minValue: 60000,
            maxValue: 75000,
            unitText: 'YEAR',
          },
        },
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [
          { '@type': 'State', name: 'Oklahoma' },
          { '@type': 'State', name: 'Texas' },
        ],
        hiringOrganization: { sameAs: 'https://www.example.com/armadillos' },
        identifier: { '@type': 'PropertyValue', value: job.id },
      });
      const detail = await request(t.server).get(`/api/jobs/${job.id}`).expect(200);
      expect(detail.body).toMatchObject({
        teamWebsite: 'https://www.example.com/armadillos',
        pay: { min: 60000, max: 75000, currency: 'USD', unit: 'year' },
        remoteRegions: ['OK', 'TX'],
      });
    });
  });
});
