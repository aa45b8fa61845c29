import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly repo: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo.findOneBy({ email });
  }

  async create(
    user: Pick<User, 'email' | 'password' | 'firstName' | 'lastName'> & Partial<User>,
  ): Promise<User> {
    const entity = this.repo.create(user);
    await this.repo.insert(entity);
    return (await this.findById(entity.id))!;
  }
}
