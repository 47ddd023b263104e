/**
 * A shared message catalogue (flat `group.name` keys with `{param}` placeholders, as in
 * packages/shared) as an i18next namespace: keys become nested at every dot and `{name}` becomes
 * `{{name}}`. Pure, so the locale tests build the very tree the phone registers.
 */
export type TNamespaceTree = { [part: string]: string | TNamespaceTree };

export function namespaceTree(catalogue: Readonly<Record<string, string>>): TNamespaceTree {
  const tree: TNamespaceTree = {};
  for (const [key, text] of Object.entries(catalogue)) {
    const parts = key.split('.');
    const last = parts.pop() ?? '';
    let node = tree;
    for (const part of parts) {
      const child = node[part] ?? {};
      if (typeof child === 'string') throw new Error(`${key}: ${part} is already a message`);
      node[part] = child;
      node = child;
    }
    if (typeof node[last] === 'object') throw new Error(`${key} is already a group of messages`);
    node[last] = text.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return tree;
}
