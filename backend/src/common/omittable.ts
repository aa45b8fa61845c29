import { ValidateIf } from 'class-validator';

/**
 * A request field that may be left out: the rules after it apply to any value sent, null
 * included. class-validator's `IsOptional` also passes null by, which reached the services as
 * neither a value nor "left out" (a database NOT NULL error, answered 500). A field where null
 * means something (clear the value) says so with its own `ValidateIf(value !== null)`.
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}
