export * from './constants';
export * from './entry';
export * from './figures';
