import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/kit/blocks.module.css'
import { Section } from '@/ui/blocks/Section'
import { getCaseStudies, getNewsList, getServices, getSitePages, getSolutions } from '@/data/content'
import { isSite, siteToLocale, type Site } from '@/domain/locale'
import { caseStudiesPath, caseStudyPath, solutionById, solutionDetailPath } from '@/domain/routing'
import { uiStringsOfSite } from '@/i18n'
import { screenMetadata, sitePath } from '@/data/seo/metadata'

/** The human sitemap of a site (the footer's "Sitemap"): every page, solution, service and news item, as links. */
const LABELS: Record<Site, { pages: string; solutions: string; services: string; news: string; legal: string }> = {
  cn: { pages: '页面', solutions: '解决方案', services: '服务联盟', news: '新闻动态', legal: '条款' },
  en: { pages: 'Pages', solutions: 'Solutions', services: 'Services', news: 'News', legal: 'Legal' },
  ru: { pages: 'Страницы', solutions: 'Решения', services: 'Сервисы', news: 'Новости', legal: 'Документы' },
}

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await params
  if (!isSite(site)) return {}
  return screenMetadata({
    site,
    path: 'sitemap',
    title: uiStringsOfSite(site).footer.sitemap,
    sites: ['cn', 'en', 'ru'],
    brand: site === 'cn' ? '贸易罗盘' : 'TradeCompass',
  })
}

export default async function SitemapPage({ params }: Props) {
  const { site } = await params
  if (!isSite(site)) notFound()
  const t = uiStringsOfSite(site)
  const labels = LABELS[site]
  const [pages, solutions, services, news, stories] = await Promise.all([
    getSitePages(site),
    site === 'cn' ? [] : getSolutions(siteToLocale(site)),
    getServices(site),
    site === 'cn' ? getNewsList(site) : [],
    getCaseStudies(site),
  ])
  const groups: { heading: string; links: { href: string; name: string }[] }[] = [
    {
      heading: labels.pages,
      links: pages.map((page) => ({ href: sitePath(site, page.path ?? ''), name: page.title })),
    },
    {
      heading: labels.solutions,
      links: solutions.flatMap((solution) => {
        const known = solutionById(solution.contId)
        return known && site !== 'cn' ? [{ href: solutionDetailPath(site, known.id), name: solution.title }] : []
      }),
    },
    {
      heading: labels.services,
      links: services.map((service) => ({ href: `/${site}/service/${service.slug}`, name: service.name })),
    },
    // Customer stories: the list, then each story by its customer.
    {
      heading: t.cases.title,
      links: stories.length
        ? [
            { href: caseStudiesPath(site), name: t.cases.allStories },
            ...stories.map((study) => ({ href: caseStudyPath(site, study.slug), name: study.customer })),
          ]
        : [],
    },
    {
      heading: labels.news,
      links: news.map((item) => ({ href: `/cn/news/detail?id=${item.slug}`, name: item.title })),
    },
    {
      heading: labels.legal,
      links: [
        { href: `/${site}/privacy`, name: t.footer.privacy },
        { href: `/${site}/terms`, name: t.footer.terms },
      ],
    },
  ]
  return (
    <Section heading={t.footer.sitemap} headingLevel={1}>
      {groups
        .filter((group) => group.links.length > 0)
        .map((group) => (
          <section key={group.heading} className={styles.continent} aria-label={group.heading}>
            <h2>{group.heading}</h2>
            <ul className={styles.countryList}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </Section>
  )
}
