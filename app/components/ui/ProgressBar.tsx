import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

/** CONST-9: the bar appears only after 200 ms and creeps towards the end over about 5 s. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000

export function ProgressBar() {
  const busy = useNavigation().state !== 'idle'
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle')

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS)
      return () => clearTimeout(timer)
    }
    // Finish the bar if it was shown, then hide it.
    const finish = setTimeout(() => setPhase((p) => (p === 'running' ? 'done' : 'idle')), 0)
    const hide = setTimeout(() => setPhase('idle'), 300)
    return () => {
      clearTimeout(finish)
      clearTimeout(hide)
    }
  }, [busy])

  const width = phase === 'running' ? '90%' : phase === 'done' ? '100%' : '0%'
  return (
    // Decoration for sighted users: the new page takes the focus and announces itself, so the bar
    // is hidden from assistive technology (and from axe's landmark rule while it shows).
    <div
      aria-hidden="true"
      data-testid="progress-bar"
      data-phase={phase}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[80] h-1 transition-opacity ${phase === 'idle' ? 'opacity-0' : 'opacity-100'}`}
    >
      <div
        className="h-full bg-accent-500"
        style={{
          width,
          transition:
            phase === 'running'
              ? `width ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
              : phase === 'done'
                ? 'width 200ms ease-out'
                : 'none',
        }}
      />
    </div>
  )
}
