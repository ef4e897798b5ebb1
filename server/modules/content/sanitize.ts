import sanitizeHtml from 'sanitize-html'

/**
 * Popup texts, CMS pages and product tabs come from the shop's back office and are shown as HTML:
 * an allow-list keeps only harmless markup. No <script>, no event handlers, no javascript: URLs,
 * no SVG, no style. Tables stay for the products' technical data. The list is what the back
 * office's rich-text editor holds (core/content/rich-text/extensions.ts, decision 0036): no
 * <caption>, <tfoot> or <span>, which it could not show (their text stays).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'hr',
    'small',
    'address',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
}

// The same texts are sanitised again and again (the root loader reads the active popup on every
// page, a product page its tabs): remember the last results. The function is pure, so a cached
// answer is always right; the bound keeps the memory small (a few hundred short texts).
const MAX_CACHED = 500
const cache = new Map<string, string>()

export function sanitizeContent(html: string): string {
  const known = cache.get(html)
  if (known !== undefined) return known
  const clean = sanitizeHtml(html, options)
  if (cache.size >= MAX_CACHED) cache.clear()
  cache.set(html, clean)
  return clean
}

// The same parser and serialiser with nothing removed: what an editor's HTML looks like after
// the harmless rewrites (`<br />`, the links' rel), to tell them apart from removals.
const keepAll: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemes: ['https', 'http', 'mailto', 'tel', 'javascript', 'data', 'vbscript', 'file'],
  allowProtocolRelative: true,
  transformTags: options.transformTags,
}

/** Whether sanitizeContent removes anything from `html` (not merely rewrites it). */
export function sanitizeRemoves(html: string): boolean {
  return sanitizeContent(html) !== sanitizeHtml(html, keepAll)
}
