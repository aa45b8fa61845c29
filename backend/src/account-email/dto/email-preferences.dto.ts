import { ApiProperty } from '@nestjs/swagger';

/** What the signed-in member receives by email. */
export class EmailPreferencesDto {
  @ApiProperty({ example: 'jordan.lee@example.com' })
  email: string;

  @ApiProperty({ example: true, description: 'The address was confirmed through its link' })
  emailConfirmed: boolean;

  @ApiProperty({ example: false, description: 'A mail server refused the address for good' })
  emailUndeliverable: boolean;

  @ApiProperty({ example: true })
  newsletter: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-21T16:00:00.000Z',
    description: 'When the newsletter consent was given (null when not subscribed)',
  })
  newsletterConsentAt: Date | null;

  @ApiProperty({ example: true })
  jobAlerts: boolean;
}
