import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** No request body of this API nests deeper than a few levels; 32 leaves ample room. */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a parsed JSON value (a scalar is 0, `[]` and `{}` are 1), computed without
 * recursion, so an attacker's thousand-level body cannot overflow the stack; stops counting once
 * `limit` is passed.
 */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Object.values(node as Record<string, unknown>)) stack.push([child, level]);
  }
  return deepest;
}

/**
 * Refuses JSON bodies nested deeper than MAX_JSON_DEPTH with a 400 before anything else walks
 * them (validation and class-transformer recurse, and a deep enough body overflows their stack).
 */
export function refuseDeepJson(req: Request, _res: Response, next: NextFunction): void {
  next(
    jsonDepth(req.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH
      ? new BadRequestException(
          `Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`,
        )
      : undefined,
  );
}
