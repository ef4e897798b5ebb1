import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Appears once the customer has scrolled down a screen; takes them back to the top. */
export function BackToTop() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
      aria-label={t('footer.backToTop')}
      data-testid="back-to-top"
      className={`fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-opacity hover:bg-brand-800 ${visible ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      tabIndex={visible ? 0 : -1}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  )
}
