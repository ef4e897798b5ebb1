import { type ComponentType, lazy, useRef, useState } from 'react'

/**
 * A lazily loaded component (PERF-3, decision 0034) whose code can be fetched ahead: `preload` on
 * the intent to open it (pointer over, focus, touch), so on a slow line the dialog shows at once
 * when pressed. Loading twice costs nothing: the first import is kept.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined
  const preload = () => (loading ??= load())
  return { Component: lazy(preload), preload }
}

/** The props that fetch a lazily loaded part when a person is about to open it. */
export function preloadOnIntent(preload: () => unknown) {
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload }
}

/**
 * A button that opens a lazily loaded dialog: its open state, the button's ref (where the focus
 * goes back to) and the props that make it one — a dialog trigger that fetches the dialog's code
 * on the intent to press it.
 */
export function useDialogTrigger(preload: () => unknown) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const triggerProps = {
    ref: trigger,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    ...preloadOnIntent(preload),
    onClick: () => setOpen(true),
  }
  return { open, setOpen, trigger, triggerProps }
}
