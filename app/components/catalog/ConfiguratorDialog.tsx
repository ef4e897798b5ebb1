import { Settings2, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'

/**
 * PAGE-8, CAT-5: the configurator dialog of type-2 products. The page shows the chosen
 * configuration; the dialog holds the option fields, where each choice limits the values still
 * available. The price beside it follows every change, as the dialog shares the calculator's state.
 */
export function ConfiguratorDialog({
  title,
  openLabel,
  doneLabel,
  closeLabel,
  summary,
  children,
}: {
  title: string
  openLabel: string
  doneLabel: string
  closeLabel: string
  summary: { option: string; value: string }[]
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
        data-testid="configuration-summary"
      >
        {summary.map((row) => (
          <div key={row.option} className="contents">
            <dt className="text-slate-600">{row.option}</dt>
            <dd className="font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Dialog.Trigger
        className="mt-2 inline-flex h-10 w-full items-center justify-center gap-2 rounded-md border border-brand-700 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        data-testid="open-configurator"
      >
        <Settings2 aria-hidden="true" className="size-4" />
        {openLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(30rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
          data-testid="configurator-dialog"
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-md p-2 hover:bg-slate-100"
              aria-label={closeLabel}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-4">{children}</div>
          <Dialog.Close className="mt-5 h-10 w-full rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800">
            {doneLabel}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
