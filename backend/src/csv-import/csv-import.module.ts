import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { TeamsRepository } from '../teams/teams.repository';
import { CsvImportController } from './csv-import.controller';
import { CsvImportService } from './csv-import.service';
import { CsvUploadInterceptor } from './csv-upload.interceptor';

@Module({
  imports: [JobsModule],
  controllers: [CsvImportController],
  providers: [CsvImportService, CsvUploadInterceptor, TeamsRepository],
})
export class CsvImportModule {}
