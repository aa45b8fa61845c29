import { OmitType } from '@nestjs/swagger';
import { ListJobsQueryDto } from './list-jobs-query.dto';

/** The board's search without paging and order: the facet counts answer for these filters. */
export class JobFacetsQueryDto extends OmitType(ListJobsQueryDto, [
  'limit',
  'offset',
  'sort',
] as const) {}
