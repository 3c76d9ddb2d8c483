export * from './fulfilment';
export * from './gift-hints';
export * from './limits';
export * from './schedule';
export * from './validation';
