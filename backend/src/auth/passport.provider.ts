import type { Provider } from '@nestjs/common';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { ReadCache } from '../cache/read-cache.service';
import { UserDto } from '../users/dto/user.dto';
import { UsersRepository } from '../users/users.repository';
import { AuthService } from './auth.service';
import type { SessionUser } from './session-user';

export const PASSPORT = Symbol('PASSPORT');

/**
 * One passport instance per app (not the process-wide singleton), so two app instances in one
 * process never share strategies or serializers. The session keeps only the user id; each request
 * loads the user, so a revoked admin right or a deleted account takes effect at once. The load goes
 * through the read cache, which every write to the users table invalidates on all replicas.
 */
export const passportProvider: Provider = {
  provide: PASSPORT,
  inject: [AuthService, UsersRepository, ReadCache],
  useFactory: (auth: AuthService, users: UsersRepository, cache: ReadCache) => {
    const passport = new Passport();
    passport.use(
      'local',
      new LocalStrategy(
        { usernameField: 'email', passwordField: 'password' },
        (email, password, done) => {
          auth
            .validateCredentials(email, password)
            .then((user) => done(null, user ? UserDto.from(user) : false))
            .catch((err: unknown) => done(err));
        },
      ),
    );
    passport.serializeUser<string>((user, done) => done(null, (user as SessionUser).id));
    // With Redis, the session store's read already brought the user's entry (one round trip).
    passport.deserializeUser<string>((id, done) => {
      cache
        .get('users', id, async () => {
          const user = await users.findById(id);
          return user ? UserDto.from(user) : null;
        })
        .then((user) => done(null, user ? { ...user, createdAt: new Date(user.createdAt) } : false))
        .catch((err: unknown) => done(err));
    });
    return passport;
  },
};
