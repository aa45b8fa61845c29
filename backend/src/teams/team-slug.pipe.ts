import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A team slug: lower-case letters and digits in hyphen-separated runs, at most 90 characters. */
@Injectable()
export class TeamSlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > 90 || !SLUG.test(value)) {
      throw new BadRequestException(
        'A team slug is lower-case letters and digits separated by single hyphens',
      );
    }
    return value;
  }
}
