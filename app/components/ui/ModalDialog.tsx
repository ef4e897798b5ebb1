import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where the focus goes when the modal closes (the button that opened it), while it is there. */
  returnFocus: React.RefObject<HTMLElement | null>
  title: React.ReactNode
  titleClassName: string
  /** The row of title and close button; a side sheet draws a line under it. */
  headerClassName?: string
  closeLabel: string
  closeClassName: string
  closeIconClassName?: string
  overlayClassName: string
  contentClassName: string
  testId?: string
  children: React.ReactNode
}

/**
 * The shop's one modal frame (Radix's dialog): loaded by Modal when it first opens, or imported by
 * a dialog module that is itself loaded on demand (login, bookmarks, mobile menu).
 */
export default function ModalDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  titleClassName,
  headerClassName = 'flex items-start justify-between gap-4',
  closeLabel,
  closeClassName,
  closeIconClassName = 'size-5',
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
            if (!returnFocus.current?.isConnected) return
            event.preventDefault()
            returnFocus.current.focus()
          }}
        >
          <div className={headerClassName}>
            <Dialog.Title className={titleClassName}>{title}</Dialog.Title>
            <Dialog.Close className={closeClassName} aria-label={closeLabel}>
              <X aria-hidden="true" className={closeIconClassName} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
