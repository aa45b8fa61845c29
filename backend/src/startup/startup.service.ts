import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DemoSeedService } from '../seed/demo-seed.service';
import { AdminBootstrapResult, AdminBootstrapService } from '../users/admin-bootstrap.service';
import { CSV_UPLOAD_DIR, sweepTempFiles } from './temp-files-sweep';

export interface StartupReport {
  seeded: boolean;
  admin: AdminBootstrapResult;
}

/**
 * What `npm start` does once the schema is migrated: temporary files a crash left are removed,
 * then demo data, then the admin account.
 */
@Injectable()
export class StartupService {
  private readonly logger = new Logger('Startup');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly seed: DemoSeedService,
    private readonly adminBootstrap: AdminBootstrapService,
  ) {}

  async run(): Promise<StartupReport> {
    const { storage } = this.config;
    const swept = await sweepTempFiles({
      csvUploadDir: CSV_UPLOAD_DIR,
      uploadDir: storage.driver === 'local' ? storage.uploadDir : undefined,
    });
    if (swept) this.logger.log(`Removed ${swept} temporary upload file(s) left by an earlier run`);
    const seeded = await this.seed.seedIfWanted();
    const admin = await this.adminBootstrap.ensureAdmin();
    return { seeded, admin };
  }
}
