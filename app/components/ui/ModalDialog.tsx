import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where the focus goes when the modal closes (the button that opened it). */
  returnFocus: React.RefObject<HTMLElement | null>
  title: React.ReactNode
  titleClassName: string
  closeLabel: string
  closeClassName: string
  overlayClassName: string
  contentClassName: string
  testId?: string
  children: React.ReactNode
}

/** The modal itself, loaded by Modal when it first opens. */
export default function ModalDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  titleClassName,
  closeLabel,
  closeClassName,
  overlayClassName,
  contentClassName,
  testId,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClassName} />
        <Dialog.Content
          className={contentClassName}
          data-testid={testId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className={titleClassName}>{title}</Dialog.Title>
            <Dialog.Close className={closeClassName} aria-label={closeLabel}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
