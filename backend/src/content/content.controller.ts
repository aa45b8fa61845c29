import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, Public } from '../auth/access.decorators';
import { ContentService } from './content.service';
import { SiteContentDto, UpdateSiteContentDto } from './dto/site-content.dto';

@ApiTags('content')
@Controller('admin/content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get(':pageKey')
  @Public()
  @ApiOperation({ summary: "A page's admin-edited texts (public: the public screens read them)" })
  @ApiOkResponse({ type: SiteContentDto })
  @ApiBadRequestResponse({ description: 'pageKey is not [a-z0-9-]{1,64}' })
  @ApiNotFoundResponse({ description: 'No content stored for this page' })
  getPageContent(@Param('pageKey') pageKey: string): Promise<SiteContentDto> {
    return this.content.getPageContent(pageKey);
  }

  @Put(':pageKey')
  @AdminOnly()
  @ApiOperation({
    summary: "Replace a page's texts (the client sends saved values merged with edits)",
  })
  @ApiOkResponse({ type: SiteContentDto })
  @ApiBadRequestResponse({ description: 'Bad pageKey, or content is not a JSON object' })
  @ApiPayloadTooLargeResponse({ description: 'content is larger than 64 KB' })
  updatePageContent(
    @Param('pageKey') pageKey: string,
    @Body() dto: UpdateSiteContentDto,
  ): Promise<SiteContentDto> {
    return this.content.updatePageContent(pageKey, dto.content);
  }
}
