import { FileDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '#app/lib/i18n.ts'

/**
 * TPL-3: the print template of one configuration — a plain link (no JavaScript needed) to the
 * API's PDF in the page's language. `title` names the product where several links stand in a
 * list (cart and order lines), so each link says whose template it is.
 */
export function TemplateLink({
  productId,
  combinationId,
  title,
  className = '',
}: {
  productId: number
  combinationId: number
  title?: string
  className?: string
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <a
      href={`/api/v1/user/site/detail-page/product/template/${productId}?combination_id=${combinationId}&lang=${locale}`}
      download
      className={`inline-flex items-center gap-2 text-sm text-brand-700 hover:underline ${className}`}
      data-testid="template-link"
    >
      <FileDown aria-hidden="true" className="size-4" />
      {t('product.printTemplate')}
      {title ? <span className="sr-only">{t('product.printTemplateFor', { title })}</span> : null}
    </a>
  )
}
