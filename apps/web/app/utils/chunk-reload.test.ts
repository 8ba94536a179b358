import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('the chunk-load reload guard', () => {
  it('reloads at most once a minute', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 100_000)).toBe(true);
    expect(claimChunkReload(storage, 130_000)).toBe(false);
    expect(claimChunkReload(storage, 159_999)).toBe(false);
    expect(claimChunkReload(storage, 160_000)).toBe(true);
  });

  it('still reloads when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(claimChunkReload(broken, 1)).toBe(true);
    expect(claimChunkReload(null, 1)).toBe(true);
  });

  it('recognises the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
