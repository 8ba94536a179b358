import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crc16, decodeKhqr, encodeKhqr, KhqrError, type KhqrInput, khqrSvg } from './khqr';

// The National Bank of Cambodia's SDK (CommonJS, no types): only what these tests call.
interface SdkDecoded {
  bakongAccountID: string | null;
  merchantType: string | null;
  merchantID: string | null;
  acquiringBank: string | null;
  transactionAmount: string | null;
  transactionCurrency: string | null;
  merchantName: string | null;
  merchantCity: string | null;
  billNumber: string | null;
  mobileNumber: string | null;
  storeLabel: string | null;
  terminalLabel: string | null;
  purposeOfTransaction: string | null;
  pointofInitiationMethod: string | null;
  creationTimestamp: string | null;
  expirationTimestamp: string | null;
}
interface BakongSdk {
  BakongKHQR: {
    new (): {
      generateIndividual(info: unknown): { status: { code: number }; data: { qr: string; md5: string } };
      generateMerchant(info: unknown): { status: { code: number }; data: { qr: string; md5: string } };
    };
    verify(qr: string): { isValid: boolean };
    decode(qr: string): { status: { code: number }; data: SdkDecoded };
  };
  khqrData: { currency: { usd: number; khr: number } };
  IndividualInfo: new (account: string, name: string, city: string, optional: object) => unknown;
  MerchantInfo: new (
    account: string,
    name: string,
    city: string,
    merchantId: string,
    bank: string,
    optional: object,
  ) => unknown;
}
const sdk = createRequire(import.meta.url)('bakong-khqr') as BakongSdk;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

// Section 1.2 of docs/design/payments.md: payload, CRC, MD5 (from the SDKs' READMEs).
const VECTORS = {
  A: [
    '00020101021130400014jonhsmith@nbcq01061234560208Dev Bank5204599953031165802KH5910Jonh Smith6009Siem Reap621502118551234567863048C75',
    '8C75',
    '3a1d545dfba97b39817bf43337e621ec',
  ],
  B: [
    '00020101021229180014jonhsmith@nbcq52045999530311654035005802KH5910Jonh Smith6010PHNOM PENH993400131742250594187011317422506541846304EA38',
    'EA38',
    '838f6d998f6d700c42391aab5c5be555',
  ],
  C: [
    '00020101021229190015john_smith@devb5204599953038405405100.05802KH5910John Smith6010Phnom Penh993400131742249567316011317422496273166304B418',
    'B418',
    '6f4dac2b06e5ed33580001b6885d4a6d',
  ],
  D: [
    '00020101021229420013ishinvin@devb01090123456780208Dev Bank5204599953031165405100005802KH5909Ishin Vin6010Phnom Penh62680114INV-2022-12-250211855123456780310Ishin Shop07060123450807Payment64180002ZH0102文山0202金边99340013175507623233601131755076292336630416C4',
    '16C4',
    '922a409e0f8784858f644bf912c132b0',
  ],
  E: [
    '00020101021229180014jonhsmith@nbcq52045999530311654035005802KH5910Jonh Smith6010PHNOM PENH99170013173949577872263046894',
    '6894',
    'b1c250304b8594e4c6b53dd44791b57a',
  ],
  F: [
    '00020101021229190015john_smith@devb52045999530311654065000.05802KH5910jonh smith6010Phnom Penh62360109#INV-20030313Coffee Klaing0702#299170013161302797275763049ACF',
    '9ACF',
    'dd217f94900660d885c0b015d51991f4',
  ],
} as const;

