import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, Public } from '../auth/access.decorators';
import { CreateUploadUrlDto, UploadUrlDto } from '../media/dto/upload-url.dto';
import { TeamLogoDto, UpdateTeamLogoDto } from './dto/team-logo.dto';
import { TeamLogosService } from './team-logos.service';

const TEAM_NAME = {
  name: 'teamName',
  description: 'The team name, URL-encoded (any Unicode)',
  example: 'Austin Armadillos',
};

@ApiTags('team-logos')
@Controller()
export class TeamLogosController {
  constructor(private readonly logos: TeamLogosService) {}

  @Get('team-logo/:teamName')
  @Public()
  @ApiOperation({ summary: "A team's logo and initials (display customLogoUrl over logoUrl)" })
  @ApiParam(TEAM_NAME)
  @ApiOkResponse({ type: TeamLogoDto })
  @ApiNotFoundResponse({ description: 'No team with this name' })
  getTeamLogo(@Param('teamName') teamName: string): Promise<TeamLogoDto> {
    return this.logos.getTeamLogo(teamName);
  }

  @Get('admin/team-logos')
  @AdminOnly()
  @ApiOperation({ summary: 'Every team logo, by team name' })
  @ApiOkResponse({ type: TeamLogoDto, isArray: true })
  listTeamLogos(): Promise<TeamLogoDto[]> {
    return this.logos.list();
  }

  @Post('admin/team-logos/upload-url')
  @AdminOnly()
  @ApiOperation({ summary: 'An address to PUT a custom team logo to (10 minutes, once)' })
  @ApiCreatedResponse({ type: UploadUrlDto })
  @ApiBadRequestResponse({ description: 'fileName missing or too long' })
  createTeamLogoUploadUrl(@Body() dto: CreateUploadUrlDto): Promise<UploadUrlDto> {
    return this.logos.createUploadUrl(dto.fileName);
  }

  @Put('admin/team-logos/:teamName')
  @AdminOnly()
  @ApiOperation({
    summary: "Edit a team's initials, level and website, or set/remove its custom logo",
  })
  @ApiParam(TEAM_NAME)
  @ApiOkResponse({ type: TeamLogoDto })
  @ApiBadRequestResponse({
    description: 'Invalid fields, or an imagePath this server did not issue',
  })
  @ApiNotFoundResponse({ description: 'No team with this name' })
  @ApiConflictResponse({ description: 'The upload is already used by another record' })
  updateTeamLogo(
    @Param('teamName') teamName: string,
    @Body() dto: UpdateTeamLogoDto,
  ): Promise<TeamLogoDto> {
    return this.logos.update(teamName, dto);
  }
}
