export * from './format';
export * from './locales';
