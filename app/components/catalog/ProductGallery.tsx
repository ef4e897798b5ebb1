import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal, preloadModal } from '#app/components/ui/Modal.tsx'
import { useDialogTrigger } from '#app/lib/lazy.ts'
import { ProductImage, type ProductImageData } from './ProductImage.tsx'

/** Main image, thumbnails, and a full-size dialog (PAGE-8: image gallery and full-size dialog). */
export function ProductGallery({ images }: { images: ProductImageData[] }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState(0)
  const { open, setOpen, trigger, triggerProps } = useDialogTrigger(preloadModal)
  const image = images[current] ?? null
  const step = (delta: number) =>
    setCurrent((index) => (index + delta + images.length) % images.length)

  return (
    <section aria-label={t('product.gallery')}>
      <button
        {...triggerProps}
        className="block w-full cursor-zoom-in overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
        aria-label={t('product.showImage', { number: current + 1 })}
        data-testid="gallery-main"
      >
        <ProductImage image={image} eager sizes="(min-width: 992px) 480px, 100vw" />
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        returnFocus={trigger}
        title={
          <>
            {image?.alt} – {t('product.imageDialog', { number: current + 1, count: images.length })}
          </>
        }
        titleClassName="text-sm font-semibold text-slate-900"
        closeLabel={t('product.close')}
        closeClassName="-m-1 flex size-9 items-center justify-center rounded-md hover:bg-slate-100"
        overlayClassName="fixed inset-0 z-50 bg-slate-900/80"
        contentClassName="fixed inset-2 z-50 m-auto flex max-h-[calc(100vh-1rem)] max-w-5xl flex-col rounded-lg bg-white p-3 shadow-xl sm:inset-8"
      >
        <div className="relative mt-2 flex min-h-0 flex-1 items-center justify-center">
          {image ? (
            <img
              src={`/media/${image.path}-1280.webp`}
              width={image.width}
              height={image.height}
              alt={image.alt}
              className="max-h-full w-auto max-w-full object-contain"
            />
          ) : null}
          {images.length > 1 ? (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={t('product.previousImage')}
                className="absolute left-1 flex size-10 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={t('product.nextImage')}
                className="absolute right-1 flex size-10 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </>
          ) : null}
        </div>
      </Modal>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2">
          {images.map((thumb, index) => (
            <li key={thumb.path}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-label={t('product.showImage', { number: index + 1 })}
                aria-pressed={index === current}
                className={`block w-full overflow-hidden rounded-md border-2 ${
                  index === current
                    ? 'border-brand-600'
                    : 'border-transparent hover:border-slate-300'
                }`}
              >
                <ProductImage image={thumb} alt="" sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
