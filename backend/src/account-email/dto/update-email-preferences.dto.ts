import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { Omittable } from '../../common/omittable';

export class UpdateEmailPreferencesDto {
  @ApiPropertyOptional({ example: false, description: 'false withdraws the newsletter consent' })
  @Omittable()
  @IsBoolean({ message: 'newsletter must be true or false' })
  newsletter?: boolean;

  @ApiPropertyOptional({ example: true })
  @Omittable()
  @IsBoolean({ message: 'jobAlerts must be true or false' })
  jobAlerts?: boolean;
}
