import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/blocks/blocks.module.css'
import { gridClass } from '@/blocks/grid'
import { Section } from '@/blocks/Section'
import { getNewsPage } from '@/data/content'
import { isSite } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'
import { screenMetadata } from '@/seo/metadata'

/** /cn/news: the news list (Chinese site only, SPEC §2.1). */
export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params
  if (site !== 'cn') return {}
  return screenMetadata({ site, path: 'news', title: uiStringsOfSite(site).news.title, sites: ['cn'], brand: '贸易罗盘' })
}

export const dynamic = 'force-dynamic'

/** Page n of the list: ?page=n, 24 items a page, paged in the database. */
export default async function NewsPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<{ page?: string | string[] }> }) {
  const { site } = await params
  if (!isSite(site) || site !== 'cn') notFound()
  const t = uiStringsOfSite(site)
  const asked = Number((await searchParams).page ?? 1)
  if (!Number.isSafeInteger(asked) || asked < 1 || asked > 10_000) notFound()
  const { docs: news, totalPages, page } = await getNewsPage(site, asked)
  if (page > 1 && news.length === 0) notFound()
  return (
    <Section heading={t.news.title} headingLevel={1}>
      <div className={gridClass(news.length)}>
        {news.map((item) => (
          <article key={item.slug} className={styles.card}>
            <span className={styles.tag}>{t.news.categories[item.category]}</span>
            <h2 style={{ fontSize: '1.15rem', margin: 0 }}>{item.title}</h2>
            <time className={styles.date} dateTime={item.date}>{item.date.slice(0, 10)}</time>
            {item.summary && <p>{item.summary}</p>}
            <Link href={`/cn/news/detail?id=${item.slug}`} className={styles.more} prefetch={false}>
              {t.common.readMore} →
            </Link>
          </article>
        ))}
      </div>
      {totalPages > 1 && (
        <nav aria-label="pagination" style={{ display: 'flex', gap: 16, justifyContent: 'center', marginTop: 32 }}>
          {page > 1 && (
            <Link href={page === 2 ? '/cn/news' : `/cn/news?page=${page - 1}`} rel="prev" prefetch={false}>
              ← {page - 1}
            </Link>
          )}
          <span aria-current="page">
            {page} / {totalPages}
          </span>
          {page < totalPages && (
            <Link href={`/cn/news?page=${page + 1}`} rel="next" prefetch={false}>
              {page + 1} →
            </Link>
          )}
        </nav>
      )}
    </Section>
  )
}
