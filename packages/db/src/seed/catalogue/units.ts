// Units of sale shown next to quantities ("2 × piece").
import type { SeedUnit } from './types';

export const units: SeedUnit[] = [
  { key: 'piece', name: { en: 'Piece', kh: 'គ្រឿង', zh: '件' } },
  { key: 'set', name: { en: 'Set', kh: 'ឈុត', zh: '套' } },
  { key: 'box', name: { en: 'Box', kh: 'ប្រអប់', zh: '盒' } },
  { key: 'pack', name: { en: 'Pack', kh: 'កញ្ចប់', zh: '包' } },
  { key: 'service', name: { en: 'Service', kh: 'សេវាកម្ម', zh: '项' } },
];
