'use client'
/** The demo dialog with the country list of its locale (loaded lazily by DemoDialogLauncher); opens at once. */
import { useMemo } from 'react'

import { COUNTRIES } from '@/domain/datasets'
import type { Locale } from '@/domain/locale'
import type { UiStrings } from '@/i18n'

import { DemoDialog } from './DemoDialog'

export function DemoDialogWithCountries({ locale, t }: { locale: Locale; t: Pick<UiStrings, 'demo' | 'forms'> }) {
  const countries = useMemo(
    () =>
      COUNTRIES.map((row) => ({ code: row.code, name: row[locale] })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [locale],
  )
  return <DemoDialog locale={locale} t={t} countries={countries} openOnMount />
}
