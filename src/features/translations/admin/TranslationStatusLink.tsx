'use client'
/** The nav link to the translation-status view, in the staff user's admin language. */
import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'

import { adminLabel } from '../../../i18n/admin'

export function TranslationStatusLink() {
  const { i18n } = useTranslation()
  return (
    <Link href="/admin/translations" className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      <span className="nav__link-label">{adminLabel(i18n.language, 'translations')}</span>
    </Link>
  )
}
