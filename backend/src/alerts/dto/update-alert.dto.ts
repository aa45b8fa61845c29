import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, Length } from 'class-validator';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../job-alert.entity';
import { trimmed } from './create-alert.dto';
import { Omittable } from '../../common/omittable';

/** Rename, pause or resume, or change the frequency; omitted fields stay. */
export class UpdateAlertDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 100 })
  @Omittable()
  @Transform(trimmed)
  @IsString()
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name?: string;

  @ApiPropertyOptional({ enum: ALERT_FREQUENCIES, enumName: 'AlertFrequency' })
  @Omittable()
  @IsIn(ALERT_FREQUENCIES, { message: `frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}` })
  frequency?: AlertFrequency;

  @ApiPropertyOptional({ description: 'true pauses; false resumes with every job since the pause' })
  @Omittable()
  @IsBoolean({ message: 'paused must be true or false' })
  paused?: boolean;
}
