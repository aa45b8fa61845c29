import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SiteContent } from '../content/site-content.entity';
import { newId } from '../database/uuid-primary-key';
import { Job } from '../jobs/job.entity';
import { inferDepartment } from '../jobs/taxonomy/department-inference';
import { JobWriter } from '../jobs/writer/job-writer.service';
import { TeamLogo } from '../team-logos/team-logo.entity';
import { generateInitials } from '../teams/team-initials';
import { Team } from '../teams/team.entity';
import { User } from '../users/user.entity';
import { DEMO_CONTENT } from './demo-content';
import { DEMO_JOBS, DEMO_PAY, DEMO_TEAMS, demoTeamWebsite } from './demo-teams';
import { remoteRegionsText, WHOLE_US } from '../jobs/pay/job-pay';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo job's pay and workplace (on-site unless the table says otherwise). */
function demoPayOf(title: string) {
  const pay = DEMO_PAY[title];
  const workplaceType = pay?.workplace ?? 'on-site';
  return {
    salaryMin: pay?.min ?? null,
    salaryMax: pay?.max ?? null,
    salaryCurrency: pay ? 'USD' : null,
    salaryUnit: pay?.unit ?? null,
    workplaceType,
    remoteRegions:
      workplaceType === 'remote' ? remoteRegionsText(pay?.regions ?? [WHOLE_US]) : null,
  };
}

/** A step that adds one feature's demo records (pages, carousel images) inside the seed's transaction. */
export type DemoSeedStep = (manager: EntityManager) => Promise<void>;

/**
 * SEED_DEMO: demo teams, jobs and texts, on by default in embedded mode when the database is empty, so a newcomer
 * sees a living board; SEED_DEMO=true forces it on an empty MySQL database, false turns it off.
 */
@Injectable()
export class DemoSeedService {
  private readonly logger = new Logger(DemoSeedService.name);
  private readonly steps: DemoSeedStep[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobWriter,
  ) {}

  /** Features register their own demo records here (called from their module's constructor). */
  addStep(step: DemoSeedStep): void {
    this.steps.push(step);
  }

  async seedIfWanted(): Promise<boolean> {
    const wanted = this.config.seedDemo ?? this.config.embedded;
    if (!wanted || !(await this.isEmpty())) return false;
    await this.seed();
    return true;
  }

  async isEmpty(): Promise<boolean> {
    const [users, jobs, content] = await Promise.all([
      this.dataSource.getRepository(User).count(),
      this.dataSource.getRepository(Job).count(),
      this.dataSource.getRepository(SiteContent).count(),
    ]);
    return users + jobs + content === 0;
  }

  async seed(now = new Date()): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(
        Team,
        DEMO_TEAMS.map((t) => ({ ...t, initials: generateInitials(t.name), logoUrl: null })),
      );
      await manager.insert(
        TeamLogo,
        DEMO_TEAMS.map((t) => ({
          teamName: t.name,
          initials: generateInitials(t.name),
          level: t.level,
          website: demoTeamWebsite(t.name),
          isCustom: false,
        })),
      );
      const teamLocation = new Map(DEMO_TEAMS.map((t) => [t.name, t.location]));
      const jobs = DEMO_JOBS.map((j, i) => {
        const slug = j.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        const applyUrl = `https://careers.example.com/${generateInitials(j.team).toLowerCase()}/${slug}-${1000 + i}`;
        return {
          id: newId(Job),
          teamName: j.team,
          positionTitle: j.title,
          location: teamLocation.get(j.team) ?? 'United States',
          applyUrl,
          description: j.description,
          datePosted: new Date(now.getTime() - j.postedDaysAgo * DAY_MS),
          isFeatured: j.featured ?? false,
          isActive: true,
          department: inferDepartment(j.title),
          employmentType: j.employmentType ?? 'full-time',
          level: j.level ?? null,
          ...demoPayOf(j.title),
        };
      });
      await this.jobs.insert(jobs, manager);
      await manager.save(
        Object.entries(DEMO_CONTENT).map(([pageId, content]) =>
          manager.create(SiteContent, { pageId, content }),
        ),
      );
      for (const step of this.steps) await step(manager);
    });
    this.logger.log(`Seeded demo data: ${DEMO_TEAMS.length} teams, ${DEMO_JOBS.length} jobs`);
  }
}
