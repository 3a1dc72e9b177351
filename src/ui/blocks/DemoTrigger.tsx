'use client'
/** A button that opens the request-a-demo dialog (the dialog listens for the `open-demo-dialog` event). */
import type { ReactNode } from 'react'

export function DemoTrigger({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new CustomEvent('open-demo-dialog'))}
    >
      {children}
    </button>
  )
}
