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
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AdminOnly, Public } from '../auth/access.decorators';
import { CreateUploadUrlDto, UploadUrlDto } from '../media/dto/upload-url.dto';
import { CarouselService } from './carousel.service';
import { CarouselImageDto, CreateCarouselImageDto } from './dto/carousel-image.dto';

@ApiTags('carousel')
@Controller()
export class CarouselController {
  constructor(private readonly carousel: CarouselService) {}

  @Get('carousel-images')
  @Public()
  @ApiOperation({ summary: 'Active carousel images, by display order (numeric)' })
  @ApiOkResponse({ type: CarouselImageDto, isArray: true })
  listCarouselImages(): Promise<CarouselImageDto[]> {
    return this.carousel.list();
  }

  @Post('admin/carousel-images/upload-url')
  @AdminOnly()
  @ApiOperation({
    summary: 'An address to PUT a new carousel image to (10 minutes, once)',
    description: 'The file name is kept only as the original name; the server names the file.',
  })
  @ApiCreatedResponse({ type: UploadUrlDto })
  @ApiBadRequestResponse({ description: 'fileName missing or too long' })
  createCarouselUploadUrl(@Body() dto: CreateUploadUrlDto): Promise<UploadUrlDto> {
    return this.carousel.createUploadUrl(dto.fileName);
  }

  @Post('admin/carousel-images')
  @AdminOnly()
  @ApiOperation({ summary: 'Add an uploaded image to the carousel' })
  @ApiCreatedResponse({ type: CarouselImageDto })
  @ApiBadRequestResponse({
    description: 'imagePath was not issued by this server, or its file has not arrived',
  })
  @ApiConflictResponse({ description: 'The upload is already used by another record' })
  @ApiGoneResponse({ description: 'The upload address expired before a file arrived (s3)' })
  @ApiPayloadTooLargeResponse({ description: 'The stored object is larger than 5 MB (s3)' })
  @ApiUnsupportedMediaTypeResponse({
    description: 'The stored object is not an accepted image (s3)',
  })
  createCarouselImage(@Body() dto: CreateCarouselImageDto): Promise<CarouselImageDto> {
    return this.carousel.create(dto);
  }

  @Delete('admin/carousel-images/:id')
  @AdminOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a carousel image and its file' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'The id is not a uuid' })
  @ApiNotFoundResponse({ description: 'No carousel image with this id' })
  deleteCarouselImage(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.carousel.delete(id);
  }
}
