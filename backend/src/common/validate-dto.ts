import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ClassConstructor } from 'class-transformer';
import type { ValidationError } from 'class-validator';

/** Checks that a value is of its field's type at all. */
const TYPE_CHECKS = ['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray'];
/** Rules of size and range: a value of the wrong type (a null, a number for a text) breaks none. */
const SIZE_RULES = ['maxLength', 'min', 'max', 'arrayMinSize', 'arrayMaxSize'];

/**
 * A field's failed rules as its answer names them: when the value is not of the field's type, its
 * size and range rules are left out (a null password is not "longer than 128 characters"); a
 * field's "is required" (a minimum length of one) stays. Nested fields alike.
 */
export function withoutMootRules(error: ValidationError): ValidationError {
  const { constraints, children } = error;
  const mistyped = constraints && TYPE_CHECKS.some((check) => check in constraints);
  return {
    ...error,
    constraints:
      constraints && mistyped
        ? Object.fromEntries(
            Object.entries(constraints).filter(([rule]) => !SIZE_RULES.includes(rule)),
          )
        : constraints,
    children: children?.map(withoutMootRules),
  };
}

/**
 * The global validation pipe, which answers each field's problems without the moot rules of a
 * value of the wrong type, each message once. Nested fields keep the pipe's own path prefix
 * ("items.0.name ...").
 */
export class FieldValidationPipe extends ValidationPipe {
  protected override flattenValidationErrors(errors: ValidationError[]): string[] {
    return [...new Set(super.flattenValidationErrors(errors.map(withoutMootRules)))];
  }
}

/** The app's one validation pipe: unknown fields refused, bodies turned into their DTO. */
export const validationPipe = new FieldValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: false,
});

/**
 * Validates a body through the global pipe, for the few places that run before pipes (guards such
 * as the sign-in guard).
 */
export async function validateDto<T extends object>(
  cls: ClassConstructor<T>,
  body: unknown,
): Promise<T> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestException('Request body must be a JSON object');
  }
  return (await validationPipe.transform(body, { type: 'body', metatype: cls })) as T;
}
