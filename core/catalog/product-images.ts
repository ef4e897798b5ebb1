// The sizes an image is stored in under /media (the seed draws them, the back office renders
// uploads into them, ProductImage's and Thumbnail's srcsets name them): 4:3, WebP with AVIF
// siblings made on first request (server/modules/media/avif.ts).

export const PRODUCT_IMAGE_WIDTHS = [160, 320, 640, 1280] as const
export const PRODUCT_IMAGE_SIZE = { width: 1280, height: 960 } as const

export const CATEGORY_THUMBNAIL_WIDTHS = [160, 320, 640] as const
export const CATEGORY_THUMBNAIL_SIZE = { width: 640, height: 480 } as const

/** The largest image file the back office takes (a product image, a category thumbnail). */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024
