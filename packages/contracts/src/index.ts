export * from './catalogue';
export * from './common';
export * from './store';
