import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../auth/access.decorators';
import { AdminJobDto } from '../dto/admin-job.dto';
import { SetJobClassificationDto } from '../dto/set-job-classification.dto';
import { JobsService } from '../jobs.service';

@ApiTags('admin: jobs')
@AdminOnly()
@Controller('admin/jobs')
export class AdminJobClassificationController {
  constructor(private readonly jobs: JobsService) {}

  @Put(':id/classification')
  @ApiOperation({
    summary: "Correct a job's department, employment type or level",
    description: 'Only the fields given change; `null` clears the employment type or level.',
  })
  @ApiOkResponse({ type: AdminJobDto })
  @ApiBadRequestResponse({
    description: 'The id is not a uuid, no field is given, or a value is not one of its set',
  })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  setJobClassification(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: SetJobClassificationDto,
  ): Promise<AdminJobDto> {
    return this.jobs.setClassification(id, dto);
  }
}
