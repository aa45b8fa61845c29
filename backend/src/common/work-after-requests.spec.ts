import { AsyncLocalStorage } from 'node:async_hooks';
import { WorkAfterRequests } from './work-after-requests';

describe('work after requests', () => {
  it('runs after the current turn, outside the request that asked, once at a time per key', async () => {
    const request = new AsyncLocalStorage<string>();
    const errors: Error[] = [];
    const work = new WorkAfterRequests('test', (err) => errors.push(err));
    const seen: Array<string | undefined> = [];
    let runs = 0;
    request.run('a request', () => {
      for (let i = 0; i < 3; i++) {
        work.start('word', async () => {
          runs++;
          seen.push(request.getStore());
        });
      }
      work.start('other word', async () => {
        runs++;
      });
    });
    expect(runs).toBe(0);
    await work.settled();
    expect(runs).toBe(2);
    expect(seen).toEqual([undefined]);
    expect(errors).toEqual([]);
    // A key whose run has ended may run again.
    work.start('word', async () => {
      runs++;
    });
    await work.settled();
    expect(runs).toBe(3);
  });

  it('hands a failed run to its handler and waits for runs started meanwhile', async () => {
    const errors: string[] = [];
    const work = new WorkAfterRequests('test', (err) => errors.push(err.message));
    let later = false;
    work.start('first', async () => {
      work.start('second', async () => {
        later = true;
      });
      throw new Error('lost a race');
    });
    await work.settled();
    expect(errors).toEqual(['lost a race']);
    expect(later).toBe(true);
  });
});
