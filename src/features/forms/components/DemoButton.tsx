'use client'

import { OPEN_DEMO_DIALOG_EVENT } from './demo-dialog-event'

/** The request-a-demo action: asks the demo dialog (which listens on `window`) to open. */
export function DemoButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_DEMO_DIALOG_EVENT))}
    >
      {label}
    </button>
  )
}
