// Under the documents prefix on purpose: whatever invalidates the documents (an upload, an edit, a delete)
// refreshes the dashboard too, without the documents feature importing this one.
export const dashboardKeys = {
  all: ['documents', 'dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};
