import Link from 'next/link'

import { getNewsList } from '../../data/content'
import type { Site } from '../../domain/locale'
import type { UiStrings } from '../../i18n'
import type { NewsListBlock as NewsList } from '../../payload-types'
import styles from '../blocks.module.css'
import { gridClass } from '../grid'
import { Section } from '../Section'

export async function NewsListBlock({ block, site, t }: { block: NewsList; site: Site; t: UiStrings }) {
  // News pages exist on the Chinese site only: elsewhere a card could link nowhere, so the list is not shown.
  if (site !== 'cn') return null
  const news = await getNewsList(site, block.limit ?? 3)
  if (news.length === 0) return null
  return (
    <Section heading={block.heading}>
      <div className={gridClass(news.length)}>
        {news.map((item) => (
          <article key={item.slug} className={styles.card}>
            <span className={styles.tag}>{t.news.categories[item.category]}</span>
            <h3>{item.title}</h3>
            <time className={styles.date} dateTime={item.date}>{item.date.slice(0, 10)}</time>
            {item.summary && <p>{item.summary}</p>}
            <Link href={`/cn/news/detail?id=${item.slug}`} className={styles.more} prefetch={false} aria-label={`${t.common.readMore}: ${item.title}`}>
              {t.common.readMore} →
            </Link>
          </article>
        ))}
      </div>
    </Section>
  )
}
