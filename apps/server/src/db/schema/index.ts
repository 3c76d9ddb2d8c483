export * from './accounts';
export * from './audit';
export * from './documents';
export * from './donors';
export * from './mail';
export * from './oauth';
export * from './operations';
export * from './tenancy';
