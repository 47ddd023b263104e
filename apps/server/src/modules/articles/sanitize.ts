import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML as stored and shown (spec 3 §2.1 "ServiceInformation shows stored html"): an
 * allow-list of text and layout tags; no script, style, iframe or event handler; links only http(s),
 * mailto and tel; images only https or data: (inline pictures). Run on every save and preview, so
 * what is stored is what the phone renders.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'small',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['text-center', 'text-muted', 'highlight'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'], a: ['http', 'https', 'mailto', 'tel'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text of script and style goes with the tag, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  // Images only https or data: (relative and http ones are dropped with the tag).
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeImageUrl(frame.attribs.src ?? ''),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A page image of a 'pages' article: https or an image data: URL, else dropped. */
export const isSafeImageUrl = (url: string) =>
  /^https:\/\//i.test(url) || /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url);
