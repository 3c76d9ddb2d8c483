/** PostgreSQL's unique_violation, from either driver; drizzle wraps the driver error as `cause`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as { code?: string; constraint?: string };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
