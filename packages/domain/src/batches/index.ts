export * from './amount';
export * from './constants';
export * from './figures';
export * from './journal';
export * from './warnings';
