import { FileText } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import type { OrderDetailView, PrintFileView } from '#core/orders/order-views.ts'
import { invoicePath } from '#core/orders/invoice.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { answerToast, useFormFetcher } from '#app/lib/forms.ts'
import { PAY_ORDER_INTENT } from '#app/lib/unpaid-order.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { DocumentSummary } from '#core/invoices/document-rows.ts'
import { OrderDocuments } from './OrderDocuments.tsx'
import { OrderProgress } from './OrderProgress.tsx'
import { promisedArrivalLine } from '#core/booth/booth.ts'
import { AddressBlock, OrderPackage } from './OrderPackage.tsx'
import { PrintFileList } from './PrintFileList.tsx'
import { CarriedProof } from './CarriedProof.tsx'
import { StatusBadges } from './StatusBadges.tsx'
import { TotalsList, totalsOfOrder } from './TotalsList.tsx'
import { PurchaseOrderLines } from './PurchaseOrderLines.tsx'

/** Where the customer downloads a print file: the API's file route (their session). */
const customerFileHref = (orderId: number, fileId: number) =>
  `/api/v1/user/dashboard/invoices/images/fetch/${orderId}/${fileId}`
/** PRE-9: where the customer sees a print file's preview. */
const customerPreviewHref = (orderId: number, fileId: number) =>
  `/api/v1/user/dashboard/invoices/images/preview/${orderId}/${fileId}`

/** Every print file of the order, of its lines and of none. */
const allFiles = (order: OrderDetailView) => [
  ...order.files,
  ...order.packages.flatMap((pkg) => pkg.items.flatMap((item) => item.files)),
]

/** How often the page asks again while a print-data check waits or runs. */
const CHECK_POLL_MS = 2000

/**
 * The details of an order (ORD-5, the 'order details' dialog): lines with options per package and
 * its address and post method, totals, payment state, and per line the print files with upload
 * and delete.
 * The checkout's overview shows the same with `editable={false}`.
 */
