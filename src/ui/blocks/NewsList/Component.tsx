import { getNewsList } from '../../../data/content'
import type { Site } from '../../../domain/locale'
import type { UiStrings } from '../../../i18n'
import type { NewsListBlock as NewsList } from '../../../payload-types'
import { gridClass } from '../grid'
import { Section } from '../Section'
import { NewsCard } from './NewsCard'

export async function NewsListBlock({ block, site, t }: { block: NewsList; site: Site; t: UiStrings }) {
  // News pages exist on the Chinese site only: elsewhere a card could link nowhere, so the list is not shown.
  if (site !== 'cn') return null
  const news = await getNewsList(site, block.limit ?? 3)
  if (news.length === 0) return null
  return (
    <Section heading={block.heading}>
      <div className={gridClass(news.length)}>
        {news.map((item) => (
          <NewsCard key={item.slug} item={item} t={t} />
        ))}
      </div>
    </Section>
  )
}
