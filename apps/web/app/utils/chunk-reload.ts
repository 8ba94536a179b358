import { CHUNK_RELOAD_GUARD_MS, STORAGE_KEYS } from '../constants';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a chunk-load failure may reload the page now: at most once per CHUNK_RELOAD_GUARD_MS,
 * so a broken deployment cannot loop. Records the reload when it says yes.
 */
export function claimChunkReload(storage: KeyValueStore | null, now: number): boolean {
  let last = 0;
  try {
    last = Number(storage?.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0) || 0;
  } catch {
    // Storage may be disabled; then reload without a record (once per page load below).
  }
  if (last > 0 && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
  } catch {
    // See above.
  }
  return true;
}

const DYNAMIC_IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for the errors browsers raise when a lazily loaded chunk is missing (e.g. after a deploy). */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return DYNAMIC_IMPORT_FAILURE.test(message);
}

/** Reloads the page once (per guard period) when a chunk fails to load. Call before hydrating. */
export function installChunkReloadGuard(win: Window): void {
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    let storage: Storage | null = null;
    try {
      storage = win.sessionStorage;
    } catch {
      storage = null;
    }
    if (!claimChunkReload(storage, Date.now())) return;
    reloading = true;
    win.location.reload();
  };
  win.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reload();
  });
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reload();
  });
  win.addEventListener('error', (event) => {
    if (isChunkLoadError(event.error ?? event.message)) reload();
  });
}
