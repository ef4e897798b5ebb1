import { TemplateLink } from '#app/components/catalog/TemplateLink.tsx'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import type { OrderAddress, OrderDetailView, PrintFileView } from '#core/orders/order-views.ts'
import { formatMoney } from '#core/money/money.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { BoothLines } from './BoothLines.tsx'
import { PrintFileList } from './PrintFileList.tsx'
import { PrintFileUpload } from './PrintFileUpload.tsx'
import { ReorderForm } from './ReorderForm.tsx'

export function AddressBlock({ address }: { address: OrderAddress }) {
  return (
    <address className="text-sm leading-relaxed text-slate-700 not-italic">
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {address.postcode} {address.city}
      {address.country.name ? (
        <>
          <br />
          {address.country.name}
        </>
      ) : null}
      <BoothLines booth={address.booth} />
    </address>
  )
}

/** Where the customer downloads

/**
 * ORD-5: one package of an order — its address and post method, its lines with their options
 * and, per line, the print files with upload and delete (`editable`).
 */
export function OrderPackage({
  pkg,
  orderId,
  editable,
  uploadLimit,
  fileHref,
  previewHref,
  staff,
  reorder = null,
  onUploaded,
  onDeleted,
  onError,
}: {
  pkg: OrderDetailView['packages'][number]
  orderId: number
  editable: boolean
  uploadLimit: string
  fileHref: (orderId: number, fileId: number) => string
  previewHref: (orderId: number, fileId: number) => string
  staff: boolean
  /** REORD-1: the order's number when each line offers "order again"; null: it does not. */
  reorder?: number | null
  onUploaded: (file: PrintFileView, message: string | undefined) => void
  onDeleted: (id: number) => void
  onError: (messages: string[]) => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  return (
    <section
      className="rounded-lg border border-slate-200"
      aria-labelledby={`package-${pkg.id}`}
      data-testid="order-package"
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 bg-slate-50 p-3 sm:flex-row sm:justify-between">
        <div>
          <h3 id={`package-${pkg.id}`} className="font-semibold text-slate-900">
            {t('orders.package', { number: pkg.number })}
          </h3>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('orders.deliveryAddress')}
          </p>
          <AddressBlock address={pkg.address} />
        </div>
        <p className="text-sm">
          <span className="text-slate-500">{t('orders.postMethod')}: </span>
          {pkg.postMethodText} (
          {pkg.shippingCents === 0 ? t('orders.free') : formatMoney(pkg.shippingCents)})
          {pkg.vatTreatment === 'untaxed' || pkg.vatTreatment === 'reverse_charge' ? (
            <span className="block text-xs text-slate-600" data-testid="package-vat">
              {t(pkg.vatTreatment === 'untaxed' ? 'invoice.exportNote' : 'orders.reverseCharge')}
            </span>
          ) : null}
        </p>
      </div>
      <ul className="divide-y divide-slate-200">
        {pkg.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-3 p-3" data-testid="order-item">
            <div className="flex flex-col gap-1 sm:flex-row sm:justify-between">
              <div>
                <p className="font-semibold text-slate-900">{item.productTitle}</p>
                <ul className="text-sm text-slate-600">
                  {item.variant.options.map((option) => (
                    <li key={option.option}>
                      {option.option}: {option.value}
                    </li>
                  ))}
                  {item.variant.durationTitle ? (
                    <li>
                      {t('orders.productionTime')}: {item.variant.durationTitle}
                    </li>
                  ) : null}
                  {item.variant.services.length > 0 ? (
                    <li>
                      {t('orders.services')}:{' '}
                      {item.variant.services.map((service) => service.title).join(', ')}
                    </li>
                  ) : null}
                  {item.deliveryDate ? (
                    <li>
                      {t('orders.deliveryDate')}: {formatDate(item.deliveryDate, locale)}
                    </li>
                  ) : null}
                </ul>
                {item.hasTemplate ? (
                  <TemplateLink
                    productId={item.productId}
                    combinationId={item.combinationId}
                    title={item.productTitle}
                    className="mt-1"
                  />
                ) : null}
              </div>
              <div className="text-sm sm:text-right">
                <p>
                  {t('orders.quantity')}: {item.quantity}
                </p>
                <p>
                  {t('orders.unitPrice')}: {formatMoney(item.unitCents)}
                </p>
                <p className="font-semibold">{formatMoney(item.totalCents)}</p>
              </div>
            </div>
            {item.reorderOf ? (
              // REORD-4: the line's print data came from an earlier order (staff and customer).
              <p className="text-sm font-semibold text-brand-800" data-testid="carried-from">
                {t('reorder.carriedFrom', { number: item.reorderOf })}
              </p>
            ) : null}
            <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-2.5">
              <p className="text-sm font-semibold">{t('orders.printFiles')}</p>
              <PrintFileList
                orderId={orderId}
                files={item.files}
                editable={editable}
                onDeleted={onDeleted}
                fileHref={fileHref}
                previewHref={previewHref}
                staff={staff}
              />
              {editable ? (
                <>
                  <PrintFileUpload
                    orderId={orderId}
                    orderItemId={item.id}
                    label={t('orders.chooseFileFor', { title: item.productTitle })}
                    onUploaded={onUploaded}
                    onError={onError}
                  />
                  <p className="text-xs text-slate-500">
                    {t('orders.acceptedKinds', { max: uploadLimit })}
                  </p>
                </>
              ) : null}
            </div>
            {reorder ? (
              <ReorderForm
                orderId={orderId}
                orderNumber={reorder}
                item={{ id: item.id, title: item.productTitle }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
