/** The demo sign-in, shown on the sign-in screen in demo mode only (docs/spec-deviations.md). */
export const DEMO_CREDENTIALS = { email: 'demo@example.org', password: 'demo1234' } as const;
