import { Download, FileText, Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useEffect, useState } from 'react'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#core/dates/dates.ts'
import type { OrderAddress, OrderDetailView, PrintFileView } from '#core/orders/order-views.ts'
import { formatMoney } from '#core/money/money.ts'
import { invoicePath } from '#core/orders/invoice.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { answerToast, useFormFetcher } from '#app/lib/forms.ts'
import { PAY_ORDER_INTENT } from '#app/lib/unpaid-order.ts'
import { useLocale } from '#app/lib/i18n.ts'
import type { DocumentSummary } from '#core/invoices/document-rows.ts'
import { OrderDocuments } from './OrderDocuments.tsx'
import { OrderProgress } from './OrderProgress.tsx'
import { PrintCheck } from './PrintCheck.tsx'
import { PrintFileUpload } from './PrintFileUpload.tsx'
import { StatusBadges } from './StatusBadges.tsx'
import { TotalsList, totalsOfOrder } from './TotalsList.tsx'

function AddressBlock({ address }: { address: OrderAddress }) {
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
    </address>
  )
}

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

function FileList({
  orderId,
  files,
  editable,
  onDeleted,
  fileHref,
  previewHref,
}: {
  orderId: number
  files: PrintFileView[]
  editable: boolean
  onDeleted: (id: number) => void
  fileHref: (orderId: number, fileId: number) => string
  previewHref: (orderId: number, fileId: number) => string
}) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const toast = useToast()
  // The order list's action deletes the file (decision 0017).
  const remover = useFormFetcher<{ fileId: number }>((result) => {
    toast(answerToast(result))
    if (result.ok) onDeleted(result.fileId)
  })
  if (files.length === 0) return <p className="text-sm text-slate-500">{t('orders.noFiles')}</p>

  function remove(file: PrintFileView) {
    void remover.submit(
      { intent: 'delete-file', order: String(orderId), file: String(file.id) },
      { method: 'post', action: href('/profile/orders') },
    )
  }

  return (
    <ul className="flex flex-col gap-3" data-testid="print-files">
      {files.map((file) => (
        <li key={file.id} className="flex flex-col gap-1.5" data-testid="print-file">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <a
              href={fileHref(orderId, file.id)}
              download={file.name}
              className="inline-flex items-center gap-1.5 break-all text-brand-800 underline hover:text-brand-900"
              aria-label={t('orders.download', { name: file.name })}
            >
              <Download aria-hidden="true" className="size-4 shrink-0" />
              {file.name}
            </a>
            <span className="text-xs text-slate-500 uppercase">{file.kind}</span>
            {editable ? (
              <AlertDialog.Root>
                <AlertDialog.Trigger
                  className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
                  aria-label={t('orders.deleteFile', { name: file.name })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </AlertDialog.Trigger>
                <AlertDialog.Portal>
                  <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
                  <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[min(24rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
                    <AlertDialog.Title className="font-bold text-slate-900">
                      {t('orders.confirmDelete', { name: file.name })}
                    </AlertDialog.Title>
                    <AlertDialog.Description className="mt-2 text-sm text-slate-600">
                      {t('orders.confirmDeleteLead')}
                    </AlertDialog.Description>
                    <div className="mt-4 flex justify-end gap-2">
                      <AlertDialog.Cancel className="rounded-md border border-slate-300 px-3 py-2 text-sm">
                        {t('orders.cancel')}
                      </AlertDialog.Cancel>
                      <AlertDialog.Action
                        className="rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800"
                        onClick={() => void remove(file)}
                      >
                        {t('orders.delete')}
                      </AlertDialog.Action>
                    </div>
                  </AlertDialog.Content>
                </AlertDialog.Portal>
              </AlertDialog.Root>
            ) : null}
          </div>
          <PrintCheck
            check={file.check}
            fileName={file.name}
            previewHref={previewHref(orderId, file.id)}
          />
        </li>
      ))}
    </ul>
  )
}

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
      </section>

      {order.packages.map((pkg) => (
        <section
          key={pkg.id}
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
                  {t(
                    pkg.vatTreatment === 'untaxed' ? 'invoice.exportNote' : 'orders.reverseCharge',
                  )}
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
                <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-2.5">
                  <p className="text-sm font-semibold">{t('orders.printFiles')}</p>
                  <FileList
                    orderId={order.id}
                    files={item.files}
                    editable={editable}
                    onDeleted={deleted}
                    fileHref={fileHref}
                    previewHref={previewHref}
                  />
                  {editable ? (
                    <>
                      <PrintFileUpload
                        orderId={order.id}
                        orderItemId={item.id}
                        label={t('orders.chooseFileFor', { title: item.productTitle })}
                        onUploaded={added}
                        onError={failed}
                      />
                      <p className="text-xs text-slate-500">
                        {t('orders.acceptedKinds', { max: uploadLimit })}
                      </p>
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {order.files.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('orders.orderFiles')}</h3>
          <FileList
            orderId={order.id}
            files={order.files}
            editable={editable}
            onDeleted={deleted}
            fileHref={fileHref}
            previewHref={previewHref}
          />
        </section>
      ) : null}

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
