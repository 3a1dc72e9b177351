/**
 * The admin dashboard's launch checklist: every open item of src/features/operations/launch-checklist.ts — the seed's
 * placeholders still published — with a link to where it is fixed; one line when nothing is left. Staff only (the
 * dashboard is), in the staff user's admin language.
 */
import type { Payload } from 'payload'

import { runLaunchChecklist, openItemCount } from './launch-checklist'
import { adminLabel } from '../../i18n/admin'

type Props = { payload: Payload; i18n?: { language?: string } }

export async function LaunchChecklistPanel({ payload, i18n }: Props) {
  const language = i18n?.language ?? 'en'
  const pick = (title: { zh: string; en: string; ru: string }) =>
    language === 'zh' || language === 'ru' ? title[language] : title.en
  const results = await runLaunchChecklist(payload)
  const open = openItemCount(results)
  if (open === 0) {
    return (
      <section
        data-testid="launch-checklist"
        style={{
          marginBottom: 24,
          padding: '12px 16px',
          border: '1px solid var(--theme-success-400, #8c8)',
          borderRadius: 4,
        }}
      >
        {adminLabel(language, 'launchChecklistDone')}
      </section>
    )
  }
  return (
    <section
      data-testid="launch-checklist"
      aria-labelledby="launch-checklist-heading"
      style={{
        marginBottom: 24,
        padding: '12px 16px',
        border: '2px solid var(--theme-warning-500, #e0a000)',
        borderRadius: 4,
      }}
    >
      <h2 id="launch-checklist-heading" style={{ margin: '0 0 8px' }}>
        {adminLabel(language, 'launchChecklist')} ({open})
      </h2>
      <p style={{ margin: '0 0 8px' }}>{adminLabel(language, 'launchChecklistIntro')}</p>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {results
          .filter((result) => result.items.length > 0)
          .map((result) => (
            <li key={result.id} data-check={result.id} style={{ marginBottom: 8 }}>
              <strong>{pick(result.title)}</strong>
              <ul style={{ paddingLeft: 18 }}>
                {result.items.slice(0, 20).map((item, i) => (
                  <li key={i}>
                    {pick(item.detail)} — <a href={item.href}>{adminLabel(language, 'launchChecklistFix')}</a>
                  </li>
                ))}
                {result.items.length > 20 && (
                  <li>{adminLabel(language, 'more', { count: result.items.length - 20 })}</li>
                )}
              </ul>
            </li>
          ))}
      </ul>
    </section>
  )
}
