import { ApiProperty } from '@nestjs/swagger';
import {
  DEPARTMENT_VALUES,
  type Department,
  EMPLOYMENT_TYPE_VALUES,
  type EmploymentType,
  LEVEL_VALUES,
  type Level,
} from '../taxonomy/job-taxonomy';
import { WORKPLACE_TYPES, type WorkplaceType } from '../pay/job-pay';

export class DepartmentOptionDto {
  @ApiProperty({ enum: DEPARTMENT_VALUES, enumName: 'Department', example: 'coaching' })
  value: Department;

  @ApiProperty({ description: 'What people read', example: 'Coaching' })
  label: string;
}

export class EmploymentTypeOptionDto {
  @ApiProperty({ enum: EMPLOYMENT_TYPE_VALUES, enumName: 'EmploymentType', example: 'full-time' })
  value: EmploymentType;

  @ApiProperty({ description: 'What people read', example: 'Full time' })
  label: string;
}

export class LevelOptionDto {
  @ApiProperty({ enum: LEVEL_VALUES, enumName: 'Level', example: 'senior' })
  value: Level;

  @ApiProperty({ description: 'What people read', example: 'Senior' })
  label: string;
}

export class WorkplaceTypeOptionDto {
  @ApiProperty({ enum: WORKPLACE_TYPES, enumName: 'WorkplaceType', example: 'remote' })
  value: WorkplaceType;

  @ApiProperty({ description: 'What people read', example: 'Remote' })
  label: string;
}

/**
 * The football taxonomy's values (what filters take and jobs store) and labels, in display
 * order (decision 0070).
 */
export class JobTaxonomyDto {
  @ApiProperty({ type: DepartmentOptionDto, isArray: true })
  department: DepartmentOptionDto[];

  @ApiProperty({ type: EmploymentTypeOptionDto, isArray: true })
  employmentType: EmploymentTypeOptionDto[];

  @ApiProperty({ type: LevelOptionDto, isArray: true })
  level: LevelOptionDto[];

  @ApiProperty({ type: WorkplaceTypeOptionDto, isArray: true })
  workplaceType: WorkplaceTypeOptionDto[];
}
