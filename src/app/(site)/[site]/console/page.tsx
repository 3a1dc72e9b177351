import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/kit/blocks.module.css'
import { Section } from '@/ui/blocks/Section'
import { consoleUrl } from '@/data/navigation'
import { isSite, type Site } from '@/domain/locale'
import { myOrdersPath, packagePagePath } from '@/domain/routing'

/**
 * What the console is and where it lives (SPEC §2.6). The console (trade search, the dashboard, the CRM …)
 * is another application; the member menus link to it on CONSOLE_URL. Without that setting their links come here
 * (src/domain/routing.ts `consoleHref`), and so do the console's paths on this server, instead of a bare 404.
 */
const WORDS: Record<
  Site,
  {
    title: string
    lead: string
    where: string
    here: string
    open: string
    contact: string
    orders: string
    packages: string
    home: string
  }
> = {
  cn: {
    title: '贸易罗盘工作台',
    lead: '提单数据查询、贸易搜索、智能营销、客户管理（CRM）、邮件中心和 AI 工具都在贸易罗盘工作台中使用。工作台是独立于本网站的应用程序，有自己的网址。',
    where:
      '开通账户时，我们会通过邮件把您的工作台网址发给您。如果找不到这封邮件，请联系我们，客服会把工作台链接再次发送给您。',
    here: '在本网站上，您仍可以查看订单、购买或续订套餐，并随时联系我们的团队。',
    open: '打开工作台',
    contact: '联系我们',
    orders: '我的订单',
    packages: '查看套餐',
    home: '返回首页',
  },
  en: {
    title: 'The TradeCompass console',
    lead: 'Shipment search, trade search, marketing, the CRM, the e-mail center and the AI tools run in the TradeCompass console: an application of its own, separate from this website, at its own address.',
    where:
      'The address of your console is in the welcome e-mail we sent when your account was opened. If you cannot find it, contact us and our support team will send you the link again.',
    here: 'On this website you can still see your orders, buy or renew a package and reach our team.',
    open: 'Open the console',
    contact: 'Contact us',
    orders: 'My orders',
    packages: 'See packages',
    home: 'Back to home',
  },
  ru: {
    title: 'Рабочий кабинет TradeCompass',
    lead: 'Поиск поставок, торговый поиск, маркетинг, CRM, почтовый центр и AI-инструменты работают в рабочем кабинете TradeCompass — отдельном приложении со своим адресом, а не на этом сайте.',
    where:
      'Адрес вашего кабинета указан в приветственном письме, которое мы отправили при открытии аккаунта. Если письмо не найти, напишите нам — служба поддержки пришлёт ссылку ещё раз.',
    here: 'На этом сайте вы по-прежнему можете посмотреть свои заказы, купить или продлить тариф и связаться с нашей командой.',
    open: 'Открыть кабинет',
    contact: 'Связаться с нами',
    orders: 'Мои заказы',
    packages: 'Тарифы',
    home: 'На главную',
  },
}

type Props = { params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site } = await params
  if (!isSite(site)) return {}
  return {
    title: `${WORDS[site].title} · ${site === 'cn' ? '贸易罗盘' : 'TradeCompass'}`,
    robots: { index: false, follow: true },
  }
}

export default async function ConsolePage({ params }: Props) {
  const { site } = await params
  if (!isSite(site)) notFound()
  const w = WORDS[site]
  const origin = consoleUrl()
  return (
    <Section heading={w.title} headingLevel={1} intro={w.lead}>
      <div style={{ maxWidth: 760, margin: '0 auto', textAlign: 'center' }} data-testid="console-info">
        <p>{w.where}</p>
        <p>{w.here}</p>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center', marginTop: 24 }}>
          {origin && (
            <a href={origin} className={`${styles.btn} ${styles.btnPrimary}`}>
              {w.open}
            </a>
          )}
          <Link href={`/${site}/contact`} className={`${styles.btn} ${origin ? styles.btnGhost : styles.btnPrimary}`}>
            {w.contact}
          </Link>
          <Link href={myOrdersPath(site)} className={`${styles.btn} ${styles.btnGhost}`}>
            {w.orders}
          </Link>
          <Link href={packagePagePath(site)} className={`${styles.btn} ${styles.btnGhost}`}>
            {w.packages}
          </Link>
          <Link href={`/${site}`} className={`${styles.btn} ${styles.btnGhost}`}>
            {w.home}
          </Link>
        </p>
      </div>
    </Section>
  )
}
