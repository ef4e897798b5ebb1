import { CATEGORY_THUMBNAIL_WIDTHS as widths } from '#core/catalog/product-images.ts'
import { preloadLargestPaint } from '#app/lib/largest-paint.ts'

// The widths a category thumbnail is stored in (the seed draws them, the back office renders
// uploads into them); 4:3.

/**
 * A drawn category or product image from /media, responsive and with width and height set,
 * so the page does not shift while it loads.
 */
export function Thumbnail({
  image,
  alt,
  sizes,
  width,
  className = '',
  eager = false,
  largestPaint,
}: {
  image: string | null
  alt: string
  /** The CSS width the image is shown at, e.g. '(min-width: 992px) 240px, 45vw'. */
  sizes: string
  width: number
  className?: string
  eager?: boolean
  /**
   * The page's likely largest paint: preloaded from the head at high priority (PERF-6, decision
   * 0061), where `media` (the breakpoint it is shown from) matches.
   */
  largestPaint?: { media?: string }
}) {
  const height = Math.round((width * 3) / 4)
  if (!image) {
    return (
      <div
        aria-hidden="true"
        className={`aspect-[4/3] bg-slate-100 ${className}`}
        style={{ width }}
      />
    )
  }
  const srcSet = (format: 'avif' | 'webp') =>
    widths.map((w) => `/media/${image}-${w}.${format} ${w}w`).join(', ')
  if (largestPaint) preloadLargestPaint({ avifSrcSet: srcSet('avif'), sizes, ...largestPaint })
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={`/media/${image}-320.webp`}
        srcSet={srcSet('webp')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager || largestPaint ? 'eager' : 'lazy'}
        fetchPriority={largestPaint ? 'high' : 'auto'}
        decoding="async"
        className={`aspect-[4/3] h-auto object-cover ${className}`}
      />
    </picture>
  )
}
