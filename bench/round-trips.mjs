// Reads the counts of a replica started with bench/count-round-trips.cjs preloaded.

/** The writes `child` (a cluster replica's process) made so far to each server port. */
export async function roundTripsSoFar(child) {
  const before = child.output().length;
  child.kill('SIGWINCH');
  for (;;) {
    const line = child
      .output()
      .slice(before)
      .match(/round-trips (.*)/);
    if (line) return JSON.parse(line[1]);
    await new Promise((r) => setTimeout(r, 20));
  }
}
