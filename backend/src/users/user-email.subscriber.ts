import {
  EntitySubscriberInterface,
  EventSubscriber,
  InsertEvent,
  ObjectLiteral,
  UpdateEvent,
} from 'typeorm';
import { emailLookalikeKey, normaliseEmail } from './email-identity';
import { User } from './user.entity';

/**
 * Every write of a user's email stores its normalised form and its look-alike key (decision
 * 0140), whichever path wrote it: sign-up, the admin bootstrap, a CLI or a test's direct insert.
 */
@EventSubscriber()
export class UserEmailSubscriber implements EntitySubscriberInterface<User> {
  listenTo() {
    return User;
  }

  beforeInsert(event: InsertEvent<User>): void {
    fillEmailKey(event.entity);
  }

  beforeUpdate(event: UpdateEvent<User>): void {
    fillEmailKey(event.entity);
  }
}

function fillEmailKey(entity: ObjectLiteral | undefined): void {
  if (typeof entity?.email !== 'string') return;
  entity.email = normaliseEmail(entity.email);
  entity.emailKey = emailLookalikeKey(entity.email);
}
