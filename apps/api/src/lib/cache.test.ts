import { describe, expect, it } from 'vitest';
import { cachePerDatabase, LoadCache } from './cache';

describe('LoadCache', () => {
  it('keeps an answer, null included, and loads a key once at a time', async () => {
    const cache = new LoadCache<string | null>({ max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return null;
    };
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([null, null]);
    expect(await cache.get('a', load)).toBeNull();
    expect(loads).toBe(1);
  });

  it('forgets an answer after its time, and never keeps a failure', async () => {
    const cache = new LoadCache<number>({ max: 10, ttlMs: 20 });
    let n = 0;
    expect(await cache.get('k', async () => ++n)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('k', async () => ++n)).toBe(2);
    await expect(
      cache.get('bad', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('drops the least recently used key when full', async () => {
    const cache = new LoadCache<number>({ max: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => -1);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => -1)).toBe(1);
    expect(await cache.get('b', async () => 20)).toBe(20);
  });

  it('with staleWhileRefresh, gives the old answer while the new one loads, then the new one', async () => {
    const cache = new LoadCache<number>({ max: 10, ttlMs: 20, staleWhileRefresh: true });
    expect(await cache.get('k', async () => 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    let release: (value: number) => void = () => {};
    const slow = new Promise<number>((resolve) => {
      release = resolve;
    });
    // Past its time: answered at once with the old value, the load goes on behind it.
    expect(await cache.get('k', () => slow)).toBe(1);
    expect(await cache.get('k', async () => -1)).toBe(1);
    release(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('k', async () => -1)).toBe(2);
    // A failed load in the background is not kept: the next call loads again.
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(
      await cache.get('k', async () => {
        throw new Error('down');
      }),
    ).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('keeps one cache per database', () => {
    const of = cachePerDatabase<number>({ max: 2 });
    const one = {};
    expect(of(one)).toBe(of(one));
    expect(of({})).not.toBe(of(one));
  });
});
