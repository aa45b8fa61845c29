import { type BoardPlace, BoardQueries, ORDER_KEYS, placeOf } from './board-queries';
import type { JobSort } from './job-facet-filters';

/**
 * How long a process keeps the listing at a depth of an order (see `OrderDepths.kept`), and how
 * many depths it keeps at most.
 */
const LISTING_AT_DEPTH_KEPT_MS = 60_000;
const MAX_KEPT_DEPTHS = 100;

/** Where a walk of the board's first listings stops. */
export interface ListingAtDepth extends BoardPlace {
  /** The closing rank or comparable pay (null: no pay, or the newest-first order). */
  key: number | null;
}

/**
 * The listings at given depths of the board's orders, for CommonWordSearch's walks: each the bound
 * of a walk of the order's first listings.
 */
export class OrderDepths {
  /** The listings at the depths of the orders, as read (see `kept`), by order and depth. */
  private readonly keptDepths = new Map<
    string,
    { listing: Promise<ListingAtDepth | null>; until: number }
  >();

  constructor(private readonly queries: BoardQueries) {}

  /**
   * The listing at this depth of the board's order (1 is the first), open or not, with its key
   * in the "closing soon" and "highest pay" orders (closing rank, or comparable pay), or null
   * when the board has fewer. Read from the order's index alone, a read of `depth` entries (3–5
   * ms at 20,000), which every common-word search needs: the process keeps what it read for
   * LISTING_AT_DEPTH_KEPT_MS, through job writes, since any listing's place is a valid bound for
   * `walkOfFirstListings` (every listing past it comes after it in the order, whatever changed
   * since). A kept place only moves the walk's depth: new listings since deepen it, listings gone
   * make it shallower (a walk that comes up short goes on to the exact paths); a board that had
   * fewer listings than the depth walks every listing (exact too) until it is read again.
   */
  kept(sort: JobSort, depth: number): Promise<ListingAtDepth | null> {
    const slot = `${sort}:${depth}`;
    const kept = this.keptDepths.get(slot);
    if (kept && kept.until > Date.now()) return kept.listing;
    const listing = this.read(sort, depth);
    if (this.keptDepths.size >= MAX_KEPT_DEPTHS) this.keptDepths.clear();
    const entry = { listing, until: Date.now() + LISTING_AT_DEPTH_KEPT_MS };
    this.keptDepths.set(slot, entry);
    const forget = () => {
      if (this.keptDepths.get(slot) === entry) this.keptDepths.delete(slot);
    };
    listing.catch(forget);
    return listing;
  }

  /** `kept` as read, counted from the listings posted no later than `newest` if given. */
  async read(
    sort: JobSort,
    depth: number,
    newest: Date | string | null = null,
  ): Promise<ListingAtDepth | null> {
    const listings = this.queries
      .listings()
      .select('job.id', 'id')
      .addSelect('job.datePosted', 'datePosted');
    if (newest !== null) listings.where('job.datePosted <= :newest', { newest });
    const row = await this.queries
      .ordered(listings, sort)
      .limit(1)
      .offset(depth - 1)
      .getRawOne<{ id: string; datePosted: Date | string } & Record<string, unknown>>();
    if (!row) return null;
    if (sort === 'newest') return { ...placeOf(row), key: null };
    const key = row[ORDER_KEYS[sort]] as number | string | null | undefined;
    return { ...placeOf(row), key: key === null || key === undefined ? null : Number(key) };
  }
}
