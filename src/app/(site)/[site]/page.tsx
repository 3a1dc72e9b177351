import { notFound } from 'next/navigation'

import { isSite } from '@/domain/locale'

const WELCOME = {
  cn: { title: '外贸数据与营销情报平台', text: '海关数据、全球买家与企业数据库、智能营销与业务管理，一站式服务外贸企业。' },
  en: { title: 'Foreign-trade data and intelligence', text: 'Customs data, global buyers and company search, smart marketing and business tools for exporters and importers.' },
  ru: { title: 'Данные и аналитика внешней торговли', text: 'Таможенные данные, поиск покупателей и компаний, умный маркетинг и инструменты для экспортёров и импортёров.' },
} as const

export default async function Home({ params }: { params: Promise<{ site: string }> }) {
  const { site } = await params
  if (!isSite(site)) notFound()
  const copy = WELCOME[site]
  return (
    <main>
      <h1>{copy.title}</h1>
      <p>{copy.text}</p>
    </main>
  )
}
