export * from './constants';
export * from './figures';
export * from './warnings';
