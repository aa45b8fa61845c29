import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** Asks for an upload address; the name is kept only as the original file name. */
export class CreateUploadUrlDto {
  @ApiProperty({ example: 'stadium-night.jpg', maxLength: 255 })
  @IsString()
  @MinLength(1)
  @MaxLength(255)
  fileName: string;
}

export class UploadUrlDto {
  @ApiProperty({
    description:
      'PUT the raw file here within 10 minutes, once. A same-site path (local storage) or a presigned URL of the object store.',
    example:
      '/api/uploads/5b0f3c2e-8f1a-4c55-9a52-0c9b7d1e2f30?expires=1795281000000&signature=q3L0…',
  })
  uploadUrl: string;

  @ApiProperty({
    description: 'Names the upload when creating the record that uses it',
    example: 'carousel/5b0f3c2e-8f1a-4c55-9a52-0c9b7d1e2f30',
  })
  imagePath: string;
}
