/** The nav link to the translation-status view. */
import Link from 'next/link'

export function TranslationStatusLink() {
  return (
    <Link href="/admin/translations" className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      <span className="nav__link-label">翻译进度 · Translations</span>
    </Link>
  )
}
