import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS } from './products.csv';
import { ImportFileError, readCatalogueCsv } from './products.import';

// Reading a catalogue CSV for the import: typed rows, refusals by line and column, whole-file
// refusals for what is not a catalogue CSV.

const HEADER = CATALOGUE_COLUMNS.join(',');
const bytes = (text: string) => new TextEncoder().encode(text);
const row = (values: Partial<Record<(typeof CATALOGUE_COLUMNS)[number], string>>) =>
  CATALOGUE_COLUMNS.map((c) => {
    const v =
      values[c] ??
      {
        product: 'test-router',
        sku: 'TR-1',
        name_en: 'Test Router',
        category: 'networking',
        published: 'true',
        price: '89.00',
        stock: '4',
      }[c as string] ??
      '';
    return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }).join(',');

describe('readCatalogueCsv', () => {
  it('types good rows in three scripts, with a byte-order mark, quoted commas and the formula guard taken off', () => {
    const text = `\uFEFF${HEADER}\n${row({
      name_kh: 'រ៉ោតទ័រ តេស្ត',
      name_zh: '测试路由器',
      description_en: 'Fast, "mesh" ready\nsecond line',
      variant: "'-Black",
      promo_price: '79.5',
      images: '/media/a.webp | https://cdn.example.com/b.webp',
    })}\n`;
    const { rows, refused } = readCatalogueCsv(bytes(text));
    expect(refused).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        product: 'test-router',
        sku: 'TR-1',
        variant: '-Black',
        name: { en: 'Test Router', kh: 'រ៉ោតទ័រ តេស្ត', zh: '测试路由器' },
        description: { en: 'Fast, "mesh" ready\nsecond line', kh: '', zh: '' },
        category: 'networking',
        subcategory: '',
        brand: '',
        published: true,
        priceCents: 8900,
        promoPriceCents: 7950,
        stock: 4,
        images: ['/media/a.webp', 'https://cdn.example.com/b.webp'],
      },
    ]);
  });

  it('refuses each bad row by its line, column and reason, and keeps the good ones', () => {
    const lines = [
      row({ sku: 'GOOD-1' }),
      row({ sku: 'A B', price: '-1' }),
      row({ sku: 'GOOD-2', promo_price: '89.00' }),
      row({ sku: 'GOOD-3', stock: '1.5', published: 'maybe' }),
      row({ sku: 'GOOD-4', name_en: '', category: 'Not A Slug', price: '1.005' }),
      row({ sku: 'GOOD-5', images: 'javascript:alert(1)' }),
    ];
    const { rows, refused } = readCatalogueCsv(bytes([HEADER, ...lines].join('\n')));
    expect(rows.map((r) => r.sku)).toEqual(['GOOD-1']);
    expect(refused.map((r) => [r.line, r.column])).toEqual([
      [3, 'sku'],
      [3, 'price'],
      [4, 'promo_price'],
      [5, 'published'],
      [5, 'stock'],
      [6, 'name_en'],
      [6, 'category'],
      [6, 'price'],
      [7, 'images'],
    ]);
    expect(refused[0]!.reason).toMatch(/letters, digits/);
  });

  it.each([
    ['not UTF-8 (Windows-1252)', new Uint8Array([...bytes(`${HEADER}\n`), 0x93, 0x94, 0x0a]), /not UTF-8/],
    ['a missing column', bytes('product,sku,name_en\nx,y,z\n'), /no column variant, name_kh/],
    ['nothing at all', bytes(''), /empty/],
    ['a quote never closed', bytes(`${HEADER}\n"unclosed,${'x,'.repeat(16)}\n`), /not a CSV file/],
  ])('refuses %s as a whole file', (_, file, reason) => {
    expect(() => readCatalogueCsv(file)).toThrow(ImportFileError);
    expect(() => readCatalogueCsv(file)).toThrow(reason);
  });

  it('reads 10,000 rows', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      row({ product: `p-${Math.floor(i / 2)}`, sku: `SKU-${i}`, variant: i % 2 ? 'White' : 'Black' }),
    );
    const { rows, refused } = readCatalogueCsv(bytes([HEADER, ...lines].join('\n')));
    expect(refused).toEqual([]);
    expect(rows).toHaveLength(10_000);
    expect(rows.at(-1)).toMatchObject({ line: 10_001, product: 'p-4999', sku: 'SKU-9999', variant: 'White' });
  });
});
