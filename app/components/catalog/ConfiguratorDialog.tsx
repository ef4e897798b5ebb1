import { Settings2 } from 'lucide-react'
import { Modal, preloadModal } from '#app/components/ui/Modal.tsx'
import { useDialogTrigger } from '#app/lib/lazy.ts'

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
  const { open, setOpen, trigger, triggerProps } = useDialogTrigger(preloadModal)
  return (
    <>
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
      <button
        {...triggerProps}
        className="mt-2 inline-flex h-10 w-full items-center justify-center gap-2 rounded-md border border-brand-700 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        data-testid="open-configurator"
      >
        <Settings2 aria-hidden="true" className="size-4" />
        {openLabel}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        returnFocus={trigger}
        title={title}
        titleClassName="text-lg font-bold text-slate-900"
        closeLabel={closeLabel}
        closeClassName="-m-2 rounded-md p-2 hover:bg-slate-100"
        overlayClassName="fixed inset-0 z-50 bg-slate-900/50"
        contentClassName="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(30rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
        testId="configurator-dialog"
      >
        <div className="mt-4">{children}</div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="mt-5 h-10 w-full rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800"
        >
          {doneLabel}
        </button>
      </Modal>
    </>
  )
}
