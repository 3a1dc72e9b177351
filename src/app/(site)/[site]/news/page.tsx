import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/blocks/blocks.module.css'
import { gridClass } from '@/blocks/grid'
import { Section } from '@/blocks/Section'
import { getNewsList } from '@/data/content'
import { isSite } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'
import { screenMetadata } from '@/seo/metadata'

/** /cn/news: the news list (Chinese site only, SPEC §2.1). */
export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params
  if (site !== 'cn') return {}
  return screenMetadata({ site, path: 'news', title: uiStringsOfSite(site).news.title, sites: ['cn'], brand: '贸易罗盘' })
}

export default async function NewsPage({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params
  if (!isSite(site) || site !== 'cn') notFound()
  const t = uiStringsOfSite(site)
  const news = await getNewsList(site)
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
    </Section>
  )
}
