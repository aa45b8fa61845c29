import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { Team } from '../teams/team.entity';
import { TeamLogo } from './team-logo.entity';
import { TeamLogosController } from './team-logos.controller';
import { TeamLogosRepository } from './team-logos.repository';
import { TeamLogosService } from './team-logos.service';

@Module({
  imports: [TypeOrmModule.forFeature([TeamLogo, Team]), MediaModule],
  controllers: [TeamLogosController],
  providers: [TeamLogosRepository, TeamLogosService],
})
export class TeamLogosModule {}
