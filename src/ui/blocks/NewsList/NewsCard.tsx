import Link from 'next/link'

import type { UiStrings } from '../../../i18n'
import type { News } from '../../../payload-types'
import styles from '../../../kit/blocks.module.css'
import { CARD_IMAGE_SIZES, MediaImage } from '../MediaImage'

/**
 * One news card (the home's latest news and the /cn/news list): its cover when it has one, category, title, date,
 * summary.
 */
export function NewsCard({
  item,
  t,
  headingLevel = 3,
}: {
  item: Pick<News, 'slug' | 'title' | 'date' | 'category' | 'summary' | 'cover'>
  t: UiStrings
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      <MediaImage media={item.cover} sizes={CARD_IMAGE_SIZES} className={styles.cardImage} />
      <span className={styles.tag}>{t.news.categories[item.category]}</span>
      <Heading style={headingLevel === 2 ? { fontSize: '1.15rem', margin: 0 } : undefined}>{item.title}</Heading>
      <time className={styles.date} dateTime={item.date}>
        {item.date.slice(0, 10)}
      </time>
      {item.summary && <p>{item.summary}</p>}
      <Link
        href={`/cn/news/detail?id=${item.slug}`}
        className={styles.more}
        prefetch={false}
        aria-label={`${t.common.readMore}: ${item.title}`}
      >
        {t.common.readMore} →
      </Link>
    </article>
  )
}
