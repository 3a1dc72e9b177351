/**
 * Admin view /admin/translations: every document whose en or ru text is missing or older than the Chinese text,
 * with a link straight into the document in that locale.
 */
import type { AdminViewServerProps, CollectionSlug } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'

import { translationNeeds, type TranslationState } from '../../domain/translation-status'

export const TRANSLATED_COLLECTIONS: { slug: CollectionSlug; title: string }[] = [
  { slug: 'pages', title: 'title' },
  { slug: 'news', title: 'title' },
  { slug: 'solutions', title: 'title' },
  { slug: 'services', title: 'name' },
  { slug: 'legal-documents', title: 'title' },
  { slug: 'package-tiers', title: 'name' },
  { slug: 'countries', title: 'name' },
  { slug: 'datasets', title: 'code' },
  { slug: 'offices', title: 'city' },
  { slug: 'nav-items', title: 'name' },
]

/** A title in any language (Chinese first): with locale 'all', localized fields come as { zh, en, ru }. */
function titleOf(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>
    return String(byLocale.zh || byLocale.en || byLocale.ru || '')
  }
  return ''
}

const REASON = { missing: { zh: '未翻译', en: 'missing' }, outdated: { zh: '需更新', en: 'older than zh' } }

export async function TranslationStatusView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect('/admin/login')
  const rows: { collection: string; id: number | string; title: string; locale: string; reason: 'missing' | 'outdated' }[] = []
  for (const { slug, title } of TRANSLATED_COLLECTIONS) {
    const { docs } = await req.payload.find({
      collection: slug,
      locale: 'all',
      depth: 0,
      limit: 1000,
      pagination: false,
      draft: true,
      req,
      overrideAccess: false,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      for (const need of translationNeeds(doc.translationState as TranslationState)) {
        rows.push({ collection: slug, id: doc.id as number, title: titleOf(doc[title]) || String(doc.id), locale: need.locale, reason: need.reason })
      }
    }
  }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>翻译进度 · Translation status</h1>
        <p>
          {rows.length === 0
            ? 'Everything is translated. 全部已翻译。'
            : `${rows.length} translations to do: en or ru missing, or older than the Chinese text.`}
        </p>
        {rows.length > 0 && (
          <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th style={{ textAlign: 'left' }}>Collection</th>
                <th style={{ textAlign: 'left' }}>Document</th>
                <th style={{ textAlign: 'left' }}>Locale</th>
                <th style={{ textAlign: 'left' }}>Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.collection}-${row.id}-${row.locale}`} data-testid="translation-row">
                  <td>{row.collection}</td>
                  <td>
                    <a href={`/admin/collections/${row.collection}/${row.id}?locale=${row.locale}`}>{row.title}</a>
                  </td>
                  <td>{row.locale}</td>
                  <td>
                    {REASON[row.reason].zh} · {REASON[row.reason].en}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
