import { Injectable, NotFoundException } from '@nestjs/common';
import { UploadUrlDto } from '../media/dto/upload-url.dto';
import { MediaService } from '../media/media.service';
import { TeamLogoDto, UpdateTeamLogoDto } from './dto/team-logo.dto';
import type { TeamLogo } from './team-logo.entity';
import { TeamLogosRepository } from './team-logos.repository';

@Injectable()
export class TeamLogosService {
  constructor(
    private readonly repo: TeamLogosRepository,
    private readonly media: MediaService,
  ) {}

  async getTeamLogo(teamName: string): Promise<TeamLogoDto> {
    const logo = await this.repo.findByTeamName(teamName);
    if (!logo) throw new NotFoundException(`No team named '${teamName}'`);
    return TeamLogoDto.from(logo);
  }

  async list(): Promise<TeamLogoDto[]> {
    return (await this.repo.findAllByName()).map(TeamLogoDto.from);
  }

  createUploadUrl(fileName: string): Promise<UploadUrlDto> {
    return this.media.issueUpload('team-logo', fileName);
  }

  /** Initials, level, website and the custom logo; a replaced or removed custom logo's file is deleted. */
  async update(teamName: string, dto: UpdateTeamLogoDto): Promise<TeamLogoDto> {
    const logo = await this.findOrCreate(teamName);
    const changes: Partial<TeamLogo> = {};
    if (dto.initials !== undefined) changes.initials = dto.initials;
    if (dto.level !== undefined) changes.level = dto.level;
    if (dto.website !== undefined) changes.website = dto.website;
    if (typeof dto.imagePath === 'string') {
      const asset = await this.media.attach(dto.imagePath, 'team-logo');
      changes.customLogoUrl = asset.url;
      changes.isCustom = true;
    } else if (dto.imagePath === null) {
      changes.customLogoUrl = null;
      changes.isCustom = false;
    }
    if (Object.keys(changes).length) await this.repo.update(logo.id, changes);
    if ('customLogoUrl' in changes && logo.customLogoUrl) {
      await this.media.release({ url: logo.customLogoUrl });
    }
    return TeamLogoDto.from((await this.repo.findById(logo.id))!);
  }

  /** A team known from the teams table may lack its logo row (older data): it is made on demand. */
  private async findOrCreate(teamName: string): Promise<TeamLogo> {
    const logo = await this.repo.findByTeamName(teamName);
    if (logo) return logo;
    const team = await this.repo.findTeam(teamName);
    if (!team) throw new NotFoundException(`No team named '${teamName}'`);
    return this.repo.create({
      teamName: team.name,
      initials: team.initials,
      level: team.level,
      logoUrl: team.logoUrl,
      isCustom: false,
    });
  }
}
