import { englishWords } from '@shop/i18n/latin';
import { describe, expect, it } from 'vitest';
import { productsFor } from './products';
import { specValueTranslations } from './spec-values';
import { demoStores } from './stores';

const values = new Map<string, string>();
for (const store of demoStores)
  for (const p of productsFor(store.code)) for (const s of p.specs) values.set(s.value, s.key);

describe('specification values in Khmer and Chinese', () => {
  it('translates every value of the demo catalogues: no English word is left, only names and units', () => {
    const left: string[] = [];
    for (const value of values.keys()) {
      const t = specValueTranslations(value);
      for (const [locale, text] of Object.entries(t)) {
        const words = englishWords(text);
        if (words.length) left.push(`${locale} "${value}" → "${text}": ${words.join(', ')}`);
      }
    }
    expect(left).toEqual([]);
  });

  it('writes units in the language: months, hours, inches, kilograms', () => {
    expect(specValueTranslations('12 months')).toEqual({ kh: '12 ខែ', zh: '12 个月' });
    expect(specValueTranslations('up to 30 hours with case')).toEqual({
      kh: 'រហូតដល់ 30 ម៉ោង ជាមួយប្រអប់សាក',
      zh: '最长 30 小时(含充电盒)',
    });
    expect(specValueTranslations('650 W recommended PSU')).toEqual({
      kh: 'ណែនាំ PSU 650 W',
      zh: '建议电源 650 W',
    });
    expect(specValueTranslations('2.4 GHz USB receiver')).toEqual({
      kh: 'ឧបករណ៍ទទួល USB 2.4 GHz',
      zh: '2.4 GHz USB 接收器',
    });
    expect(specValueTranslations('6.9"')).toEqual({ kh: '6.9 អ៊ីញ', zh: '6.9 英寸' });
    expect(specValueTranslations('1.2 kg')).toEqual({ kh: '1.2 គីឡូក្រាម', zh: '1.2 kg' });
  });

  it('leaves names, models and figures as they are', () => {
    expect(specValueTranslations('iPhone 15 Pro')).toEqual({ kh: 'iPhone 15 Pro', zh: 'iPhone 15 Pro' });
    expect(specValueTranslations('4,832 mAh')).toEqual({ kh: '4,832 mAh', zh: '4,832 mAh' });
  });
});
