// The entry's stylesheet in the page's HTML (vite.config.ts, `inlineEntryStylesheet`): the <link>
// Vite wrote for it becomes a <style> with its rules, in the same place, so that nothing stands
// between the HTML and the first paint. The <link> stays beside it, `disabled`: browsers neither
// fetch nor apply a disabled stylesheet, and Vite's loader of a lazy chunk's styles, which lists
// the entry's stylesheet among the dependencies of many chunks, finds it and takes it as loaded.
// Without it the loader would append the same rules again, after the lazy styles already in the
// page, and change which rule wins. docs/ARCHITECTURE.md, "The entry's styles are in the HTML".

/**
 * `html` with the stylesheet link to `href` (as Vite writes it: rel first) replaced by `css` in a
 * <style> and the link, disabled. Throws when the page has no such link, or when `css` could end
 * the <style> early.
 */
export function inlineStylesheet(html, href, css) {
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot go in a <style>: it holds </style`);
  const attribute = `href="${href}"`;
  let found = 0;
  const page = html.replace(/<link rel="stylesheet"[^>]*>/g, (tag) => {
    if (!tag.includes(attribute)) return tag;
    found += 1;
    return `<style>${css.trim()}</style>\n    <link rel="stylesheet" ${attribute} disabled>`;
  });
  if (found !== 1) throw new Error(`index.html has ${found} links to ${href}, not one`);
  return page;
}
