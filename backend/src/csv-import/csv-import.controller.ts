import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import {
  DEPARTMENT_VALUES,
  EMPLOYMENT_TYPE_VALUES,
  LEVEL_VALUES,
} from '../jobs/taxonomy/job-taxonomy';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from './csv-columns';
import { AdminOnly } from '../auth/access.decorators';
import { CsvImportService } from './csv-import.service';
import { CSV_FIELD, CsvUploadInterceptor } from './csv-upload.interceptor';
import { CsvImportResultDto } from './dto/csv-import-result.dto';
import { CsvImportProgressDto, CsvImportQueryDto } from './dto/csv-import-progress.dto';
import { CsvImportProgress } from './csv-import-progress';

@ApiTags('admin: jobs')
@AdminOnly()
@Controller('admin')
export class CsvImportController {
  constructor(
    private readonly csv: CsvImportService,
    private readonly progress: CsvImportProgress,
  ) {}

  @Post('upload-csv')
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(CsvUploadInterceptor)
  @ApiOperation({
    summary: 'Import jobs from a CSV file (upsert by apply_url)',
    description:
      `Columns (header names are case-, space- and punctuation-insensitive): required ` +
      `${REQUIRED_COLUMNS.join(', ')}; optional ${OPTIONAL_COLUMNS.join(', ')}. ` +
      'date_posted and valid_through (the closing date; a bare date means the whole day): ' +
      'YYYY-MM-DD, an ISO 8601 date-time or M/D/YYYY; an empty date_posted means now. ' +
      'is_featured, is_active: true/false, yes/no, y/n, 1/0. department: a slug or label ' +
      `(${DEPARTMENT_VALUES.join(', ')}; empty: the department the title suggests); ` +
      `employment_type: ${EMPLOYMENT_TYPE_VALUES.join(', ')}; level: ${LEVEL_VALUES.join(', ')}. ` +
      'UTF-8 (BOM allowed), CRLF or LF, quoted fields. Bad rows are skipped and reported by ' +
      'line; the good rows are written in one transaction. A row whose apply_url matches an ' +
      'existing job updates it (empty optional cells keep its values). New team names create ' +
      'their team and team-logo records. At most 50 MB. With importId (a UUID the client ' +
      'chooses), the rows processed can be followed at /api/admin/upload-csv/progress/{importId} ' +
      'while the server imports. Administrators only.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [CSV_FIELD],
      properties: { [CSV_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOkResponse({ type: CsvImportResultDto })
  @ApiBadRequestResponse({
    description: 'No file, an empty file, a missing required column, or unreadable CSV',
  })
  @ApiConflictResponse({ description: 'Another import is running' })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 50 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The file is not UTF-8 CSV text' })
  uploadJobsCsv(
    @UploadedFile() file: Express.Multer.File,
    @Query() query: CsvImportQueryDto,
  ): Promise<CsvImportResultDto> {
    const tracking = query.importId
      ? { importId: query.importId, totalBytes: file.size }
      : undefined;
    return this.csv.importFile(file.path, new Date(), tracking);
  }

  @Get('upload-csv/progress/:importId')
  @ApiOperation({
    summary: "How far the server got with an upload's rows (poll while the upload request runs)",
  })
  @ApiOkResponse({ type: CsvImportProgressDto })
  @ApiNotFoundResponse({
    description: 'No import with this id yet (its upload is still arriving) or any more (an hour)',
  })
  async getCsvImportProgress(
    @Param('importId', new ParseUUIDPipe()) importId: string,
  ): Promise<CsvImportProgressDto> {
    const record = await this.progress.read(importId);
    if (!record) throw new NotFoundException('No CSV import with this id is known');
    return record;
  }
}
