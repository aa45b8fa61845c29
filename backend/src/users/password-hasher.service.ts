import { Inject, Injectable } from '@nestjs/common';
import argon2, { type Options } from 'argon2';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/**
 * argon2id's parameters (docs/product.md#accounts). `standard` is the library's defaults: 64 MiB,
 * three passes, four lanes (RFC 9106's second recommendation), about 0.4 s of CPU a hash on a
 * small server core. `test` is the cheapest the algorithm allows at 1 MiB, about a millisecond:
 * a test run signs hundreds of members up and in, and the app hashes once more as it starts.
 */
const HASH_PARAMETERS: Record<AppConfig['passwordHashing'], Options> = {
  standard: { type: argon2.argon2id },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

@Injectable()
export class PasswordHasher {
  private readonly options: Options;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = HASH_PARAMETERS[config.passwordHashing];
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /** Checks against the parameters stored in the hash itself, whichever made it. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
