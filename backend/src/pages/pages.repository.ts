import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { CustomPage } from './custom-page.entity';

const slugTaken = (slug: string) =>
  new ConflictException(`A page with the slug '${slug}' already exists`);

function isUniqueViolation(err: unknown): boolean {
  const code =
    (err instanceof QueryFailedError && (err.driverError as { code?: string })?.code) || '';
  return ['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE'].includes(code);
}

@Injectable()
export class PagesRepository {
  constructor(@InjectRepository(CustomPage) private readonly repo: Repository<CustomPage>) {}

  findAll(): Promise<CustomPage[]> {
    return this.repo.find();
  }

  findActive(): Promise<CustomPage[]> {
    return this.repo.findBy({ isActive: true });
  }

  findBySlug(slug: string): Promise<CustomPage | null> {
    return this.repo.findOneBy({ slug });
  }

  findById(id: string): Promise<CustomPage | null> {
    return this.repo.findOneBy({ id });
  }

  /** The unique index decides between simultaneous creates of one slug: the others get 409. */
  async create(page: Partial<CustomPage>): Promise<CustomPage> {
    const entity = this.repo.create(page);
    try {
      await this.repo.insert(entity);
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken(page.slug!);
      throw err;
    }
    return (await this.findById(entity.id))!;
  }

  async update(id: string, changes: Partial<CustomPage>): Promise<CustomPage> {
    try {
      await this.repo.update({ id }, changes);
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken(changes.slug!);
      throw err;
    }
    return (await this.findById(id))!;
  }

  async delete(id: string): Promise<boolean> {
    return ((await this.repo.delete({ id })).affected ?? 0) > 0;
  }
}