const DECODED: Record<keyof typeof VECTORS, Record<string, string | Record<string, string>>> = {
  A: {
    '00': '01',
    '01': '11',
    '30': { '00': 'jonhsmith@nbcq', '01': '123456', '02': 'Dev Bank' },
    '52': '5999',
    '53': '116',
    '58': 'KH',
    '59': 'Jonh Smith',
    '60': 'Siem Reap',
    '62': { '02': '85512345678' },
    '63': '8C75',
  },
  B: {
    '00': '01',
    '01': '12',
    '29': { '00': 'jonhsmith@nbcq' },
    '52': '5999',
    '53': '116',
    '54': '500',
    '58': 'KH',
    '59': 'Jonh Smith',
    '60': 'PHNOM PENH',
    '99': { '00': '1742250594187', '01': '1742250654184' },
    '63': 'EA38',
  },
  C: {
    '00': '01',
    '01': '12',
    '29': { '00': 'john_smith@devb' },
    '52': '5999',
    '53': '840',
    '54': '100.0',
    '58': 'KH',
    '59': 'John Smith',
    '60': 'Phnom Penh',
    '99': { '00': '1742249567316', '01': '1742249627316' },
    '63': 'B418',
  },
  D: {
    '00': '01',
    '01': '12',
    '29': { '00': 'ishinvin@devb', '01': '012345678', '02': 'Dev Bank' },
    '52': '5999',
    '53': '116',
    '54': '10000',
    '58': 'KH',
    '59': 'Ishin Vin',
    '60': 'Phnom Penh',
    '62': {
      '01': 'INV-2022-12-25',
      '02': '85512345678',
      '03': 'Ishin Shop',
      '07': '012345',
      '08': 'Payment',
    },
    '64': { '00': 'ZH', '01': '文山', '02': '金边' },
    '99': { '00': '1755076232336', '01': '1755076292336' },
    '63': '16C4',
  },
  E: {
    '00': '01',
    '01': '12',
    '29': { '00': 'jonhsmith@nbcq' },
    '52': '5999',
    '53': '116',
    '54': '500',
    '58': 'KH',
    '59': 'Jonh Smith',
    '60': 'PHNOM PENH',
    '99': { '00': '1739495778722' },
    '63': '6894',
  },
  F: {
    '00': '01',
    '01': '12',
    '29': { '00': 'john_smith@devb' },
    '52': '5999',
    '53': '116',
    '54': '5000.0',
    '58': 'KH',
    '59': 'jonh smith',
    '60': 'Phnom Penh',
    '62': { '01': '#INV-2003', '03': 'Coffee Klaing', '07': '#2' },
    '99': { '00': '1613027972757' },
    '63': '9ACF',
  },
};

const TEN_MINUTES = 10 * 60 * 1000;

function input(overrides: Partial<KhqrInput> = {}): KhqrInput {
  const now = Date.now();
  return {
    accountId: 'anakut_shop@devb',
    accountType: 'individual',
    merchantName: 'Anakut Electronics',
    currency: 'USD',
    amountMinor: 12_950,
    billNumber: 'ORD-2026-000123',
    createdAtMs: now,
    expiresAtMs: now + TEN_MINUTES,
    ...overrides,
  };
}

