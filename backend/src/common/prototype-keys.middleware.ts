import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** The first prototype-pollution key in a parsed JSON body, with its path; null if none. */
export function findPrototypeKey(value: unknown, path = 'body', depth = 0): string | null {
  if (!value || typeof value !== 'object' || depth > 32) return null;
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return `${path}.__proto__`;
    if (key === 'constructor' && child && typeof child === 'object' && 'prototype' in child) {
      return `${path}.constructor.prototype`;
    }
    const found = findPrototypeKey(
      child,
      Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
}

/**
 * Refuses JSON bodies carrying `__proto__` or `constructor.prototype` keys (JSON.parse keeps them
 * as plain keys, and a later merge or transform could turn them into prototype pollution).
 */
export function refusePrototypeKeys(req: Request, _res: Response, next: NextFunction): void {
  const found = findPrototypeKey(req.body);
  next(found ? new BadRequestException(`Request body must not contain ${found}`) : undefined);
}
