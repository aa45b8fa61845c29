import { ApiProperty } from '@nestjs/swagger';

/**
 * A string enum that may be null, declared the way OpenAPI 3.0 validators read it: `type`,
 * `nullable: true` and `null` among the enum values on the property itself. (Nest's `enumName`
 * form puts `nullable` beside an `allOf` with no `type`, which validators ignore, so they reject
 * the null.)
 */
export const NullableEnumProperty = (
  values: readonly string[],
  description: string,
  required = true,
) =>
  ApiProperty({
    type: 'string',
    enum: [...values, null],
    nullable: true,
    required,
    description: `${description}: ${values.join(', ')}`,
  });
