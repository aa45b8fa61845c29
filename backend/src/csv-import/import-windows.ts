import type { NewTeam } from '../teams/teams.repository';
import { Batch, byApplyUrlHash, KeysReadAhead, PendingRow, rowChars } from './import-batches';

/**
 * Rows read before they are written (decision 0263): a window is written in the order of its
 * apply-URL keys, so the larger it is, the fewer pages of the key's index each batch reads. The
 * rows read and not yet taken by a statement (the next window and what is left of the last) stay
 * within one window's size, which the import's peak memory bounds (a test sets a smaller one).
 */
export const IMPORT_WINDOW = { rows: 25_000, chars: 16_000_000 };

/**
 * Writes one window: its new teams, then its rows (sorted) batch by batch, calling `taken` as each
 * batch leaves `rows` for its statement.
 */
export type WindowWriter = (
  rows: PendingRow[],
  newTeams: NewTeam[],
  taken: (batch: Batch) => void,
) => Promise<void>;

/**
 * The import's good rows, handed over as they are read and written a window at a time, in the
 * order of their apply-URL keys. While the database writes one window, the next is read and
 * validated, the two together within IMPORT_WINDOW (besides the batch being written): each batch
 * leaves its window when its statement is sent, and the reader reads on while the statement runs.
 */
export class ImportWindows {
  private window: PendingRow[] = [];
  private windowChars = 0;
  private newTeams: NewTeam[] = [];
  private writing: Promise<void> = Promise.resolve();
  // The rows (and characters) of the window being written that no statement has taken yet.
  private unwrittenRows = 0;
  private unwrittenChars = 0;
  private batchTaken: () => void = () => undefined;

  constructor(
    private readonly ahead: KeysReadAhead,
    private readonly write: WindowWriter,
  ) {}

  /**
   * Waits until one more row fits: when the rows read and not yet taken fill a window, the
   * window read is handed over once the writer has taken the last one's final batch.
   */
  async makeRoom(): Promise<void> {
    while (this.full()) {
      if (this.unwrittenRows === 0) {
        await this.flush();
        continue;
      }
      await Promise.race([
        new Promise<void>((resolve) => (this.batchTaken = resolve)),
        this.writing,
      ]);
      if (this.unwrittenRows === 0 && this.window.length) await this.flush();
    }
  }

  /** A good row (after makeRoom), with the team it names first, if no row before named it. */
  add(row: PendingRow, newTeam?: NewTeam): void {
    if (newTeam) this.newTeams.push(newTeam);
    this.window.push(row);
    this.windowChars += rowChars(row);
  }

  /** Writes what is left; resolves when every row is written. */
  async finish(): Promise<void> {
    await this.flush();
    await this.writing;
  }

  /** After a failure: resolves when no statement or read is under way (never rejects). */
  async abandon(): Promise<void> {
    await this.writing.catch(() => undefined);
    await this.ahead.settled();
  }

  private full(): boolean {
    return (
      this.window.length + this.unwrittenRows >= IMPORT_WINDOW.rows ||
      this.windowChars + this.unwrittenChars >= IMPORT_WINDOW.chars
    );
  }

  private async flush(): Promise<void> {
    // The file ended before the last window's rows were all taken by statements: that window
    // is written first, so that one key read runs at a time.
    if (this.unwrittenRows > 0) await this.writing;
    const rows = this.window;
    const teams = this.newTeams;
    const chars = this.windowChars;
    this.window = [];
    this.windowChars = 0;
    this.newTeams = [];
    // The window is sorted, and its first batch's keys read, while the last window's final
    // batch is still being written.
    rows.sort(byApplyUrlHash);
    await this.ahead.next(rows);
    await this.writing; // a failed write throws here, before the next one starts
    this.unwrittenRows = rows.length;
    this.unwrittenChars = chars;
    this.writing = this.write(rows, teams, (batch) => {
      this.unwrittenRows -= batch.rows.length;
      this.unwrittenChars -= batch.chars;
      this.batchTaken();
    });
    this.writing.catch(() => undefined); // awaited by the next flush
  }
}
