import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { Omittable } from '../../common/omittable';

export const IMPORT_STATES = ['importing', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** The id the browser gives an upload, to poll its progress while the server imports it. */
export class CsvImportQueryDto {
  @ApiProperty({
    required: false,
    format: 'uuid',
    description: 'An id the client chose; GET /api/admin/upload-csv/progress/{importId} follows it',
  })
  @Omittable()
  @IsUUID('all', { message: 'importId must be a UUID' })
  importId?: string;
}

/** How far the server got with an uploaded file (after the upload itself). */
export class CsvImportProgressDto {
  @ApiProperty({ format: 'uuid' })
  importId: string;

  @ApiProperty({ enum: IMPORT_STATES, enumName: 'CsvImportState' })
  state: ImportState;

  @ApiProperty({ description: 'Rows read and checked so far (the header and blank rows aside)' })
  rowsProcessed: number;

  @ApiProperty({ description: 'Bytes of the file read so far' })
  bytesProcessed: number;

  @ApiProperty({ description: 'Size of the uploaded file in bytes' })
  totalBytes: number;

  @ApiProperty({ nullable: true, type: String, description: 'Why the import failed' })
  message: string | null;
}
