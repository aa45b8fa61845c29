import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { PasswordHasher } from './password-hasher.service';
import { User } from './user.entity';
import { UsersRepository } from './users.repository';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [PasswordHasher, AdminBootstrapService, UsersRepository],
  exports: [PasswordHasher, AdminBootstrapService, UsersRepository, TypeOrmModule],
})
export class UsersModule {}
