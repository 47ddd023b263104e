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

/**
 * Fills the `{param}` placeholders of a server message (the one rule of `translate` on the server
 * and of the phone's `serverMessage`): a value that names a field (`field.<value>` in the
 * catalogue, looked up by `fieldText`) shows as that field's name, a missing `{name}` vanishes and
 * any other missing placeholder stays as written.
 */
export function fillMessage(
  text: string,
  params: Readonly<Record<string, string | number>>,
  fieldText: (key: string) => string | undefined,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return name === 'name' ? '' : whole;
    return fieldText(`field.${value}`) ?? String(value);
  });
}
