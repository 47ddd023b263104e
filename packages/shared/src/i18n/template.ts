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
  if (!text.includes('{')) return text;
  const parts = partsOf(text);
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    const value = params[name];
    if (value === undefined) out += name === 'name' ? '' : `{${name}}`;
    else out += fieldText(`field.${value}`) ?? String(value);
    out += parts[i + 1] as string;
  }
  return out;
}

/**
 * A message split once at its placeholders: text, name, text, ..., text (a list shows the same
 * few messages on every row). Bounded, since an unknown key is its own text.
 */
const templateParts = new Map<string, readonly string[]>();
const TEMPLATE_CACHE_MAX = 4000;
function partsOf(text: string): readonly string[] {
  let parts = templateParts.get(text);
  if (parts === undefined) {
    parts = text.split(/\{(\w+)\}/);
    if (templateParts.size >= TEMPLATE_CACHE_MAX) templateParts.clear();
    templateParts.set(text, parts);
  }
  return parts;
}
