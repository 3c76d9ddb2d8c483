export const systemKeys = {
  all: ['system'] as const,
  appInfo: () => [...systemKeys.all, 'app-info'] as const,
};
