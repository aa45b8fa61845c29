import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

export class UpdateEmailPreferencesDto {
  @ApiPropertyOptional({ example: false, description: 'false withdraws the newsletter consent' })
  @IsOptional()
  @IsBoolean({ message: 'newsletter must be true or false' })
  newsletter?: boolean;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: 'jobAlerts must be true or false' })
  jobAlerts?: boolean;
}
