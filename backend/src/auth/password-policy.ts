import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator, ValidationArguments } from 'class-validator';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Whitespace, control, format (zero-width), unassigned and lone surrogate characters. */
const BLANK = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Cn}\p{Cs}]*$/u;

let common: Set<string> | undefined;

/**
 * The most common passwords of public breach corpora (the zxcvbn-ts common list, about 49,000,
 * lower-case, most frequent first), kept offline in the package; only those long enough to pass
 * the length rule matter.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common'].filter((p) => [...p].length >= PASSWORD_MIN_LENGTH),
  );
  return common;
}

/**
 * What is wrong with a new password, or null. The rule follows current NIST guidance for
 * memorised secrets: at least 8 characters (the DTOs cap them at 128), any characters allowed (no
 * composition rules), but not only spaces or control characters and not one of the most common
 * breached passwords (compared without case). Sign-in never applies it, so older accounts keep
 * working.
 */
export function passwordProblem(password: string, label = 'password'): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (BLANK.test(password)) return `${label} must contain more than spaces and control characters`;
  if (commonPasswords().has(password.toLowerCase()))
    return `${label} is one of the most common breached passwords; choose another`;
  return null;
}

/** Validates a new password by `passwordProblem`; `label` starts the message (default: the field). */
export function IsAcceptablePassword(label?: string): PropertyDecorator {
  return (target, propertyName) => {
    const name = label ?? String(propertyName);
    registerDecorator({
      name: 'isAcceptablePassword',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !passwordProblem(value, name),
        defaultMessage: (args: ValidationArguments) =>
          typeof args.value === 'string'
            ? (passwordProblem(args.value, name) ?? '')
            : `${name} must be a string`,
      },
    });
  };
}
