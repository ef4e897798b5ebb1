import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '#app/lib/i18n.ts'

const link =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:border-brand-500'

/**
 * SHIP-DOC-1, SHIP-DOC-2: an order's delivery note and packing slip as PDFs (plain links: they
 * load as documents), for all its packages and, with several, for each package.
 */
export function ShippingDocLinks({
  order,
}: {
  order: { id: number; packages: { id: number; number: number }[] }
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const base = href(`/admin/orders/${order.id}`)
  return (
    <section
      aria-labelledby="shipping-docs-title"
      className="mt-4 rounded-lg bg-white p-5"
      data-testid="order-shipping-docs"
    >
      <h2 id="shipping-docs-title" className="font-semibold text-slate-900">
        {t('adminShipping.documents')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <a href={`${base}/delivery-note`} className={link} data-testid="delivery-note-link">
            <FileText aria-hidden="true" className="size-4" />
            {t('adminShipping.deliveryNote')}
          </a>
        </li>
        <li>
          <a href={`${base}/packing-slip`} className={link} data-testid="packing-slip-link">
            <FileText aria-hidden="true" className="size-4" />
            {t('adminShipping.packingSlip')}
          </a>
        </li>
        {order.packages.length > 1
          ? order.packages.flatMap((pkg) => [
              <li key={`note-${pkg.id}`}>
                <a href={`${base}/delivery-note?package=${pkg.number}`} className={link}>
                  {t('adminShipping.packageDeliveryNote', { number: pkg.number })}
                </a>
              </li>,
              <li key={`slip-${pkg.id}`}>
                <a href={`${base}/packing-slip?package=${pkg.number}`} className={link}>
                  {t('adminShipping.packagePackingSlip', { number: pkg.number })}
                </a>
              </li>,
            ])
          : null}
      </ul>
    </section>
  )
}
