import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, ValidateIf, ValidateNested } from 'class-validator';
import { NullableEnumProperty } from '../../openapi/nullable-enum-property';
import { US_STATE_NAMES, WHOLE_US, WORKPLACE_TYPES, type WorkplaceType } from '../pay/job-pay';
import { AsPayRange, PayRangeDto } from './pay-range.dto';
import { Omittable } from '../../common/omittable';

const REGIONS = [WHOLE_US, ...Object.keys(US_STATE_NAMES)];

/** An admin's edit of a job's pay range and workplace; every field is replaced. */
export class SetJobPayDto {
  @ApiProperty({ type: PayRangeDto, nullable: true, description: 'null removes the pay range' })
  @ValidateIf((_o, v) => v !== null)
  @ValidateNested()
  @AsPayRange()
  pay: PayRangeDto | null;

  @NullableEnumProperty(WORKPLACE_TYPES, 'Where the work happens; null: not stated')
  @ValidateIf((_o, v) => v !== null)
  @IsIn(WORKPLACE_TYPES, {
    message: `workplaceType must be one of: ${WORKPLACE_TYPES.join(', ')} (or null)`,
  })
  workplaceType: WorkplaceType | null;

  @ApiProperty({
    type: String,
    isArray: true,
    required: false,
    description: 'Remote jobs only: `US` or US state codes where applicants may live (default US)',
    example: ['TX', 'OK'],
  })
  @Omittable()
  @IsArray()
  @ArrayMaxSize(REGIONS.length)
  @IsIn(REGIONS, { each: true, message: 'each of remoteRegions must be US or a US state code' })
  remoteRegions?: string[];
}
