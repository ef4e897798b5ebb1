import { preload } from 'react-dom'

/**
 * PERF-6, decision 0061: the image most likely to be the page's largest paint is named in the
 * head, so the browser fetches it before it has read the body and the scripts. React puts a
 * high-priority image preload into the head of the server's HTML (the page cache keeps it; it
 * works without JavaScript) and, on a client navigation, into the document's head.
 *
 * Only the AVIF source is preloaded: a browser without AVIF skips a preload whose `type` it
 * cannot decode and takes the WebP from the `<img>`. `srcSet` and `sizes` must be the
 * `<source type="image/avif">`'s own, or the browser fetches the image twice.
 */
export function preloadLargestPaint({
  avifSrcSet,
  sizes,
  media,
}: {
  avifSrcSet: string
  sizes: string
  /** Where the image is shown only from a breakpoint on (e.g. '(min-width: 768px)'). */
  media?: string | undefined
}) {
  // React needs an href; with imageSrcSet it writes none (a browser reads the srcset).
  const href = avifSrcSet.split(' ')[0]!
  preload(href, {
    as: 'image',
    imageSrcSet: avifSrcSet,
    imageSizes: sizes,
    type: 'image/avif',
    fetchPriority: 'high',
    ...(media ? { media } : {}),
  })
}
