/** JSON-LD Organization on the home pages, from the site settings. */
import { getOffices } from '@/data/content'
import { getSiteSettings } from '@/data/navigation'
import { siteToLocale, type Site } from '@/domain/locale'
import { publicOrigin } from '@/settings'

export async function OrganizationJsonLd({ site }: { site: Site }) {
  const [settings, offices] = await Promise.all([getSiteSettings(site), getOffices(siteToLocale(site))])
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    alternateName: site === 'cn' ? '贸易罗盘' : 'TradeCompass',
    url: `${publicOrigin(site)}/${site}`,
    logo: `${publicOrigin(site)}/favicon.svg`,
    email: settings.salesEmail ?? undefined,
    sameAs: (settings.social ?? []).map((s) => s.url),
    address: offices.slice(0, 1).map((o) => ({
      '@type': 'PostalAddress',
      addressLocality: o.city,
      addressCountry: o.country,
      streetAddress: o.address,
    })),
    contactPoint: offices.map((o) => ({
      '@type': 'ContactPoint',
      telephone: o.phone,
      email: o.email,
      areaServed: o.country,
      contactType: 'sales',
    })),
  }
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
