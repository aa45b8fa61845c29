import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { NullableEnumProperty } from '../../openapi/nullable-enum-property';
import {
  DEPARTMENT_VALUES,
  EMPLOYMENT_TYPE_VALUES,
  LEVEL_VALUES,
  type Department,
  type EmploymentType,
  type Level,
} from '../taxonomy/job-taxonomy';

/** An admin's correction: the fields given change; `null` clears a type or level. */
export class SetJobClassificationDto {
  @ApiPropertyOptional({ enum: DEPARTMENT_VALUES, enumName: 'Department', example: 'coaching' })
  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(DEPARTMENT_VALUES, {
    message: `department must be one of: ${DEPARTMENT_VALUES.join(', ')}`,
  })
  department?: Department;

  @NullableEnumProperty(EMPLOYMENT_TYPE_VALUES, 'Employment type slug; null clears it', false)
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsIn(EMPLOYMENT_TYPE_VALUES, {
    message: `employmentType must be one of: ${EMPLOYMENT_TYPE_VALUES.join(', ')} (or null)`,
  })
  employmentType?: EmploymentType | null;

  @NullableEnumProperty(LEVEL_VALUES, 'Level slug; null clears it', false)
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsIn(LEVEL_VALUES, { message: `level must be one of: ${LEVEL_VALUES.join(', ')} (or null)` })
  level?: Level | null;
}
