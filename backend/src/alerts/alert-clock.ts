/** The time source of the alert sweep; tests provide their own. */
export const ALERT_CLOCK = Symbol('ALERT_CLOCK');

export interface AlertClock {
  now(): Date;
}

/** A clock per app (tests move one app's clock without touching another's). */
export const systemClock = (): AlertClock => ({ now: () => new Date() });
