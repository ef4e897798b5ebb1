import { type ComponentType, lazy } from 'react'

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
