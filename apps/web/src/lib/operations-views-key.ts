/**
 * The prefix of every operations view (features/operations: each category's page, the overview's
 * counts). Integration cards and contacts are read through these views, so whatever changes them
 * (features/integrations, an OAuth connection in features/oauth) refreshes everything under it.
 */
export const operationsViewsKey = ['operations'] as const;
