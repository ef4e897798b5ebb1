// The sizes a product image is stored in under /media (the seed draws them, the product editor
// renders uploads into them, ProductImage's srcset names them): 4:3, four widths, WebP with
// AVIF siblings made on first request (server/modules/media/avif.ts).

export const PRODUCT_IMAGE_WIDTHS = [160, 320, 640, 1280] as const
export const PRODUCT_IMAGE_SIZE = { width: 1280, height: 960 } as const
