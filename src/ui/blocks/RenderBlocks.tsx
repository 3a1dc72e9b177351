/** Renders a page's blocks in order; each block type has its Component.tsx beside its config.ts. */
import { getSiteSettings } from '../../data/navigation'
import { COVERAGE, coverageFigures, type CoverageFigureKey } from '../../domain/coverage'
import type { Site } from '../../domain/locale'
import { uiStringsOfSite } from '../../i18n'
import type { Page } from '../../payload-types'

import { CallToActionBlock } from './CallToAction/Component'
import { CaseStudiesBlock } from './CaseStudies/Component'
import { ComparisonTableBlock } from './ComparisonTable/Component'
import { CountryExplorerBlock } from './CountryExplorer/Component'
import { FaqBlock } from './Faq/Component'
import { FeatureGridBlock } from './FeatureGrid/Component'
import { FormBlock } from './Forms/Component'
import { HeroBlock } from './Hero/Component'
import { HonoursBlock } from './Honours/Component'
import { LogoWallBlock } from './LogoWall/Component'
import { NewsListBlock } from './NewsList/Component'
import { OfficeListBlock } from './OfficeList/Component'
import { PricingTableBlock } from './PricingTable/Component'
import { ProductShowcaseBlock } from './ProductShowcase/Component'
import { RichTextBlock } from './RichText/Component'
import { SectionTabsBlock } from './SectionTabs/Component'
import { ServiceListBlock } from './ServiceList/Component'
import { SolutionListBlock } from './SolutionList/Component'
import { StatsBlock, type Claim } from './Stats/Component'
import { TeamBlock } from './Team/Component'
import { TimelineBlock } from './Timeline/Component'
import { VideoBlock } from './Video/Component'

type LayoutBlock = NonNullable<Page['layout']>[number]

/**
 * The figures of a stats block without items of its own: counted from the dataset catalogue (coverageFigures: no
 * figure repeats another), so the home page says what the data-countries page lists; the company
 * count (not in the catalogue) comes from the site settings.
 */
async function siteClaims(site: Site): Promise<Claim[]> {
  const settings = await getSiteSettings(site)
  const labels = (
    {
      cn: {
        countries: '个国家的海关数据',
        datasets: '套海关与提单数据集',
        importCountries: '个进口数据国家',
        exportCountries: '个出口数据国家',
        companies: '企业数据',
      },
      en: {
        countries: 'countries with customs data',
        datasets: 'customs and bill-of-lading datasets',
        importCountries: 'countries with import data',
        exportCountries: 'countries with export data',
        companies: 'companies',
      },
      ru: {
        countries: 'стран с таможенными данными',
        datasets: 'наборов таможенных данных',
        importCountries: 'стран с данными импорта',
        exportCountries: 'стран с данными экспорта',
        companies: 'компаний',
      },
    } satisfies Record<Site, Record<CoverageFigureKey | 'companies', string>>
  )[site]
  // A value saved as "126 million companies" would repeat its label: keep the figure only.
  const companies = (settings.claims?.companies ?? '').replace(/\s*(家?企业|companies|компаний)$/u, '')
  return [
    ...coverageFigures(COVERAGE).map((figure) => ({ value: String(figure.value), label: labels[figure.key] })),
    { value: companies, label: labels.companies },
  ].filter((claim) => claim.value)
}

export async function RenderBlocks({ blocks, site }: { blocks: Page['layout']; site: Site }) {
  const t = uiStringsOfSite(site)
  const list = blocks ?? []
  const needsClaims = list.some((b) => b.blockType === 'stats' && !(b.items && b.items.length))
  const claims = needsClaims ? await siteClaims(site) : []
  return (
    <>
      {list.map((block: LayoutBlock, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return <HeroBlock key={key} block={block} site={site} first={index === 0} />
          case 'richText':
            return <RichTextBlock key={key} block={block} site={site} />
          case 'featureGrid':
            return <FeatureGridBlock key={key} block={block} site={site} learnMore={t.common.learnMore} />
          case 'productShowcase':
            return <ProductShowcaseBlock key={key} block={block} site={site} learnMore={t.common.learnMore} />
          case 'stats':
            return <StatsBlock key={key} block={block} claims={claims} site={site} />
          case 'logoWall':
            return <LogoWallBlock key={key} block={block} site={site} />
          case 'caseStudies':
            return <CaseStudiesBlock key={key} block={block} site={site} t={t} />
          case 'timeline':
            return <TimelineBlock key={key} block={block} />
          case 'team':
            return <TeamBlock key={key} block={block} />
          case 'honours':
            return <HonoursBlock key={key} block={block} />
          case 'sectionTabs':
            return <SectionTabsBlock key={key} block={block} label={t.header.menu} />
          case 'pricingTable':
            return <PricingTableBlock key={key} block={block} site={site} t={t} />
          case 'comparisonTable':
            return <ComparisonTableBlock key={key} block={block} />
          case 'countryExplorer':
            return <CountryExplorerBlock key={key} block={block} site={site} t={t} />
          case 'solutionList':
            return <SolutionListBlock key={key} block={block} site={site} learnMore={t.common.learnMore} />
          case 'newsList':
            return <NewsListBlock key={key} block={block} site={site} t={t} />
          case 'serviceList':
            return <ServiceListBlock key={key} block={block} site={site} t={t} />
          case 'officeList':
            return <OfficeListBlock key={key} block={block} site={site} t={t} />
          case 'faq':
            return <FaqBlock key={key} block={block} />
          case 'callToAction':
            return <CallToActionBlock key={key} block={block} site={site} />
          case 'video':
            return <VideoBlock key={key} block={block} t={t} />
          case 'demoForm':
          case 'contactForm':
          case 'creditReportForm':
          case 'debtClaimForm':
            return <FormBlock key={key} block={block} site={site} t={t} />
          default:
            return null
        }
      })}
    </>
  )
}
