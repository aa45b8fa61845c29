import { BadRequestException, Controller, Get, Header, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { TEAM_INITIALS } from '../teams/team-initials';
import { initialsLogoSvg } from './initials-logo';

@ApiTags('jobs')
@Controller('team-initials')
export class TeamInitialsController {
  @Get(':initials')
  @Public()
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiOperation({
    summary: "A team's initials as a square SVG logo",
    description:
      "The logo of teams without a logo file in the job pages' structured data and social previews.",
  })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'The SVG image', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'The initials are not 1-4 letters or digits' })
  getTeamInitialsLogo(@Param('initials') initials: string): string {
    if (!TEAM_INITIALS.test(initials)) {
      throw new BadRequestException('initials must be 1 to 4 letters or digits');
    }
    return initialsLogoSvg(initials);
  }
}
