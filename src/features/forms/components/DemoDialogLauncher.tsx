'use client'
/**
 * Loads the request-a-demo dialog the first time a visitor asks for it (the `open-demo-dialog` event), so the form
 * library, the schemas and the country list stay out of every page's first load.
 */
import { lazy, Suspense, useEffect, useState } from 'react'

import type { Locale } from '@/domain/locale'
import type { UiStrings } from '@/i18n'

import { OPEN_DEMO_DIALOG_EVENT } from './demo-dialog-event'

const LazyDemoDialog = lazy(() =>
  import('./DemoDialogWithCountries').then((m) => ({ default: m.DemoDialogWithCountries })),
)

export function DemoDialogLauncher({ locale, t }: { locale: Locale; t: Pick<UiStrings, 'demo' | 'forms'> }) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const want = () => setWanted(true)
    window.addEventListener(OPEN_DEMO_DIALOG_EVENT, want)
    return () => window.removeEventListener(OPEN_DEMO_DIALOG_EVENT, want)
  }, [])
  // Rendered only after the event, so never on the server.
  return wanted ? (
    <Suspense fallback={null}>
      <LazyDemoDialog locale={locale} t={t} />
    </Suspense>
  ) : null
}
