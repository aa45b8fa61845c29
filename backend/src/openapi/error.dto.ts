import { ApiProperty } from '@nestjs/swagger';

/** The body of every error answer (shaped in one place: the global exception filter). */
export class ErrorDto {
  @ApiProperty({ type: 'integer', description: 'The HTTP status code', example: 404 })
  statusCode: number;

  @ApiProperty({
    description:
      'What went wrong, for people; validation errors list one message per bad field or value',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'Job not found',
  })
  message: string | string[];

  @ApiProperty({ description: 'The HTTP status text', example: 'Not Found' })
  error: string;
}
