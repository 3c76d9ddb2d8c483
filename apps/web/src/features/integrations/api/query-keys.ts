// Integration cards and contacts are read through the operations views (each category's cards, the
// overview's count of set-up integrations): a change refreshes everything under that prefix.
export const integrationKeys = {
  views: ['operations'] as const,
};
