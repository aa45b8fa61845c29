declare const __webpack_hash__: string | undefined;

const KEY = 'chunk-reload-build';

/** This build's identity (webpack's compilation hash); empty outside a webpack build. */
function currentBuild(): string {
  return typeof __webpack_hash__ === 'string' ? __webpack_hash__ : '';
}

/** A failed download of one of the app's chunks: what a deploy does to an open tab's old page. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /loading (css )?chunk .* failed/i.test(error.message))
  );
}

type BuildMark = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload the page to recover from `error`: only for a chunk that failed to load, and
 * only once per build in this tab (`markReload` leaves a mark in sessionStorage), so a chunk that
 * stays broken ends on the error screen instead of reloading in a loop.
 */
export function shouldReloadFor(
  error: unknown,
  storage: BuildMark = sessionStorage,
  build = currentBuild(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    return storage.getItem(KEY) !== build;
  } catch {
    return false; // storage refused (private mode): never risk a loop
  }
}

/** Records that this build reloaded once in this tab. */
export function markReload(storage: BuildMark = sessionStorage, build = currentBuild()): void {
  storage.setItem(KEY, build);
}
