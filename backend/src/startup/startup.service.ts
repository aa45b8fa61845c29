import { Injectable } from '@nestjs/common';
import { DemoSeedService } from '../seed/demo-seed.service';
import { AdminBootstrapResult, AdminBootstrapService } from '../users/admin-bootstrap.service';

export interface StartupReport {
  seeded: boolean;
  admin: AdminBootstrapResult;
}

/** What `npm start` does once the schema is migrated: demo data, then the admin account. */
@Injectable()
export class StartupService {
  constructor(
    private readonly seed: DemoSeedService,
    private readonly adminBootstrap: AdminBootstrapService,
  ) {}

  async run(): Promise<StartupReport> {
    const seeded = await this.seed.seedIfWanted();
    const admin = await this.adminBootstrap.ensureAdmin();
    return { seeded, admin };
  }
}
