import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn } from 'class-validator';
import { Omittable } from '../../common/omittable';

/**
 * `?department=coaching&department=scouting` and `?department=coaching,scouting` both read as
 * ['coaching', 'scouting']; blanks and repeats are dropped, so an empty parameter is no filter.
 */
export const toValueList = ({ value }: { value: unknown }): unknown => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const values = [
    ...new Set(parts.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v))),
  ].filter((v) => v !== '');
  return values.length ? values : undefined;
};

/** One slug, or several separated by commas (`mid` or `mid,senior`). */
const commaListPattern = (values: readonly string[]) => {
  const one = `\\s*(${values.join('|')})\\s*`;
  return `^${one}(,${one})*$`;
};

/**
 * A facet query parameter: one or more of `values`, repeated (`?level=mid&level=senior`) or
 * comma-separated (`?level=mid,senior`). The contract declares each item as a pattern over the
 * values so that both forms are valid requests.
 */
export const FacetQuery = (values: readonly string[], description: string) =>
  applyDecorators(
    ApiPropertyOptional({
      description:
        `${description}, one or more of: ${values.join(', ')}. Repeat the parameter or ` +
        'separate values by commas; a job matches any of them.',
      type: 'array',
      items: { type: 'string', pattern: commaListPattern(values) },
    }),
    Omittable(),
    Transform(toValueList),
    ArrayMaxSize(values.length),
    IsIn(values, {
      each: true,
      message: ({ property }) => `each value of ${property} must be one of: ${values.join(', ')}`,
    }),
  );
