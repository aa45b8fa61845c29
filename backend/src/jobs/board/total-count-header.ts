import type { Response } from 'express';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Swagger description of the paging header. */
export const TOTAL_COUNT_DOC = {
  [TOTAL_COUNT_HEADER]: {
    description: 'How many items match in all (the body holds one page)',
    schema: { type: 'integer' as const, example: 31 },
  },
};

/** Sets X-Total-Count and lets cross-origin readers (the admin remote) see it. */
export function setTotalCount(res: Response, total: number): void {
  res.setHeader(TOTAL_COUNT_HEADER, String(total));
  res.setHeader('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
}
