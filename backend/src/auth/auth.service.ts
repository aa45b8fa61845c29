import { ConflictException, Injectable, OnModuleInit } from '@nestjs/common';
import { EmailVerificationService } from '../account-email/email-verification.service';
import { isUniqueViolation } from '../database/query-errors';
import { PasswordHasher } from '../users/password-hasher.service';
import { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { RegisterDto } from './dto/register.dto';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService implements OnModuleInit {
  /** Verified against when the email is unknown, so both failures take the same time. */
  private dummyHash = '';

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly verification: EmailVerificationService,
  ) {}

  async onModuleInit() {
    this.dummyHash = await this.hasher.hash('not-a-real-password-for-timing');
  }

  /** The user for these credentials, or null (same answer for unknown email and wrong password). */
  async validateCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(email);
    const ok = await this.hasher.verify(user?.password ?? this.dummyHash, password);
    return user && ok ? user : null;
  }

  /**
   * Creates an account; `isAdmin` from the body is ignored. Consent times are recorded, and the
   * address gets its confirmation mail (the account works before it is confirmed).
   */
  async register(dto: RegisterDto): Promise<User> {
    const user = await this.create(dto);
    this.verification.sendAfterSignUp(user);
    return user;
  }

  private async create(dto: RegisterDto): Promise<User> {
    if (await this.users.existsLookalike(dto.email)) throw this.emailTaken();
    const now = new Date();
    try {
      return await this.users.create({
        email: dto.email,
        password: await this.hasher.hash(dto.password),
        firstName: dto.firstName,
        lastName: dto.lastName,
        isAdmin: false,
        termsAcceptedAt: now,
        newsletterConsentAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw this.emailTaken(); // lost a race with a parallel sign-up
      throw err;
    }
  }

  private emailTaken() {
    return new ConflictException('An account with this email already exists');
  }
}
