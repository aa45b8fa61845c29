import { ApiProperty } from '@nestjs/swagger';

export class CsvRowErrorDto {
  @ApiProperty({
    type: 'integer',
    description: 'Line of the file (the header is line 1)',
    example: 7,
  })
  line: number;

  @ApiProperty({
    example: 'apply_url must start with http:// or https:// (got "javascript:alert(1)")',
  })
  message: string;
}

/** The outcome of a CSV import: counts of new, updated and skipped rows, and the first errors. */
export class CsvImportResultDto {
  @ApiProperty({ example: 'Imported 118 jobs (100 new, 18 updated); 2 rows skipped; 3 new teams.' })
  message: string;

  @ApiProperty({ type: 'integer', description: 'New jobs', example: 100 })
  inserted: number;

  @ApiProperty({
    type: 'integer',
    description: 'Existing jobs (same apply_url) updated',
    example: 18,
  })
  updated: number;

  @ApiProperty({
    type: 'integer',
    description: 'Rows not imported (each has an error, up to the first 100)',
    example: 2,
  })
  skipped: number;

  @ApiProperty({ type: CsvRowErrorDto, isArray: true, description: 'The first 100 problems' })
  errors: CsvRowErrorDto[];
}
