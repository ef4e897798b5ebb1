import { PRODUCT_IMAGE_WIDTHS as widths } from '#core/catalog/product-images.ts'
import { preloadLargestPaint } from '#app/lib/largest-paint.ts'

// The widths every product image is stored in (the seed and the editor write them); 4:3.

export interface ProductImageData {
  path: string
  width: number
  height: number
  alt: string
}

/**
 * A product image from /media, responsive, AVIF where the browser takes it and WebP otherwise,
 * with width and height set against layout shift.
 */
export function ProductImage({
  image,
  sizes,
  className = '',
  eager = false,
  alt,
}: {
  image: ProductImageData | null
  sizes: string
  className?: string
  /**
   * Above the fold, likely the largest paint: preloaded from the head and loaded at once,
   * before other images (PERF-6, decision 0061).
   */
  eager?: boolean
  /** Overrides the stored alt text (e.g. '' when a link already names the product). */
  alt?: string
}) {
  if (!image) return <div aria-hidden="true" className={`aspect-[4/3] bg-slate-100 ${className}`} />
  const srcSet = (format: 'avif' | 'webp') =>
    widths.map((w) => `/media/${image.path}-${w}.${format} ${w}w`).join(', ')
  if (eager) preloadLargestPaint({ avifSrcSet: srcSet('avif'), sizes })
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={`/media/${image.path}-640.webp`}
        srcSet={srcSet('webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className={`aspect-[4/3] h-auto w-full object-cover ${className}`}
      />
    </picture>
  )
}