export function OrderDetails({
  order: initial,
  editable = true,
  uploadLimit = '100 MB',
  fileHref = customerFileHref,
  previewHref = customerPreviewHref,
  invoiceLink = true,
  documents,
  staff = false,
  reorder = false,
}: {
  order: OrderDetailView
  editable?: boolean
  uploadLimit?: string
  /** Where a print file is downloaded (the back office has its own route). */
  fileHref?: (orderId: number, fileId: number) => string
  previewHref?: (orderId: number, fileId: number) => string
  /** The printable invoice is the customer's page (the back office's documents come later). */
  invoiceLink?: boolean
  /** INV-1..INV-6: the order's issued documents (the profile shows them; not the overview). */
  documents?: DocumentSummary[]
  /** The back office: a check's failure the shop must mend is shown (STORE-3). */
  staff?: boolean
  /** REORD-1: the profile offers "order again" on each line. */
  reorder?: boolean
}) {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const toast = useToast()
  const [order, setOrder] = useState(initial)
  // A new reading of the order (the checks below, another tab) replaces the copy.
  const [read, setRead] = useState(initial)
  if (read !== initial) {
    setRead(initial)
    setOrder(initial)
  }
  // PRE-1: while a file's check waits or runs, the page reads the order again every 2 s.
  const checking = allFiles(order).some((file) => file.check?.state !== 'done')
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!checking) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, CHECK_POLL_MS)
    return () => clearInterval(timer)
  }, [checking, revalidator])

  const updateFiles = (
    change: (files: PrintFileView[], itemId: number | null) => PrintFileView[],
  ) =>
    setOrder((current) => ({
      ...current,
      files: change(current.files, null),
      packages: current.packages.map((pkg) => ({
        ...pkg,
        items: pkg.items.map((item) => ({ ...item, files: change(item.files, item.id) })),
      })),
    }))
  const added = (file: PrintFileView, message: string | undefined) => {
    updateFiles((files, itemId) => (itemId === file.orderItemId ? [...files, file] : files))
    toast({ type: 'success', messages: message ? [message] : [] })
  }
  const deleted = (id: number) => updateFiles((files) => files.filter((file) => file.id !== id))
  const failed = (messages: string[]) => toast({ type: 'error', messages })

  const ready = useFormFetcher<{ invoiceReadyAt: string }>((result) => {
    toast(answerToast(result))
    if (result.ok) setOrder((current) => ({ ...current, invoiceReadyAt: result.invoiceReadyAt }))
  })
  const proof = useFormFetcher<{ proofApprovedAt: string }>((result) => {
    toast(answerToast(result))
    if (result.ok) {
      setOrder((current) => ({
        ...current,
        workState: 'proof_approved',
        proofApprovedAt: result.proofApprovedAt,
      }))
    }
  })
  const navigation = useNavigation()
  const paying =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === PAY_ORDER_INTENT

  return (
    <div className="flex flex-col gap-6 text-slate-800" data-testid="order-details">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-600">
            {t('orders.placedOn', { date: formatDate(order.createdAt, locale) })}
          </p>
          <StatusBadges order={order} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {invoiceLink ? (
            <a
              href={invoicePath(order.id, locale)}
              target="_blank"
              rel="noreferrer"
              aria-label={t('invoice.linkLabel', { number: order.number })}
              className="inline-flex items-center gap-1.5 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              data-testid="invoice-link"
            >
              <FileText aria-hidden="true" className="size-4" />
              {t('invoice.link')}
            </a>
          ) : null}
          {order.canPay && editable ? (
            // PAY-1: the order list's action starts the payment and sends the browser on.
            <Form method="post" action={href('/profile/orders')}>
              <input type="hidden" name="order" value={order.id} />
              <button
                type="submit"
                name="intent"
                value={PAY_ORDER_INTENT}
                disabled={paying}
                aria-busy={paying}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {t('orders.payNow')}
              </button>
            </Form>
          ) : null}
        </div>
      </div>

      <OrderProgress order={order} />

      {order.promisedArrivalOn ? (
        // FAIR-TGT-3, DLV-4: the arrival promised when the order was placed.
        <p className="font-semibold text-slate-900" data-testid="promised-arrival">
          {promisedArrivalLine(locale, order.promisedArrivalOn)}
        </p>
      ) : null}

      {documents ? <OrderDocuments documents={documents} awaitingPayment={order.canPay} /> : null}

      <section aria-labelledby={`billing-${order.id}`}>
        <h3 id={`billing-${order.id}`} className="mb-1 font-semibold text-slate-900">
          {t('orders.billingAddress')}
        </h3>
        <AddressBlock address={order.billingAddress} />
        {order.vatId ? (
          <p className="mt-1 text-sm">
            {t('orders.vatId')}: {order.vatId}
          </p>
        ) : null}
        {order.leitwegId ? (
          <p className="mt-1 text-sm" data-testid="order-leitweg-id">
            {t('orders.leitwegId')}: {order.leitwegId}
          </p>
        ) : null}
        <PurchaseOrderLines order={order} />
      </section>

      {order.packages.map((pkg) => (
        <OrderPackage
          key={pkg.id}
          pkg={pkg}
          orderId={order.id}
          editable={editable}
          uploadLimit={uploadLimit}
          fileHref={fileHref}
          previewHref={previewHref}
          staff={staff}
          reorder={reorder ? order.number : null}
          onUploaded={added}
          onDeleted={deleted}
          onError={failed}
        />
      ))}

      {order.files.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('orders.orderFiles')}</h3>
          <PrintFileList
            orderId={order.id}
            files={order.files}
            editable={editable}
            onDeleted={deleted}
            fileHref={fileHref}
            previewHref={previewHref}
            staff={staff}
          />
        </section>
      ) : null}

      <CarriedProof
        order={order}
        files={allFiles(order)}
        editable={editable}
        onConfirmed={(at) =>
          setOrder((current) => ({ ...current, workState: 'proof_approved', proofApprovedAt: at }))
        }
      />

      {order.workState === 'print_data_checked' || order.proofApprovedAt ? (
        <section
          aria-labelledby={`proof-${order.id}`}
          className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4"
          data-testid="proof"
        >
          <h3 id={`proof-${order.id}`} className="font-semibold text-slate-900">
            {t('orders.proofTitle')}
          </h3>
          {order.proofApprovedAt ? (
            <p className="text-sm text-emerald-800" data-testid="proof-approved">
              {t('orders.proofApprovedAt', { date: formatDate(order.proofApprovedAt, locale) })}
            </p>
          ) : (
            <>
              <p className="text-sm">{t('orders.proofLead')}</p>
              {editable ? (
                // Without JavaScript the answer is this order's page again, with the approval.
                <proof.Form method="post" action={`${href('/profile/orders')}?order=${order.id}`}>
                  <input type="hidden" name="order" value={order.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="approve-proof"
                    disabled={proof.busy}
                    aria-busy={proof.busy}
                    className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                  >
                    {t('orders.proofApprove')}
                  </button>
                </proof.Form>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      {order.comments ? (
        <section>
          <h3 className="font-semibold text-slate-900">{t('orders.comments')}</h3>
          <p className="text-sm whitespace-pre-line">{order.comments}</p>
        </section>
      ) : null}

      <TotalsList
        totals={totalsOfOrder(order)}
        wording="order"
        testIdPrefix="order"
        testId="order-totals"
        className="ml-auto w-full max-w-sm"
      />

      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          {order.invoiceReadyAt ? (
            <p className="text-sm text-emerald-800" data-testid="files-ready">
              {t('orders.filesReadyAt', { date: formatDate(order.invoiceReadyAt, locale) })}
            </p>
          ) : (
            <ready.Form method="post" action={href('/profile/orders')}>
              <input type="hidden" name="order" value={order.id} />
              <button
                type="submit"
                name="intent"
                value="print-ready"
                disabled={ready.busy}
                aria-busy={ready.busy}
                className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('orders.filesReady')}
              </button>
            </ready.Form>
          )}
        </div>
      ) : null}
    </div>
  )
}
