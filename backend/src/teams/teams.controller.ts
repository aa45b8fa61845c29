import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { CurrentUser, type SessionUser } from '../auth/session-user';
import { TeamSlugPipe } from './team-slug.pipe';
import { TeamDetailDto, TeamDto } from './dto/team.dto';
import { TeamsService } from './teams.service';

@ApiTags('teams')
@Controller('teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The partner teams by name, with their open-job counts' })
  @ApiOkResponse({ type: TeamDto, isArray: true })
  listTeams(): Promise<TeamDto[]> {
    return this.teams.list();
  }

  @Get(':slug')
  @Public()
  @ApiOperation({
    summary: "One team's page",
    description: 'The team and its open-job count; the open jobs themselves only when signed in.',
  })
  @ApiOkResponse({ type: TeamDetailDto })
  @ApiBadRequestResponse({ description: 'The slug is not lower-case letters, digits and hyphens' })
  @ApiNotFoundResponse({ description: 'No team at this slug' })
  getTeam(
    @Param('slug', TeamSlugPipe) slug: string,
    @CurrentUser() caller: SessionUser | undefined,
  ): Promise<TeamDetailDto> {
    return this.teams.get(slug, Boolean(caller));
  }
}
