export * from './amount';
export * from './batch-form';
export * from './constants';
export * from './figures';
export * from './journal';
export * from './naming';
export * from './typed-amount';
export * from './warnings';
