import {
  Controller,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../auth/access.decorators';
import { ReceiveUploadQueryDto } from './dto/receive-upload-query.dto';
import { MediaService } from './media.service';
import { readUploadBody } from './read-upload-body';

/** The local storage driver's upload addresses: the signature, not a session, authorises them. */
@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly media: MediaService) {}

  @Put(':uploadId')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Receive the bytes for an issued upload address (local storage)',
    description:
      'The address comes from an `…/upload-url` call; it works once, for 10 minutes. The body is the raw file (at most 5 MB); its bytes must be a JPEG, PNG, WebP, GIF or AVIF image.',
  })
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiNoContentResponse({ description: 'Stored' })
  @ApiBadRequestResponse({ description: 'The address is not valid, or the body is empty' })
  @ApiNotFoundResponse({
    description: 'Not available: uploads go to the object store (STORAGE=s3)',
  })
  @ApiGoneResponse({ description: 'The address expired or was already used' })
  @ApiPayloadTooLargeResponse({ description: 'The file is larger than 5 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The bytes are not an accepted image type' })
  async receiveUpload(
    @Param('uploadId', new ParseUUIDPipe({ version: '4' })) uploadId: string,
    @Query() query: ReceiveUploadQueryDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.media.receiveUpload(uploadId, Number(query.expires), query.signature, () =>
      readUploadBody(req),
    );
  }
}
