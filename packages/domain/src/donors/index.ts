export * from './analysis';
export * from './columns';
export * from './records';
export * from './values';
