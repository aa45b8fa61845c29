import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { loadMailLayout } from '../mail/templates/mail-layout';
import { DemoSeedService } from '../seed/demo-seed.service';
import { AdminBootstrapResult, AdminBootstrapService } from '../users/admin-bootstrap.service';
import { CSV_UPLOAD_DIR, sweepTempFiles } from './temp-files-sweep';

export interface StartupReport {
  seeded: boolean;
  admin: AdminBootstrapResult;
}

/**
 * What the server does once the schema is migrated, before it listens: temporary files a crash
 * left are removed, then demo data, then the admin account; and the mail layout is loaded, so
 * that the first mail does not hold up the requests beside it.
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
    await loadMailLayout();
    return { seeded, admin };
  }
}
