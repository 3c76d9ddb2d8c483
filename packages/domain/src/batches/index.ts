export * from './constants';
export * from './figures';
