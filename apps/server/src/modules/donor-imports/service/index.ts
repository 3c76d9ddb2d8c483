/** The donor imports module's public surface: the demo organisation's seed merges its Donor Data documents. */
export { syncDocuments } from './document-sync';
