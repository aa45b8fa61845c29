import { BadRequestException } from '@nestjs/common';
import { ClassConstructor, plainToInstance } from 'class-transformer';
import { validate, ValidationError } from 'class-validator';

function messages(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => [
    ...Object.values(e.constraints ?? {}),
    ...messages(e.children ?? []),
  ]);
}

/**
 * Validates a body with the same rules as the global ValidationPipe, for the few places that run
 * before pipes (guards such as the sign-in guard).
 */
export async function validateDto<T extends object>(
  cls: ClassConstructor<T>,
  body: unknown,
): Promise<T> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestException('Request body must be a JSON object');
  }
  const instance = plainToInstance(cls, body);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw new BadRequestException(messages(errors));
  return instance;
}
