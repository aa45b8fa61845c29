import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { AlertDigestSender } from './alert-digest.service';
import type { AlertFilters } from './alert-filters';
import { AlertDto, AlertStoppedDto } from './dto/alert.dto';
import type { CreateAlertDto } from './dto/create-alert.dto';
import type { UpdateAlertDto } from './dto/update-alert.dto';
import { JobAlertsRepository } from './job-alerts.repository';

/** The most alerts one member may keep (docs/product.md#job-alerts). */
export const MAX_ALERTS_PER_MEMBER = 20;
export const ALERT_NOT_FOUND = 'No such job alert';
export const ALERT_STOP_LINK_INVALID = 'This link to stop a job alert is not valid';

/** A member's job alerts: create, list, rename, pause or resume, change frequency, delete. */
@Injectable()
export class JobAlertsService {
  constructor(
    private readonly alerts: JobAlertsRepository,
    private readonly digests: AlertDigestSender,
  ) {}

  async list(userId: string): Promise<AlertDto[]> {
    return (await this.alerts.listFor(userId)).map((alert) => AlertDto.of(alert));
  }

  /** A new alert starts from now: jobs already on the board are not sent. */
  async create(userId: string, dto: CreateAlertDto, now = new Date()): Promise<AlertDto> {
    const alert = await this.alerts.createWithinLimit(
      {
        userId,
        name: dto.name,
        frequency: dto.frequency,
        filters: compactFilters(dto.filters),
        paused: false,
        // Whole seconds: MySQL's DATETIME keeps no fraction, and the watermark is compared exactly.
        listedAfter: new Date(Math.ceil(now.getTime() / 1000) * 1000),
      },
      MAX_ALERTS_PER_MEMBER,
    );
    if (!alert) {
      throw new ConflictException(
        `You can keep at most ${MAX_ALERTS_PER_MEMBER} job alerts; delete one to add another`,
      );
    }
    return AlertDto.of(alert);
  }

  /** Resuming keeps the watermark, so the jobs that arrived during the pause are sent. */
  async update(userId: string, id: string, dto: UpdateAlertDto): Promise<AlertDto> {
    await this.owned(userId, id);
    const change = Object.fromEntries(
      Object.entries(dto).filter(([, value]) => value !== undefined),
    ) as UpdateAlertDto;
    if (Object.keys(change).length) await this.alerts.update(id, change);
    return AlertDto.of(await this.owned(userId, id));
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.owned(userId, id);
    await this.alerts.delete(id);
  }

  /** The digest's "stop this alert" link (no sign-in): the alert is paused. */
  async stop(token: string): Promise<AlertStoppedDto> {
    const id = this.digests.stopTokens.verify(token);
    const alert = id ? await this.alerts.findById(id) : null;
    if (!alert) throw new BadRequestException(ALERT_STOP_LINK_INVALID);
    if (!alert.paused) await this.alerts.update(alert.id, { paused: true });
    return { name: alert.name };
  }

  private async owned(userId: string, id: string) {
    const alert = await this.alerts.findOwned(id, userId);
    if (!alert) throw new NotFoundException(ALERT_NOT_FOUND);
    return alert;
  }
}

/** Only the filters that are set are stored. */
function compactFilters(filters: AlertFilters): AlertFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  ) as AlertFilters;
}
