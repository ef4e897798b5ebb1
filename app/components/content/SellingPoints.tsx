import { BadgeEuro, FileCheck2, Receipt, Timer, Truck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useEuroAmount } from '#app/lib/i18n.ts'

/**
 * SHOP-6, SHOP-7: the advertised selling points; the star marks 'plus VAT and shipping'. Free
 * delivery names the shop's threshold (TOT-4, STAFF-11).
 */
export function SellingPoints({ freeShippingAboveCents }: { freeShippingAboveCents: number }) {
  const { t } = useTranslation()
  const threshold = useEuroAmount()(freeShippingAboveCents)
  const points = [
    { icon: Timer, title: t('sellingPoints.production'), text: t('sellingPoints.productionText') },
    {
      icon: FileCheck2,
      title: t('sellingPoints.printCheck'),
      text: t('sellingPoints.printCheckText'),
    },
    { icon: Receipt, title: t('sellingPoints.invoice'), text: t('sellingPoints.invoiceText') },
    {
      icon: Truck,
      title: t('sellingPoints.delivery', { threshold }),
      text: t('sellingPoints.deliveryText', { threshold }),
    },
    { icon: BadgeEuro, title: t('sellingPoints.vat'), text: t('sellingPoints.vatNote') },
  ]
  return (
    <section aria-labelledby="selling-points" className="bg-brand-50">
      <div className="container-shop py-10">
        <h2 id="selling-points" className="sr-only">
          {t('sellingPoints.title')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5" data-testid="selling-points">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 lg:flex-col">
              <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
