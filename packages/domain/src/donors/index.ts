export * from './address';
export * from './analysis';
export * from './columns';
export * from './given-names';
export * from './records';
export * from './values';
