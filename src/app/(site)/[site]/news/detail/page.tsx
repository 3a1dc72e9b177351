import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import styles from '@/kit/blocks.module.css'
import { RichTextContent } from '@/ui/blocks/RichText/RichTextContent'
import { Section } from '@/ui/blocks/Section'
import { getNewsItem } from '@/data/content'
import { uiStringsOfSite } from '@/i18n'
import { screenMetadata } from '@/data/seo/metadata'

// Reads the query string: rendered per request; its data reads are cached (no database query per view).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ id?: string }> }

/** /cn/news/detail?id={slug}: one news item. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ site }, { id }] = await Promise.all([params, searchParams])
  if (site !== 'cn' || !id) return {}
  const item = await getNewsItem('cn', id)
  if (!item) return {}
  return screenMetadata({
    site: 'cn',
    path: `news/detail?id=${id}`,
    title: item.meta?.title || item.title,
    description: item.meta?.description || item.summary || undefined,
    sites: ['cn'],
    brand: '贸易罗盘',
  })
}

export default async function NewsDetailPage({ params, searchParams }: Props) {
  const [{ site }, { id }] = await Promise.all([params, searchParams])
  // Without ?id= there is no item to show: the list is the page a visitor wants.
  if (site === 'cn' && (id === undefined || id === '')) redirect('/cn/news')
  if (site !== 'cn' || typeof id !== 'string' || !/^[\w-]+$/.test(id)) notFound()
  const item = await getNewsItem('cn', id)
  if (!item) notFound()
  const t = uiStringsOfSite('cn')
  return (
    <Section>
      <article className={styles.prose}>
        <p>
          <Link href="/cn/news">← {t.common.backToList}</Link>
        </p>
        <span className={styles.tag}>{t.news.categories[item.category]}</span>
        <h1>{item.title}</h1>
        <p className={styles.date}>
          {t.common.publishedOn} <time dateTime={item.date}>{item.date.slice(0, 10)}</time>
        </p>
        {item.videoUrl && (
          <p>
            <Link href={`/cn/news/detail/play?id=${item.slug}`} className={`${styles.btn} ${styles.btnPrimary}`}>
              ▶ {t.news.watchVideo}
            </Link>
          </p>
        )}
        <RichTextContent data={item.body} site="cn" className="" />
      </article>
    </Section>
  )
}
