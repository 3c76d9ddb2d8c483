export * from './fulfilment';
export * from './limits';
export * from './schedule';
export * from './validation';
