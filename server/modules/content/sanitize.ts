import sanitizeHtml from 'sanitize-html'

/**
 * Popup content comes from the shop's back office and is shown as HTML: an allow-list keeps
 * only harmless markup. No <script>, no event handlers, no javascript: URLs, no SVG.
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
    'span',
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
}

// The same few popup texts are sanitised on every page (the root loader reads the active
// popup): remember the last results. The function is pure, so a cached answer is always right.
const MAX_CACHED = 100
const cache = new Map<string, string>()

export function sanitizeContent(html: string): string {
  const known = cache.get(html)
  if (known !== undefined) return known
  const clean = sanitizeHtml(html, options)
  if (cache.size >= MAX_CACHED) cache.clear()
  cache.set(html, clean)
  return clean
}
