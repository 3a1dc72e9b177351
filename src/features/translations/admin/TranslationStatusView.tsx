/**
 * Admin view /admin/translations: the en and ru translations that need work (missing, or their Chinese source changed
 * since they were translated), filtered by collection, language and state, counted and paged in the database (the
 * `translation-tasks` rows the content hooks keep). Each row links into the document in that locale at the first
 * field that needs work. Labels follow the staff user's admin language.
 * "Export XLIFF" (the current filters, or the documents ticked in the table) and "Import XLIFF" for CAT tools
 * (src/features/translations/endpoints/xliff.ts).
 */
import type { AdminViewServerProps, Where } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'

import {
  GLOBAL_TASK_PREFIX,
  fieldAnchor,
  globalTaskKey,
  type FieldNeed,
  type LabelPart,
} from '../../../domain/translation-status'
import { adminLabel, reviewLabel, type AdminKey } from '../../../i18n/admin'
import { TaskReviewColumns, assigneeWhere, parseAssigneeFilter, staffOptions } from './TranslationTaskColumns'
import { BulkAssign } from './TranslationTaskControls'
import { XliffImport } from './XliffImport'

const PAGE_SIZE = 50
const STATES = ['needs', 'missing', 'outdated', 'done'] as const
type StateFilter = (typeof STATES)[number]

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export async function TranslationStatusView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  if (!req.user) redirect('/admin/login')
  const language = req.i18n.language
  const t = (key: AdminKey, vars?: Record<string, string | number>) => adminLabel(language, key, vars)

  // The tracked collections and globals (a global's tasks are kept under `global:<slug>`, docId 0).
  const isTracked = (c: { fields: readonly object[] }) =>
    c.fields.some((f) => 'name' in f && f.name === 'translationState')
  const tracked = [
    ...req.payload.config.collections.filter(isTracked).map((c) => ({ slug: c.slug, label: c.labels.plural })),
    ...req.payload.config.globals
      .filter(isTracked)
      .map((g) => ({ slug: globalTaskKey(g.slug), label: g.label || g.slug })),
  ]
  const collectionFilter = tracked.some((c) => c.slug === one(searchParams?.collection))
    ? one(searchParams?.collection)
    : ''
  const localeFilter = ['en', 'ru'].includes(one(searchParams?.locale)) ? one(searchParams?.locale) : ''
  const stateFilter: StateFilter = (STATES as readonly string[]).includes(one(searchParams?.state))
    ? (one(searchParams?.state) as StateFilter)
    : 'needs'
  const page = Math.max(1, Math.min(100_000, Number.parseInt(one(searchParams?.page), 10) || 1))
  const search = one(searchParams?.q).trim().slice(0, 100)
  // "assigned to me", unassigned, or one staff user.
  const me = req.user as unknown as { id: number; email: string; role?: string }
  const assigneeFilter = parseAssigneeFilter(one(searchParams?.assignee))
  const staff = await staffOptions(req)

  const base: Where[] = []
  if (collectionFilter) base.push({ collection: { equals: collectionFilter } })
  if (localeFilter) base.push({ locale: { equals: localeFilter } })
  const byAssignee = assigneeWhere(assigneeFilter, me.id)
  if (byAssignee) base.push(byAssignee)
  if (search)
    base.push({ or: [{ titleZh: { like: search } }, { titleEn: { like: search } }, { titleRu: { like: search } }] })
  const stateWhere: Where =
    stateFilter === 'needs' ? { state: { in: ['missing', 'outdated'] } } : { state: { equals: stateFilter } }

  const count = async (state: string) =>
    (
      await req.payload.count({
        collection: 'translation-tasks',
        where: { and: [...base, { state: { equals: state } }] },
        req,
        overrideAccess: false,
      })
    ).totalDocs
  const [missing, outdated, done, rows] = await Promise.all([
    count('missing'),
    count('outdated'),
    count('done'),
    req.payload.find({
      collection: 'translation-tasks',
      where: { and: [...base, stateWhere] },
      sort: '-updatedAt',
      limit: PAGE_SIZE,
      page,
      depth: 0,
      req,
      overrideAccess: false,
    }),
  ])
  const counts: Record<StateFilter, number> = { needs: missing + outdated, missing, outdated, done }

  const labelOf = (slug: string) => {
    const config = tracked.find((c) => c.slug === slug)
    return config ? getTranslation(config.label as Parameters<typeof getTranslation>[0], req.i18n) : slug
  }
  const titleOf = (row: Record<string, unknown>) => {
    const inLanguage = { zh: row.titleZh, en: row.titleEn, ru: row.titleRu }[language as 'zh' | 'en' | 'ru']
    return String(inLanguage || row.titleZh || row.titleEn || row.titleRu || `#${row.docId}`)
  }
  const query = (changes: Record<string, string | number>) => {
    const q = new URLSearchParams({
      collection: collectionFilter,
      locale: localeFilter,
      state: stateFilter,
      q: search,
      assignee: assigneeFilter,
      page: String(page),
    })
    for (const [k, v] of Object.entries(changes)) q.set(k, String(v))
    for (const [k, v] of [...q.entries()]) if (!v) q.delete(k)
    return `/admin/translations?${q.toString()}`
  }
  const stateLabel = (state: StateFilter) => (state === 'needs' ? t('needsWork') : t(state))
  // Past the last page (an old link, a hand-typed ?page=99): the last page there is.
  if (rows.docs.length === 0 && page > 1 && rows.totalPages >= 1) redirect(query({ page: rows.totalPages }))
  const labelText = (need: FieldNeed & { label?: LabelPart[] }) =>
    need.label?.length
      ? need.label.map((part) => (typeof part === 'number' ? `#${part}` : getTranslation(part, req.i18n))).join(' › ')
      : need.path
  const MARK = { missing: '∅', untranslated: '≡', outdated: '±' } as const

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
        <h1>{t('translations')}</h1>
        <p>{t('translationsIntro')}</p>
        <form
          method="get"
          action="/admin/translations"
          data-testid="translation-filters"
          style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end', margin: '16px 0' }}
        >
          <label>
            <div>{t('collection')}</div>
            <select name="collection" defaultValue={collectionFilter}>
              <option value="">{t('any')}</option>
              {tracked.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {labelOf(c.slug)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <div>{t('language')}</div>
            <select name="locale" defaultValue={localeFilter}>
              <option value="">{t('any')}</option>
              <option value="en">English (en)</option>
              <option value="ru">Русский (ru)</option>
            </select>
          </label>
          <label>
            <div>{t('searchTitle')}</div>
            <input type="search" name="q" defaultValue={search} placeholder={t('searchTitlePlaceholder')} />
          </label>
          <label>
            <div>{reviewLabel(language, 'assigneeFilter')}</div>
            <select name="assignee" defaultValue={assigneeFilter}>
              <option value="">{reviewLabel(language, 'anyone')}</option>
              <option value="me">{reviewLabel(language, 'assignedToMe')}</option>
              <option value="none">{reviewLabel(language, 'unassigned')}</option>
              {staff.map((user) => (
                <option key={user.id} value={String(user.id)}>
                  {user.email}
                </option>
              ))}
            </select>
          </label>
          <label>
            <div>{t('state')}</div>
            <select name="state" defaultValue={stateFilter}>
              {STATES.map((state) => (
                <option key={state} value={state}>
                  {stateLabel(state)} ({counts[state]})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
            {t('filter')}
          </button>
        </form>
        <p data-testid="translation-counts">
          {STATES.map((state) => (
            <a
              key={state}
              href={query({ state, page: 1 })}
              data-state={state}
              style={{ marginRight: 16, fontWeight: state === stateFilter ? 700 : 400 }}
            >
              {stateLabel(state)}: <span data-testid={`count-${state}`}>{counts[state]}</span>
            </a>
          ))}
        </p>
        <section
          data-testid="xliff"
          style={{ margin: '16px 0', padding: 12, border: '1px solid var(--theme-elevation-150)' }}
        >
          <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{t('xliff')}</h2>
          <p style={{ margin: '0 0 8px' }}>{t('xliffIntro')}</p>
          <form
            id="xliff-export"
            method="get"
            action="/api/translations/xliff"
            data-testid="xliff-export"
            style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap', marginBottom: 12 }}
          >
            {collectionFilter && <input type="hidden" name="collection" value={collectionFilter} />}
            {search && <input type="hidden" name="q" value={search} />}
            <label>
              <div>{t('xliffTarget')}</div>
              <select name="locale" defaultValue={localeFilter || 'en'}>
                <option value="en">English (en)</option>
                <option value="ru">Русский (ru)</option>
              </select>
            </label>
            <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
              {t('xliffExport')}
            </button>
          </form>
          <XliffImport language={language} />
        </section>
        {rows.docs.length > 0 && TaskReviewColumns.canAssignOthers(req.user) && (
          <BulkAssign language={language} staff={staff} />
        )}
        {rows.docs.length === 0 ? (
          <p>{t('nothingToDo')}</p>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left' }}>{t('xliffSelect')}</th>
                  <th style={{ textAlign: 'left' }}>{t('document')}</th>
                  <th style={{ textAlign: 'left' }}>{t('collection')}</th>
                  <th style={{ textAlign: 'left' }}>{t('language')}</th>
                  <th style={{ textAlign: 'left' }}>{t('state')}</th>
                  <th style={{ textAlign: 'right' }}>{t('words')}</th>
                  <th style={{ textAlign: 'left' }}>{t('fieldsToDo')}</th>
                  <TaskReviewColumns.Headers language={language} />
                </tr>
              </thead>
              <tbody>
                {rows.docs.map((row) => {
                  const needs = (Array.isArray(row.fields) ? row.fields : []) as FieldNeed[]
                  const anchor = row.firstField ? `#${fieldAnchor(row.firstField)}` : ''
                  const overdue = TaskReviewColumns.overdue(row)
                  const globalSlug = row.collection.startsWith(GLOBAL_TASK_PREFIX)
                    ? row.collection.slice(GLOBAL_TASK_PREFIX.length)
                    : null
                  const href = globalSlug
                    ? `/admin/globals/${globalSlug}?locale=${row.locale}${anchor}`
                    : `/admin/collections/${row.collection}/${row.docId}?locale=${row.locale}${anchor}`
                  return (
                    <tr
                      key={row.id}
                      data-testid="translation-row"
                      data-locale={row.locale}
                      data-state={row.state}
                      data-task-id={row.id}
                      data-overdue={overdue ? 'true' : undefined}
                      style={overdue ? { boxShadow: 'inset 4px 0 0 var(--theme-error-500)' } : undefined}
                    >
                      <td>
                        {row.state !== 'done' && !globalSlug ? (
                          <input
                            type="checkbox"
                            form="xliff-export"
                            name="ids"
                            value={`${row.collection}:${row.docId}`}
                            data-task-id={row.id}
                            aria-label={`${t('xliffSelect')} ${titleOf(row as unknown as Record<string, unknown>)}`}
                          />
                        ) : (
                          // Not exported (nothing to translate), but can be assigned with the ticked rows.
                          <input
                            type="checkbox"
                            data-task-id={row.id}
                            aria-label={`${t('xliffSelect')} ${titleOf(row as unknown as Record<string, unknown>)}`}
                          />
                        )}
                      </td>
                      <td>
                        <a href={href}>{titleOf(row as unknown as Record<string, unknown>)}</a>
                      </td>
                      <td>{labelOf(row.collection)}</td>
                      <td>{row.locale}</td>
                      <td>{t(row.state)}</td>
                      <td data-testid="task-words" style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                        {needs
                          .reduce((sum, need) => sum + (Number((need as { words?: number }).words) || 0), 0)
                          .toLocaleString(language)}
                      </td>
                      <td style={{ fontSize: 12 }}>
                        {needs.slice(0, 4).map((need) => (
                          <span
                            key={need.path}
                            data-reason={need.reason}
                            data-path={need.path}
                            style={{ marginRight: 10, display: 'inline-block' }}
                            title={`${t(need.reason)} · ${need.path}`}
                          >
                            {MARK[need.reason]} {labelText(need)}
                          </span>
                        ))}
                        {needs.length > 4 && (
                          <details style={{ display: 'inline-block' }}>
                            <summary style={{ cursor: 'pointer' }}>{t('more', { count: needs.length - 4 })}</summary>
                            {needs.slice(4).map((need) => (
                              <span
                                key={need.path}
                                data-reason={need.reason}
                                data-path={need.path}
                                style={{ marginRight: 10, display: 'inline-block' }}
                                title={`${t(need.reason)} · ${need.path}`}
                              >
                                {MARK[need.reason]} {labelText(need)}
                              </span>
                            ))}
                          </details>
                        )}
                      </td>
                      <TaskReviewColumns.Cells
                        language={language}
                        row={row}
                        user={me}
                        staff={staff}
                        label={`${titleOf(row as unknown as Record<string, unknown>)} (${row.locale})`}
                      />
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        {rows.totalPages > 1 && (
          <nav style={{ display: 'flex', gap: 16, marginTop: 16 }} aria-label={t('pagination')}>
            {rows.hasPrevPage && <a href={query({ page: page - 1 })}>← {t('previous')}</a>}
            <span>{t('pageOf', { page: rows.page ?? page, pages: rows.totalPages })}</span>
            {rows.hasNextPage && <a href={query({ page: page + 1 })}>{t('next')} →</a>}
          </nav>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
