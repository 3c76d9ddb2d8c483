interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message for each top-level field of a failed schema parse (a zod error's issues). */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
