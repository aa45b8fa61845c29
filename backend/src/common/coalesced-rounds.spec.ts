import { CoalescedRounds } from './coalesced-rounds';

describe('CoalescedRounds', () => {
  it('runs one round at a time and one more for any calls made meanwhile', async () => {
    let active = 0;
    let most = 0;
    let rounds = 0;
    const work = new CoalescedRounds(async () => {
      active += 1;
      most = Math.max(most, active);
      rounds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      active -= 1;
    }, fail);
    await Promise.all([work.run(), work.run(), work.run(), work.run()]);
    expect(most).toBe(1);
    expect(rounds).toBe(2);
  });

  it('reports a failed round and keeps going; runs nothing once stopped', async () => {
    const errors: string[] = [];
    let calls = 0;
    const work = new CoalescedRounds(
      () => {
        calls += 1;
        return Promise.reject(new Error(`round ${calls}`));
      },
      (err) => errors.push(err.message),
    );
    await work.run();
    await work.run();
    expect(errors).toEqual(['round 1', 'round 2']);
    await work.stop();
    await work.run();
    expect(calls).toBe(2);
    expect(work.isStopped).toBe(true);
  });
});

function fail(err: Error): never {
  throw err;
}
