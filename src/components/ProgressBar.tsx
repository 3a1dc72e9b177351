'use client'

import { ProgressProvider } from '@bprogress/next/app'
import type { ReactNode } from 'react'

import { PROGRESS_BAR_THROTTLE_MS } from '../domain/constants'

/**
 * The top progress bar during navigation (SPEC §2.5, §9): starts on link clicks and router pushes, shows only when
 * a navigation takes longer than 200 ms (the §9 throttle), brand colour. Wrap the page in it so that
 * `useRouter` from '@bprogress/next/app' (or `useProgress` from '@bprogress/react') can drive it for requests too.
 */
export function ProgressBar({ children }: { children?: ReactNode }) {
  return (
    <ProgressProvider
      color="var(--brand)"
      height="3px"
      delay={PROGRESS_BAR_THROTTLE_MS}
      options={{ showSpinner: false }}
      shallowRouting
    >
      {children}
    </ProgressProvider>
  )
}
