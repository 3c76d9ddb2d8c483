// The oauth module's public surface: what other modules may use of it, and nothing else
// (scripts/import-graph.ts refuses an import of a file behind it). The Operations Center shows
// which providers an organisation has connected.
export { connectedProviders } from './connections';
