/**
 * The read cache's entries held in this process, as JSON text with the moment each expires,
 * bounded by their count and by the characters they hold together: reaching either bound
 * empties the store (the entries live seconds, so starting afresh costs a few reads again,
 * while an unbounded store could hold the largest answers of many different searches).
 */
export class KeptEntries {
  private readonly entries = new Map<string, { json: string; expires: number }>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  /** The entry's JSON while it has not expired, else null. */
  get(slot: string, now = Date.now()): string | null {
    const entry = this.entries.get(slot);
    return entry && entry.expires > now ? entry.json : null;
  }

  set(slot: string, json: string, ttlMs: number): void {
    this.delete(slot);
    if (this.entries.size >= this.maxEntries || this.chars + json.length > this.maxChars) {
      this.clear();
    }
    this.entries.set(slot, { json, expires: Date.now() + ttlMs });
    this.chars += json.length;
  }

  /** Drops every entry whose slot starts with `prefix`. */
  deleteStartingWith(prefix: string): void {
    for (const slot of this.entries.keys()) if (slot.startsWith(prefix)) this.delete(slot);
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The characters of JSON held. */
  get heldChars(): number {
    return this.chars;
  }

  private delete(slot: string): void {
    const entry = this.entries.get(slot);
    if (!entry) return;
    this.entries.delete(slot);
    this.chars -= entry.json.length;
  }
}
