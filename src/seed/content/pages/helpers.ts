/** Small helpers for writing the page seed content compactly. */
import { SITE_PATHS } from '../../../domain/routing'
import { PARTNERS } from '../../pictures'
import type { CallToActionBlock, CaseStudiesBlock, L, LogoWallBlock, Rich } from '../../types'

/** One text in the three languages. */
export const l = (zh: string, en: string, ru: string): L => ({ zh, en, ru })

/** Removes the common indentation and the surrounding blank lines of a template literal. */
function dedent(text: string): string {
  const lines = text
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n')
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

/**
 * The service-alliance partners (SPEC §2.1) as a wall of their wordmarks, each linking its service page where the site
 * has one.
 */
export function partnerWall(): LogoWallBlock {
  const href = (site: 'cn' | 'en' | 'ru', slug: string) =>
    SITE_PATHS[site].includes(`service/${slug}`) ? `/${site}/service/${slug}` : ''
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

/** The testimonial strip: quotes from the case studies with their headline result. */
export function testimonialStrip(
  heading: L = l(
    '客户用数据做到的事',
    'What customers achieved with the data',
    'Чего клиенты добились с нашими данными',
  ),
): CaseStudiesBlock {
  return {
    blockType: 'caseStudies',
    display: 'testimonials',
    heading,
    intro: l(
      '工厂、进口商、货代和研究机构讲述他们遇到的问题，以及用贸易数据得到的结果。',
      'Manufacturers, importers, forwarders and researchers on the problem they had and what trade data changed.',
      'Производители, импортёры, экспедиторы и аналитики — о своей задаче и о том, что изменили торговые данные.',
    ),
    limit: 3,
  }
}

/** The "trusted by" row: the logos of the customers with a case study. */
export function trustedByRow(): CaseStudiesBlock {
  return {
    blockType: 'caseStudies',
    display: 'logos',
    heading: l(
      '这些外贸团队在用贸易罗盘',
      'Trusted by export, import and research teams',
      'Нам доверяют экспортёры, импортёры и аналитики',
    ),
    limit: 6,
  }
}
