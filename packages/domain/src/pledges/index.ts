export * from './fulfilment';
export * from './gift-hints';
export * from './import-file';
export * from './import-matching';
export * from './limits';
export * from './progress';
export * from './schedule';
export * from './validation';
