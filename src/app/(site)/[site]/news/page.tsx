import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { NewsCard } from '@/ui/blocks/NewsList/NewsCard'
import { gridClass } from '@/ui/blocks/grid'
import { Section } from '@/ui/blocks/Section'
import { getNewsPage } from '@/data/content'
import { isSite } from '@/domain/locale'
import { uiStringsOfSite } from '@/i18n'
import { NEWS_LIST_DESCRIPTION } from '@/features/markets/head-tags'
import { screenMetadata } from '@/data/seo/metadata'

/** /cn/news: the news list (Chinese site only, SPEC §2.1). */
export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const { site } = await params
  if (site !== 'cn') return {}
  return screenMetadata({
    site,
    path: 'news',
    title: uiStringsOfSite(site).news.title,
    description: NEWS_LIST_DESCRIPTION.zh,
    sites: ['cn'],
    brand: '贸易罗盘',
  })
}

export const dynamic = 'force-dynamic'

/** Page n of the list: ?page=n, 24 items a page, paged in the database. */
export default async function NewsPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>
  searchParams: Promise<{ page?: string | string[] }>
}) {
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
          <NewsCard key={item.slug} item={item} t={t} headingLevel={2} />
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
