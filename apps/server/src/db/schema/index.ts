export * from './accounts';
export * from './documents';
export * from './tenancy';
