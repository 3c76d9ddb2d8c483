export * from './batch-form';
export * from './constants';
export * from './figures';
export * from './naming';
export * from './typed-amount';
