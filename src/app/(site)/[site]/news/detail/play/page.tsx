import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/kit/blocks.module.css'
import { Section } from '@/ui/blocks/Section'
import { posterOf, VideoPlayer } from '@/ui/blocks/Video/Player'
import { getNewsItem } from '@/data/content'
import { uiStringsOfSite } from '@/i18n'

// Reads the query string: rendered per request; its data reads are cached (no database query per view).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ id?: string }> }

/** /cn/news/detail/play?id={slug}: the news item's video. */
export default async function NewsPlayPage({ params, searchParams }: Props) {
  const [{ site }, { id }] = await Promise.all([params, searchParams])
  if (site !== 'cn' || typeof id !== 'string' || !/^[\w-]+$/.test(id)) notFound()
  const item = await getNewsItem('cn', id)
  if (!item?.videoUrl) notFound()
  const t = uiStringsOfSite('cn')
  return (
    <Section heading={item.title} headingLevel={1}>
      {/* The news cover is the poster (and what shows when the file is missing). */}
      <VideoPlayer
        url={item.videoUrl}
        poster={posterOf(item.cover)}
        label={item.title}
        unavailable={t.news.videoUnavailable}
        autoPlay
      />
      <p className={styles.caption}>
        <Link href={`/cn/news/detail?id=${item.slug}`}>← {t.common.backToList}</Link>
      </p>
    </Section>
  )
}
