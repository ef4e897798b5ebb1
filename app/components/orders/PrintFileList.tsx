import { Download, Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { PrintFileView } from '#core/orders/order-views.ts'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { answerToast, useFormFetcher } from '#app/lib/forms.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { PrintCheck } from './PrintCheck.tsx'

/** ORD-5: an order's or a line's print files, each downloaded, checked (PRE-9) or deleted. */
export function PrintFileList({
  orderId,
  files,
  editable,
  onDeleted,
  fileHref,
  previewHref,
  staff = false,
}: {
  orderId: number
  files: PrintFileView[]
  editable: boolean
  onDeleted: (id: number) => void
  fileHref: (orderId: number, fileId: number) => string
  previewHref: (orderId: number, fileId: number) => string
  staff?: boolean
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
            staff={staff}
          />
        </li>
      ))}
    </ul>
  )
}
