import { useSyncExternalStore } from 'react';

const CHANGED = 'shop:local-storage';

/**
 * A list kept in localStorage under `key` (the guest cart, the compare list), read after
 * hydration through useSyncExternalStore: the server and the first client render see an empty
 * list, then the stored one; other tabs' changes arrive through the `storage` event.
 */
export function createLocalList<T>(key: string, parseItem: (raw: unknown) => T | null) {
  const empty: T[] = [];
  let cachedRaw: string | null | undefined;
  let cached: T[] = empty;

  function read(): T[] {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    cached = empty;
    if (raw) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed)) cached = parsed.map(parseItem).filter((item): item is T => item !== null);
      } catch {
        cached = empty;
      }
    }
    return cached;
  }

  function subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(CHANGED, onChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CHANGED, onChange);
    };
  }

  function write(items: T[]): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(items));
    } catch {
      return;
    }
    window.dispatchEvent(new Event(CHANGED));
  }

  return { read, write, subscribe, empty };
}

export type LocalList<T> = ReturnType<typeof createLocalList<T>>;

/** The items of a local list; empty on the server and during hydration, then the stored ones. */
export function useLocalList<T>(list: LocalList<T>): T[] {
  return useSyncExternalStore(list.subscribe, list.read, () => list.empty);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const finite = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** A line of the guest cart, as the specification stores it in the browser. */
export interface GuestCartLine {
  id: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
  variant_name: string | null;
  variant_option_id: number;
  unit?: { name: string } | null;
  note?: string | null;
}

export function parseCartLine(raw: unknown): GuestCartLine | null {
  if (!isRecord(raw)) return null;
  const id = finite(raw.id);
  const price = finite(raw.price);
  const quantity = finite(raw.quantity);
  if (id === null || price === null || price < 0 || quantity === null || quantity < 1) return null;
  return {
    id,
    name: typeof raw.name === 'string' ? raw.name : '',
    image: typeof raw.image === 'string' ? raw.image : '',
    price,
    quantity: Math.floor(quantity),
    variant_name: typeof raw.variant_name === 'string' && raw.variant_name ? raw.variant_name : null,
    variant_option_id: finite(raw.variant_option_id) ?? 0,
    unit: isRecord(raw.unit) && typeof raw.unit.name === 'string' ? { name: raw.unit.name } : null,
    note: typeof raw.note === 'string' && raw.note ? raw.note : null,
  };
}

export function parseCompareItem(raw: unknown): { id: number } | null {
  if (!isRecord(raw)) return null;
  const id = finite(raw.id);
  return id === null ? null : { id };
}
