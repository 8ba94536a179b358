export * from './account';
export * from './catalogue';
export * from './common';
export * from './constants';
export * from './store';
