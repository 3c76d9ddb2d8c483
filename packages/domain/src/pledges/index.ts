export * from './fulfilment';
export * from './gift-hints';
export * from './limits';
export * from './progress';
export * from './schedule';
export * from './validation';
