/** Small helpers for writing the page seed content compactly. */
import { SITE_PATHS } from '../../../domain/routing'
import { PARTNERS } from '../../pictures'
import type { CallToActionBlock, L, LogoWallBlock, Rich } from '../../types'

/** One text in the three languages. */
export const l = (zh: string, en: string, ru: string): L => ({ zh, en, ru })

/** Removes the common indentation and the surrounding blank lines of a template literal. */
function dedent(text: string): string {
  const lines = text.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n')
  const indents = lines.filter((line) => line.trim() !== '').map((line) => (line.match(/^ */) ?? [''])[0].length)
  const min = indents.length > 0 ? Math.min(...indents) : 0
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(min))).join('\n')
}

/** Rich text (Markdown subset) in the three languages; indentation of the literals is removed. */
export const rich = (zh: string, en: string, ru: string): Rich => ({ zh: dedent(zh), en: dedent(en), ru: dedent(ru) })

export const DEMO_LABEL = l('预约产品演示', 'Request a demo', 'Запросить демо')

/** A call to action that opens the request-a-demo dialog. */
export function demoCta(heading: L, text: L, label: L = DEMO_LABEL): CallToActionBlock {
  return { blockType: 'callToAction', heading, text, action: 'demo', label }
}

/** The service-alliance partners (SPEC §2.1) as a wall of their wordmarks, each linking its service page where the site has one. */
export function partnerWall(): LogoWallBlock {
  const href = (site: 'cn' | 'en' | 'ru', slug: string) => (SITE_PATHS[site].includes(`service/${slug}`) ? `/${site}/service/${slug}` : '')
  return {
    blockType: 'logoWall',
    heading: l('服务联盟合作伙伴', 'Service-alliance partners', 'Партнёры сервисного альянса'),
    logos: PARTNERS.map((partner) => ({
      name: partner.name,
      logo: { picture: `partner-${partner.slug}` },
      href: { zh: href('cn', partner.slug), en: href('en', partner.slug), ru: href('ru', partner.slug) },
    })),
  }
}
