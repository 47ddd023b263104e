/**
 * Fills `{name}` placeholders of a message or result text; a placeholder without a value stays as
 * written, so a missing parameter shows instead of vanishing. Zod-free and catalogue-free.
 */
export function fillTemplate(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
