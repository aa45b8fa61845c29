import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, Public } from '../auth/access.decorators';
import { CurrentUser, SessionUser } from '../auth/session-user';
import {
  CreateCustomPageDto,
  CustomPageDto,
  CustomPageSummaryDto,
  UpdateCustomPageDto,
} from './dto/custom-page.dto';
import { PagesService } from './pages.service';

@ApiTags('custom-pages')
@Controller()
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get('custom-pages')
  @Public()
  @ApiOperation({ summary: 'Custom pages for the footer: active ones, or all for admins' })
  @ApiOkResponse({ type: CustomPageSummaryDto, isArray: true })
  listCustomPages(@CurrentUser() caller: SessionUser | undefined): Promise<CustomPageSummaryDto[]> {
    return this.pages.list(caller);
  }

  @Get('custom-pages/:slug')
  @Public()
  @ApiOperation({
    summary: 'One page by slug',
    description:
      'An inactive page answers {id, slug, title, isActive: false} without content to non-admins.',
  })
  @ApiOkResponse({ type: CustomPageDto })
  @ApiNotFoundResponse({ description: 'Page not found' })
  getCustomPage(
    @Param('slug') slug: string,
    @CurrentUser() caller: SessionUser | undefined,
  ): Promise<CustomPageDto> {
    return this.pages.get(slug, caller);
  }

  @Post('admin/custom-pages')
  @AdminOnly()
  @ApiOperation({ summary: 'Create a page (content sanitised on save)' })
  @ApiCreatedResponse({ type: CustomPageDto })
  @ApiBadRequestResponse({ description: 'Missing or invalid fields' })
  @ApiConflictResponse({ description: 'The slug is taken' })
  createCustomPage(@Body() dto: CreateCustomPageDto): Promise<CustomPageDto> {
    return this.pages.create(dto);
  }

  @Put('admin/custom-pages/:id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change a page (fields left out stay as they are)' })
  @ApiOkResponse({ type: CustomPageDto })
  @ApiBadRequestResponse({ description: 'Invalid fields' })
  @ApiNotFoundResponse({ description: 'No page with this id' })
  @ApiConflictResponse({ description: 'The slug is taken' })
  updateCustomPage(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateCustomPageDto,
  ): Promise<CustomPageDto> {
    return this.pages.update(id, dto);
  }

  @Delete('admin/custom-pages/:id')
  @AdminOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a page' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'The id is not a uuid' })
  @ApiNotFoundResponse({ description: 'No page with this id' })
  deleteCustomPage(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.pages.delete(id);
  }
}
