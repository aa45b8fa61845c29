import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../auth/access.decorators';
import { SourceDto, SourcePreviewDto, SourceRunDto } from './dto/source.dto';
import { CreateSourceDto, SourceTargetDto, UpdateSourceDto } from './dto/source-input.dto';
import { JobSourcesService } from './job-sources.service';

/** The Sources tab (docs/product.md#job-sources). */
@ApiTags('admin: sources')
@Controller('admin/sources')
@AdminOnly()
export class AdminSourcesController {
  constructor(private readonly sources: JobSourcesService) {}

  @Get()
  @ApiOperation({ summary: 'Job sources with their health and last runs' })
  @ApiOkResponse({ type: [SourceDto] })
  listSources(): Promise<SourceDto[]> {
    return this.sources.list();
  }

  @Post()
  @ApiOperation({ summary: 'Add a job source (its first run is due at once)' })
  @ApiOkResponse({ type: SourceDto })
  @ApiBadRequestResponse({ description: 'A field names its problem' })
  @HttpCode(200)
  createSource(@Body() dto: CreateSourceDto): Promise<SourceDto> {
    return this.sources.create(dto);
  }

  @Post('test')
  @ApiOperation({ summary: 'Fetch a source once and show what would be imported (writes nothing)' })
  @ApiOkResponse({ type: SourcePreviewDto })
  @ApiBadRequestResponse({ description: 'A bad field, or the provider could not be read' })
  @HttpCode(200)
  testSource(@Body() dto: SourceTargetDto): Promise<SourcePreviewDto> {
    return this.sources.test(dto);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change, pause or resume a source; edit its mapping; clear its flag' })
  @ApiOkResponse({ type: SourceDto })
  @ApiNotFoundResponse({ description: 'No such source' })
  updateSource(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: UpdateSourceDto,
  ): Promise<SourceDto> {
    return this.sources.update(id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a source (its jobs stay)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'No such source' })
  @HttpCode(204)
  deleteSource(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.sources.remove(id);
  }

  @Post(':id/test')
  @ApiOperation({ summary: 'Fetch a saved source once and show what a run would do' })
  @ApiOkResponse({ type: SourcePreviewDto })
  @ApiNotFoundResponse({ description: 'No such source' })
  @HttpCode(200)
  testSavedSource(@Param('id', new ParseUUIDPipe()) id: string): Promise<SourcePreviewDto> {
    return this.sources.testSaved(id);
  }

  @Post(':id/run')
  @ApiOperation({ summary: 'Run a source now' })
  @ApiOkResponse({ type: SourceRunDto })
  @ApiConflictResponse({ description: 'A run of this source is in progress' })
  @ApiNotFoundResponse({ description: 'No such source' })
  @HttpCode(200)
  runSource(@Param('id', new ParseUUIDPipe()) id: string): Promise<SourceRunDto> {
    return this.sources.runNow(id);
  }

  @Get(':id/runs')
  @ApiOperation({ summary: "A source's last 50 runs, newest first" })
  @ApiOkResponse({ type: [SourceRunDto] })
  @ApiNotFoundResponse({ description: 'No such source' })
  listSourceRuns(@Param('id', new ParseUUIDPipe()) id: string): Promise<SourceRunDto[]> {
    return this.sources.runs(id);
  }
}
