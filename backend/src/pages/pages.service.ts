import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { SessionUser } from '../auth/session-user';
import { ReadCache } from '../cache/read-cache.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { CustomPage } from './custom-page.entity';
import {
  CreateCustomPageDto,
  CustomPageDto,
  CustomPageSummaryDto,
  UpdateCustomPageDto,
} from './dto/custom-page.dto';
import { sanitizePageHtml } from './page-html';
import { PagesRepository } from './pages.repository';

/** Footer order: numeric footerOrder, then title. */
function byFooterOrder(a: CustomPage, b: CustomPage): number {
  const order = (p: CustomPage) =>
    Number.isFinite(Number(p.footerOrder)) ? Number(p.footerOrder) : 999;
  return order(a) - order(b) || a.title.localeCompare(b.title);
}

function cleanContent(content: string, imageOrigins: string[]): string {
  const clean = sanitizePageHtml(content, imageOrigins);
  if (!clean) {
    throw new BadRequestException(
      'content is empty once unsafe markup (script, style…) is removed',
    );
  }
  return clean;
}

/** Custom footer pages (docs/product.md#custom-page, docs/product.md#page-html). */
@Injectable()
export class PagesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repo: PagesRepository,
    private readonly cache: ReadCache,
  ) {}

  /** Active pages for everyone (the footer of every page: cached); admins also see inactive ones. */
  async list(caller: SessionUser | undefined): Promise<CustomPageSummaryDto[]> {
    if (caller?.isAdmin)
      return (await this.repo.findAll()).sort(byFooterOrder).map(CustomPageSummaryDto.from);
    return this.cache.get('pages', 'active', async () =>
      (await this.repo.findActive()).sort(byFooterOrder).map(CustomPageSummaryDto.from),
    );
  }

  async get(slug: string, caller: SessionUser | undefined): Promise<CustomPageDto> {
    const page = await this.repo.findBySlug(slug);
    if (!page) throw new NotFoundException('Page not found');
    return page.isActive || caller?.isAdmin
      ? CustomPageDto.from(page)
      : CustomPageDto.unavailable(page);
  }

  async create(dto: CreateCustomPageDto): Promise<CustomPageDto> {
    await this.ensureSlugFree(dto.slug);
    const page = await this.repo.create({
      title: dto.title,
      slug: dto.slug,
      content: cleanContent(dto.content, this.config.pageImageOrigins),
      isActive: dto.isActive ?? true,
      footerSection: dto.footerSection ?? null,
      footerOrder: dto.footerOrder ?? '0',
    });
    return CustomPageDto.from(page);
  }

  async update(id: string, dto: UpdateCustomPageDto): Promise<CustomPageDto> {
    const page = await this.repo.findById(id);
    if (!page) throw new NotFoundException('No page with this id');
    if (dto.slug !== undefined && dto.slug !== page.slug) await this.ensureSlugFree(dto.slug);
    const changes: Partial<CustomPage> = {};
    if (dto.title !== undefined) changes.title = dto.title;
    if (dto.slug !== undefined) changes.slug = dto.slug;
    if (dto.content !== undefined)
      changes.content = cleanContent(dto.content, this.config.pageImageOrigins);
    if (dto.isActive !== undefined) changes.isActive = dto.isActive;
    if (dto.footerSection !== undefined) changes.footerSection = dto.footerSection;
    if (dto.footerOrder !== undefined) changes.footerOrder = dto.footerOrder;
    if (!Object.keys(changes).length) return CustomPageDto.from(page);
    return CustomPageDto.from(await this.repo.update(id, changes));
  }

  async delete(id: string): Promise<void> {
    if (!(await this.repo.delete(id))) throw new NotFoundException('No page with this id');
  }

  private async ensureSlugFree(slug: string): Promise<void> {
    if (await this.repo.findBySlug(slug)) {
      throw new ConflictException(`A page with the slug '${slug}' already exists`);
    }
  }
}
