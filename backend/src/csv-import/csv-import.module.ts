import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { TeamsRepository } from '../teams/teams.repository';
import { CsvImportController } from './csv-import.controller';
import { ClusterLock } from '../common/cluster-lock';
import { CsvImportLock } from './csv-import-lock';
import { CsvImportService } from './csv-import.service';
import { CsvImportProgress } from './csv-import-progress';
import { CsvUploadInterceptor } from './csv-upload.interceptor';

@Module({
  imports: [JobsModule],
  controllers: [CsvImportController],
  providers: [
    CsvImportService,
    CsvImportProgress,
    ClusterLock,
    CsvImportLock,
    CsvUploadInterceptor,
    TeamsRepository,
  ],
})
export class CsvImportModule {}
