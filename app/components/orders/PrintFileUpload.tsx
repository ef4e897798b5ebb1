import { Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PrintFileView } from '#core/orders/order-views.ts'
import { useLocale } from '#app/lib/i18n.ts'

interface UploadAnswer {
  message?: string
  body?: PrintFileView
  errors?: Record<string, string[]>
}

/**
 * One print file to the order (ORD-6). XMLHttpRequest rather than fetch: only it reports
 * upload progress, which the progress bar shows for files of up to 100 MB.
 */
export function PrintFileUpload({
  orderId,
  orderItemId,
  label,
  onUploaded,
  onError,
}: {
  orderId: number
  orderItemId: number | null
  label: string
  onUploaded: (file: PrintFileView, message: string | undefined) => void
  onError: (messages: string[]) => void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null)

  function send(file: File) {
    const form = new FormData()
    if (orderItemId !== null) form.append('order_item_id', String(orderItemId))
    form.append('file', file)
    const request = new XMLHttpRequest()
    request.open('POST', `/api/v1/user/dashboard/invoices/images/upload/${orderId}`)
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('Accept-Language', locale)
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) {
        setProgress({ name: file.name, percent: Math.round((event.loaded / event.total) * 100) })
      }
    })
    request.addEventListener('load', () => {
      let answer: UploadAnswer = {}
      try {
        answer = JSON.parse(request.responseText) as UploadAnswer
      } catch {
        answer = {}
      }
      if (request.status === 200 && answer.body) {
        // The file now stands in the list with its check: the progress line has done its job.
        setProgress(null)
        onUploaded(answer.body, answer.message)
      } else {
        setProgress(null)
        const messages = [...new Set(Object.values(answer.errors ?? {}).flat())]
        onError(messages.length > 0 ? messages : [answer.message ?? t('orders.uploadFailed')])
      }
      if (input.current) input.current.value = ''
    })
    request.addEventListener('error', () => {
      setProgress(null)
      onError([t('orders.uploadFailed')])
    })
    setProgress({ name: file.name, percent: 0 })
    request.send(form)
  }

  const busy = progress !== null && progress.percent < 100
  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        className={`inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-brand-50 ${busy ? 'pointer-events-none opacity-60' : ''}`}
      >
        <Upload aria-hidden="true" className="size-4" />
        <span>{t('orders.chooseFile')}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          aria-label={label}
          disabled={busy}
          accept=".pdf,.jpg,.jpeg,.png,.tif,.tiff,.eps,.ai,application/pdf,image/jpeg,image/png,image/tiff,application/postscript"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (file) send(file)
          }}
          data-testid="print-file-input"
        />
      </label>
      {progress ? (
        <div className="flex flex-col gap-1" data-testid="upload-progress">
          <span className="text-xs text-slate-600">
            {t('orders.uploading', { name: progress.name })} {progress.percent} %
          </span>
          <div
            role="progressbar"
            aria-label={t('orders.uploadProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-brand-700 transition-[width]"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
        </div>
      ) : null}
    </div>
  )
}
