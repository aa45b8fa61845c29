import { DataSource } from 'typeorm';
import { Job } from '../src/jobs/job.entity';
import { MailMessage } from '../src/mail/mail-message.entity';
import { SavedJobClosingReminders } from '../src/saved-jobs/saved-job-closing-reminders.service';
import { User } from '../src/users/user.entity';
import { signUp, type SignedIn } from './auth-helpers';
import { createTestApp } from './harness';
import { insertJobs } from './job-factory';

const DAY = 24 * 60 * 60 * 1000;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('Saved job closing reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.app.get(DataSource);
  const reminders = () => t.app.get(SavedJobClosingReminders);
  const sentTo = async (email: string) =>
    db().getRepository(MailMessage).findBy({ recipient: email, template: 'saved-job-closing' });

  async function confirmedMember(alerts = true): Promise<SignedIn> {
    const member = await signUp(t.server);
    await db()
      .getRepository(User)
      .update(member.user.id, { emailVerifiedAt: new Date(), jobAlertEmails: alerts });
    return member;
  }

  it('sends one reminder three days before a saved open job closes, with a controlled clock', async () => {
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    const member = await confirmedMember();
    const [job] = await insertJobs(t.app, [
      { positionTitle: 'Closing Coach', validThrough: new Date(start.getTime() + 5 * DAY) },
    ]);
    await member.agent.put(`/api/saved-jobs/${job.id}`).expect(204);

    expect(await reminders().run(start)).toBe(0); // five days ahead: not yet
    expect(await sentTo(member.user.email)).toHaveLength(0);
    const due = new Date(start.getTime() + 2 * DAY + 60_000); // just under three days left
    expect(await reminders().run(due)).toBe(1);
    expect(await reminders().run(new Date(due.getTime() + 3_600_000))).toBe(0); // once
    const mails = await sentTo(member.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toMatch(/Closing soon: Closing Coach/);
    expect(mails[0].raw).toMatch(/List-Unsubscribe/);
  });

  it('sends none for a job closed early or to a member without job alert emails', async () => {
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    const member = await confirmedMember();
    const unsubscribed = await confirmedMember(false);
    const [closedEarly, other] = await insertJobs(t.app, [
      { validThrough: new Date(start.getTime() + 2 * DAY) },
      { validThrough: new Date(start.getTime() + 2 * DAY) },
    ]);
    await member.agent.put(`/api/saved-jobs/${closedEarly.id}`).expect(204);
    await unsubscribed.agent.put(`/api/saved-jobs/${other.id}`).expect(204);
    await db().getRepository(Job).update(closedEarly.id, { isActive: false });

    await reminders().run(start);
    expect(await sentTo(member.user.email)).toHaveLength(0);
    expect(await sentTo(unsubscribed.user.email)).toHaveLength(0);
  });
});
