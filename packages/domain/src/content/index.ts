export type { ExpirySuggestion, FindExpiryOptions } from './expiry';
export { findExpiryDate } from './expiry';
export * from './suggestions';
