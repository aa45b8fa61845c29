import { Injectable } from '@nestjs/common';

/** Knows whether the process is draining, so readiness fails before the server stops accepting. */
@Injectable()
export class LifecycleService {
  private draining = false;

  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }
}
