export * from './api/auth';
export * from './api/errors';
export * from './api/system';
export * from './categories';
export * from './departments';
export * from './operations';
export * from './product';
export * from './roles';
