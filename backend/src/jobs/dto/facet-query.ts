import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional } from 'class-validator';

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

/** A facet query parameter: one or more of `values`, repeated or comma-separated. */
export const FacetQuery = (values: readonly string[], enumName: string, description: string) =>
  applyDecorators(
    ApiPropertyOptional({
      description: `${description} (repeat the parameter or separate values by commas; a job matches any of them)`,
      type: String,
      enum: values,
      enumName,
      isArray: true,
    }),
    IsOptional(),
    Transform(toValueList),
    ArrayMaxSize(values.length),
    IsIn(values, {
      each: true,
      message: ({ property }) => `each value of ${property} must be one of: ${values.join(', ')}`,
    }),
  );
