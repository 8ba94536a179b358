import { IMPORT_REFUSALS } from '@shop/contracts/admin';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { kh } from '../i18n/kh';
import { zh } from '../i18n/zh';
import { carry, limitedFormData, uncarry } from './import-carry.server';
import { CHANGE_KEYS, fileRefusal, REFUSAL_KEYS } from './import-form';

describe('the catalogue import', () => {
  it('has words for every refusal code of the API, in each language, each its own', () => {
    expect(Object.keys(REFUSAL_KEYS).sort()).toEqual([...IMPORT_REFUSALS].sort());
    for (const catalogue of [en, kh, zh]) {
      const texts = IMPORT_REFUSALS.map((code) => catalogue[REFUSAL_KEYS[code]]);
      expect(new Set(texts).size).toBe(texts.length);
    }
    expect(kh[REFUSAL_KEYS.sku_taken]).not.toBe(en[REFUSAL_KEYS.sku_taken]);
    expect(Object.values(CHANGE_KEYS).every((key) => zh[key] && kh[key])).toBe(true);
  });

  it('says a whole file’s refusal in the staff member’s words', () => {
    expect(fileRefusal('file: not UTF-8 text; save the CSV as UTF-8', 400)).toEqual({
      key: 'import.notUtf8',
    });
    expect(fileRefusal('file: no column sku, price', 400)).toEqual({
      key: 'import.noColumn',
      values: { columns: 'sku, price' },
    });
    expect(fileRefusal('file: 20,001 rows; at most 20,000 at once', 400)).toEqual({
      key: 'import.tooManyRows',
      values: { rows: '20,001', max: '20,000' },
    });
    expect(fileRefusal('file: larger than 20 MB; split the catalogue', 413)).toEqual({
      key: 'import.tooLarge',
    });
    expect(fileRefusal('Request body too large', 413)).toEqual({ key: 'import.tooLarge' });
    expect(fileRefusal('file: empty', 400)).toEqual({ key: 'import.empty' });
    expect(fileRefusal('the shop has no unit of sale yet', 409)).toBeNull();
  });

  it('carries a checked file in the page byte for byte (a quoted LF stays an LF), and refuses anything else', () => {
    const text = 'product,sku\n"a-b","X\nY"\r\nc,ខ្មែរ\n';
    const bytes = new TextEncoder().encode(text);
    const carried = carry(bytes);
    expect(carried).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new TextDecoder().decode(uncarry(carried ?? '') ?? new Uint8Array())).toBe(text);
    expect(uncarry('not base64!')).toBeNull();
    expect(uncarry('')).toBeNull();
    expect(uncarry('AAAA')).toBeNull();
  });

  it('reads a form up to its limit, and gives up past it', async () => {
    const form = new FormData();
    form.set('intent', 'check');
    form.set('file', new Blob(['a'.repeat(1000)]), 'big.csv');
    const request = () => new Request('http://admin/x', { method: 'POST', body: form });
    const read = await limitedFormData(request(), 10_000);
    expect(read?.get('intent')).toBe('check');
    expect((read?.get('file') as File | undefined)?.size).toBe(1000);
    expect(await limitedFormData(request(), 500)).toBeNull();
  });
});
