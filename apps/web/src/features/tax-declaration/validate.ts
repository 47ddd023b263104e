import type { z } from 'zod';
import { validationMessage } from '../../platform/i18n';
import { ensureServerMessages } from '../../platform/server-messages';

/**
 * Checks a form with the server's own schema (loaded on first use: zod stays out of the page's
 * first paint), answering the first translated message per field.
 */
export async function check<T extends z.ZodType>(
  load: () => Promise<T>,
  value: unknown,
): Promise<{ data: z.output<T>; errors: null } | { data: null; errors: Record<string, string> }> {
  const [schema] = await Promise.all([load(), ensureServerMessages()]);
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= validationMessage(issue.message, field);
  }
  return { data: null, errors };
}