/** Rasterises the SVG (8 px a module) and reads it back with jsQR. */
async function scan(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * 8 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('crc16', () => {
  it('gives the CRC-16/CCITT-FALSE check value 29B1 for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
  it('pads to four upper-case hex digits', () => {
    expect(crc16('')).toBe('FFFF');
    expect(crc16('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('the design note vectors', () => {
  it.each(Object.entries(VECTORS))('vector %s: CRC, MD5 and decode', (name, [payload, crc, hash]) => {
    expect(crc16(payload.slice(0, -4))).toBe(crc);
    expect(md5(payload)).toBe(hash);
    expect(decodeKhqr(payload)).toEqual(DECODED[name as keyof typeof VECTORS]);
  });

  it('vector B is exactly what encodeKhqr writes for the same input, MD5 included', () => {
    const khqr = encodeKhqr({
      accountId: 'jonhsmith@nbcq',
      accountType: 'individual',
      merchantName: 'Jonh Smith',
      merchantCity: 'PHNOM PENH',
      currency: 'KHR',
      amountMinor: 500,
      createdAtMs: 1742250594187,
      expiresAtMs: 1742250654184,
    });
    expect(khqr).toEqual({ payload: VECTORS.B[0], md5: VECTORS.B[2] });
  });

  it('vector A, static and without expiry, passes the NBC SDK (the SDK and the note agree)', () => {
    expect(sdk.BakongKHQR.verify(VECTORS.A[0]).isValid).toBe(true);
  });
});

describe('decodeKhqr rejects malformed payloads', () => {
  const good = VECTORS.A[0];
  it.each([
    ['a wrong CRC', `${good.slice(0, -4)}8C76`, /CRC is 8C76, expected 8C75/],
    ['no CRC tag', good.slice(0, -8), /CRC/],
    ['an empty string', '', /CRC/],
  ])('%s', (_, payload, message) => {
    expect(() => decodeKhqr(payload)).toThrow(KhqrError);
    expect(() => decodeKhqr(payload)).toThrow(message);
  });

  it('a length that runs past the end, with a correct CRC', () => {
    const body = '0002010102125999Jonh6304';
    expect(() => decodeKhqr(body + crc16(body))).toThrow(/tag 59 runs past the end/);
  });

  it('a nested template whose inner length is wrong, with a correct CRC', () => {
    const body = '00020101021229180099jonhsmith@nbcq6304';
    expect(() => decodeKhqr(body + crc16(body))).toThrow(/tag 29: tag 00 runs past the end/);
  });
});

describe('encodeKhqr', () => {
  it('writes the tags in the SDK order with a dynamic point of initiation, tag 99 and the CRC last', () => {
    const { payload, md5: hash } = encodeKhqr(
      input({ createdAtMs: 1795512487145, expiresAtMs: 1795513087145 }),
    );
    // CRC and MD5 checked with Python's binascii.crc_hqx(…, 0xFFFF) and hashlib.md5.
    expect(payload).toBe(
      '00020101021229200016anakut_shop@devb5204599953038405406129.505802KH5918Anakut Electronics' +
        '6010Phnom Penh62190115ORD-2026-0001239934001317955124871450113179551308714563046A69',
    );
    expect(hash).toBe('f4240c58345103960e7c17994d4b3645');
    // Walked by hand: a record's keys do not keep their order ('29' sorts before '00' in JS).
    const ids: string[] = [];
    for (let at = 0; at < payload.length; at += 4 + Number(payload.slice(at + 2, at + 4))) {
      ids.push(payload.slice(at, at + 2));
    }
    expect(ids).toEqual(['00', '01', '29', '52', '53', '54', '58', '59', '60', '62', '99', '63']);
  });

  it('returns the lower-case hex MD5 of the whole payload', () => {
    const khqr = encodeKhqr(input());
    expect(khqr.md5).toBe(md5(khqr.payload));
    expect(khqr.md5).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    [1, '0.01'],
    [5, '0.05'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1'],
    [101, '1.01'],
    [150, '1.50'],
    [12_950, '129.50'],
    [100_000, '1000'],
    [123_456_789, '1234567.89'],
  ])('USD %i cents is written "%s" (tag 54), as the SDK writes it', (amountMinor, text) => {
    expect(decodeKhqr(encodeKhqr(input({ amountMinor })).payload)['54']).toBe(text);
  });

  it('KHR is written in whole riel', () => {
    expect(decodeKhqr(encodeKhqr(input({ currency: 'KHR', amountMinor: 52_000 })).payload)['54']).toBe(
      '52000',
    );
  });

  it('counts lengths in characters, not UTF-8 bytes, and the CRC over UTF-8 bytes', () => {
    const { payload } = encodeKhqr(input({ merchantName: 'អនាគត', storeLabel: '金边店' }));
    const fields = decodeKhqr(payload);
    expect(fields['59']).toBe('អនាគត');
    expect(fields['62']).toEqual({ '01': 'ORD-2026-000123', '03': '金边店' });
    expect(payload).toContain('5905អនាគត');
  });
});

describe('what we generate passes the National Bank of Cambodia SDK (bakong-khqr)', () => {
  const cases: Array<[string, Partial<KhqrInput>]> = [
    ['USD, individual, bill number', {}],
    [
      'KHR, individual, all additional data',
      {
        currency: 'KHR',
        amountMinor: 520_000,
        mobileNumber: '85512345678',
        storeLabel: 'Toul Kork',
        terminalLabel: 'web',
        purpose: 'Order payment',
        merchantCity: 'Siem Reap',
      },
    ],
    [
      'USD, merchant',
      {
        accountType: 'merchant',
        merchantId: 'M-000123',
        acquiringBank: 'Dev Bank',
        amountMinor: 100,
        merchantCategoryCode: '5732',
      },
    ],
    [
      'KHR, merchant',
      {
        accountType: 'merchant',
        merchantId: 'M-000123',
        acquiringBank: 'Dev Bank',
        currency: 'KHR',
        amountMinor: 4_000,
      },
    ],
    ['USD, individual with an acquiring bank, one cent', { acquiringBank: 'Dev Bank', amountMinor: 1 }],
  ];

  it.each(cases)('%s: verify and decode', (_, overrides) => {
    const given = input(overrides);
    const { payload } = encodeKhqr(given);
    expect(sdk.BakongKHQR.verify(payload).isValid).toBe(true);
    const { status, data } = sdk.BakongKHQR.decode(payload);
    expect(status.code).toBe(0);
    expect(data).toMatchObject({
      bakongAccountID: given.accountId,
      merchantType: given.accountType === 'merchant' ? '30' : '29',
      transactionCurrency: given.currency === 'USD' ? '840' : '116',
      merchantName: given.merchantName,
      merchantCity: given.merchantCity ?? 'Phnom Penh',
      billNumber: given.billNumber,
      pointofInitiationMethod: '12',
      creationTimestamp: String(given.createdAtMs),
      expirationTimestamp: String(given.expiresAtMs),
    });
    const minor =
      given.currency === 'USD'
        ? Math.round(Number(data.transactionAmount) * 100)
        : Number(data.transactionAmount);
    expect(minor).toBe(given.amountMinor);
    if (given.accountType === 'merchant') {
      expect(data).toMatchObject({ merchantID: given.merchantId, acquiringBank: given.acquiringBank });
    }
    if (overrides.mobileNumber) {
      expect(data).toMatchObject({
        mobileNumber: given.mobileNumber,
        storeLabel: given.storeLabel,
        terminalLabel: given.terminalLabel,
        purposeOfTransaction: given.purpose,
      });
    }
  });

  it('the SDK rejects our payload once it has expired (the verify tests really check expiry)', () => {
    const now = Date.now();
    const { payload } = encodeKhqr(
      input({ createdAtMs: now - 2 * TEN_MINUTES, expiresAtMs: now - TEN_MINUTES }),
    );
    expect(sdk.BakongKHQR.verify(payload).isValid).toBe(false);
  });

  it.each(cases)('%s: byte for byte what the SDK generates at the same instant', (_, overrides) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1795512487145);
    const given = input(overrides);
    const optional = {
      currency: given.currency === 'USD' ? sdk.khqrData.currency.usd : sdk.khqrData.currency.khr,
      amount: given.currency === 'USD' ? given.amountMinor / 100 : given.amountMinor,
      expirationTimestamp: given.expiresAtMs,
      billNumber: given.billNumber,
      mobileNumber: given.mobileNumber,
      storeLabel: given.storeLabel,
      terminalLabel: given.terminalLabel,
      purposeOfTransaction: given.purpose,
      merchantCategoryCode: given.merchantCategoryCode,
      acquiringBank: given.acquiringBank,
    };
    const city = given.merchantCity ?? 'Phnom Penh';
    const generated =
      given.accountType === 'merchant'
        ? new sdk.BakongKHQR().generateMerchant(
            new sdk.MerchantInfo(
              given.accountId,
              given.merchantName,
              city,
              given.merchantId!,
              given.acquiringBank!,
              optional,
            ),
          )
        : new sdk.BakongKHQR().generateIndividual(
            new sdk.IndividualInfo(given.accountId, given.merchantName, city, optional),
          );
    expect(generated.status.code).toBe(0);
    expect(encodeKhqr(given)).toEqual({ payload: generated.data.qr, md5: generated.data.md5 });
  });
});

describe('khqrSvg', () => {
  it('draws an SVG that scans back to exactly the payload', async () => {
    const { payload } = encodeKhqr(input({ mobileNumber: '85512345678', purpose: 'Order ORD-2026-000123' }));
    const svg = await khqrSvg(payload);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(await scan(svg)).toBe(payload);
  });

  it('keeps non-Latin text intact through the image (UTF-8 byte mode)', async () => {
    const { payload } = encodeKhqr(
      input({ merchantName: 'ហាងអនាគត', storeLabel: '金边店', currency: 'KHR' }),
    );
    expect(await scan(await khqrSvg(payload))).toBe(payload);
  });
});

describe('encodeKhqr rejects bad input with a KhqrError naming the field', () => {
  it.each<[string, Partial<KhqrInput>, RegExp]>([
    ["an account id without '@'", { accountId: 'anakut_shop' }, /^accountId: .*'@'/],
    [
      'an account id over 32 characters',
      { accountId: `${'a'.repeat(28)}@devb1` },
      /^accountId: 32 characters/,
    ],
    ['an empty account id', { accountId: '' }, /^accountId: required/],
    ['a merchant name over 25 characters', { merchantName: 'A'.repeat(26) }, /^merchantName: 25 characters/],
    ['no merchant name', { merchantName: '' }, /^merchantName: required/],
    ['a city over 15 characters', { merchantCity: 'Kampong Chhnang!' }, /^merchantCity: 15 characters/],
    ['a bill number over 25 characters', { billNumber: 'B'.repeat(26) }, /^billNumber: 25 characters/],
    ['a KHR amount with a fraction', { currency: 'KHR', amountMinor: 4000.5 }, /^amountMinor: .*riel/],
    ['a USD amount with a fraction of a cent', { amountMinor: 129.5 }, /^amountMinor: .*cents/],
    ['a zero amount', { amountMinor: 0 }, /^amountMinor: must be more than zero/],
    ['a negative amount', { amountMinor: -100 }, /^amountMinor: must be more than zero/],
    ['a NaN amount', { amountMinor: Number.NaN }, /^amountMinor:/],
    ['an amount over 13 characters', { currency: 'KHR', amountMinor: 10 ** 13 }, /^amountMinor: too large/],
    [
      'an expiry before creation',
      { createdAtMs: 1795512487145, expiresAtMs: 1795512487144 },
      /^expiresAtMs: must be after createdAtMs/,
    ],
    [
      'an expiry equal to creation',
      { createdAtMs: 1795512487145, expiresAtMs: 1795512487145 },
      /^expiresAtMs:/,
    ],
    ['a creation time in seconds', { createdAtMs: 1795512487 }, /^createdAtMs: .*13 digits/],
    [
      'an MCC that is not 4 digits',
      { merchantCategoryCode: '599' },
      /^merchantCategoryCode: must be 4 digits/,
    ],
    [
      'a merchant without merchantId',
      { accountType: 'merchant', acquiringBank: 'Dev Bank' },
      /^merchantId: required/,
    ],
    [
      'a merchant without acquiringBank',
      { accountType: 'merchant', merchantId: 'M1' },
      /^acquiringBank: required/,
    ],
    ['an individual with a merchantId', { merchantId: 'M1' }, /^merchantId: only for accountType 'merchant'/],
    ['an unknown currency', { currency: 'EUR' as 'USD' }, /^currency:/],
    [
      'additional data over 99 characters in all',
      {
        billNumber: 'B'.repeat(25),
        mobileNumber: '8'.repeat(25),
        storeLabel: 'S'.repeat(25),
        terminalLabel: 'T'.repeat(25),
      },
      /^additional data/,
    ],
  ])('%s', (_, overrides, message) => {
    const call = () => encodeKhqr(input(overrides));
    expect(call).toThrow(KhqrError);
    expect(call).toThrow(message);
  });
});
