import type { JobsQueryService } from '../jobs/jobs-query.service';
import { canonicalJson, SweepMatches } from './sweep-matches';

/** A board that counts its questions and answers each with its own number of jobs. */
function countingBoard() {
  const asked: string[] = [];
  const board = {
    findArrivedBetween: (filters: object, from: Date, until: Date) => {
      asked.push(`${JSON.stringify(filters)} ${from.toISOString()} ${until.toISOString()}`);
      return Promise.resolve({ jobs: [], total: asked.length });
    },
  } as unknown as JobsQueryService;
  return { board, asked };
}

describe('SweepMatches', () => {
  const now = new Date('2026-11-25T08:00:00Z');
  const from = new Date('2026-11-24T08:00:00Z');
  const until = new Date('2026-11-25T07:59:00Z');

  it('asks the board once for alerts with the same search and window', async () => {
    const { board, asked } = countingBoard();
    const matches = new SweepMatches(board, now, 25);
    const a = await matches.find(
      { position: 'coach', department: ['coaching', 'scouting'] },
      from,
      until,
    );
    const b = await matches.find(
      { department: ['scouting', 'coaching'], position: 'coach' },
      from,
      until,
    );
    expect(asked).toHaveLength(1);
    expect(b).toBe(a);
  });

  it('asks again for another search or another window', async () => {
    const { board, asked } = countingBoard();
    const matches = new SweepMatches(board, now, 25);
    await matches.find({ position: 'coach' }, from, until);
    await matches.find({ position: 'scout' }, from, until);
    await matches.find({ position: 'coach' }, new Date(from.getTime() + 1), until);
    await matches.find({ position: 'coach' }, from, new Date(until.getTime() + 1000));
    expect(asked).toHaveLength(4);
  });

  it('asks again after a failure', async () => {
    let calls = 0;
    const board = {
      findArrivedBetween: () =>
        ++calls === 1
          ? Promise.reject(new Error('timeout'))
          : Promise.resolve({ jobs: [], total: 3 }),
    } as unknown as JobsQueryService;
    const matches = new SweepMatches(board, now, 25);
    await expect(matches.find({}, from, until)).rejects.toThrow('timeout');
    await expect(matches.find({}, from, until)).resolves.toEqual({ jobs: [], total: 3 });
  });
});

describe('canonicalJson', () => {
  it('gives equal text for equal searches written in another order', () => {
    expect(canonicalJson({ b: 1, a: ['y', 'x'], c: undefined })).toBe(
      canonicalJson({ a: ['x', 'y'], b: 1 }),
    );
    expect(canonicalJson({ a: 'x' })).not.toBe(canonicalJson({ a: 'y' }));
  });
});
