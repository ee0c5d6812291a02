type Issue = { path: PropertyKey[]; message: string };
type Schema = { safeParse(value: unknown): { success: boolean; error?: { issues: Issue[] } } };

/** The messages a schema gives one field (dotted path), in order: for tests of the shared rules. */
export function fieldErrors(schema: Schema, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).filter((i) => i.path.join('.') === field).map((i) => i.message);
}
