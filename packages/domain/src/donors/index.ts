export * from './address';
export * from './analysis';
export * from './columns';
export * from './given-names';
export * from './records';
export * from './row-problems';
export * from './values';
