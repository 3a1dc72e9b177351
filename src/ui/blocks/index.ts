/** Every page-builder block, in the order the admin offers them. */
import type { Block } from 'payload'

import { CallToActionBlock } from './CallToAction/config'
import { CaseStudiesBlock } from './CaseStudies/config'
import { ComparisonTableBlock } from './ComparisonTable/config'
import { CountryExplorerBlock } from './CountryExplorer/config'
import { FaqBlock } from './Faq/config'
import { FeatureGridBlock } from './FeatureGrid/config'
import { ContactFormBlock, CreditReportFormBlock, DebtClaimFormBlock, DemoFormBlock } from './Forms/config'
import { HeroBlock } from './Hero/config'
import { HonoursBlock } from './Honours/config'
import { LogoWallBlock } from './LogoWall/config'
import { NewsListBlock } from './NewsList/config'
import { OfficeListBlock } from './OfficeList/config'
import { PricingTableBlock } from './PricingTable/config'
import { ProductShowcaseBlock } from './ProductShowcase/config'
import { RichTextBlock } from './RichText/config'
import { SectionTabsBlock } from './SectionTabs/config'
import { ServiceListBlock } from './ServiceList/config'
import { SolutionListBlock } from './SolutionList/config'
import { StatsBlock } from './Stats/config'
import { TeamBlock } from './Team/config'
import { TimelineBlock } from './Timeline/config'
import { VideoBlock } from './Video/config'

export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  FeatureGridBlock,
  ProductShowcaseBlock,
  StatsBlock,
  LogoWallBlock,
  CaseStudiesBlock,
  TimelineBlock,
  TeamBlock,
  HonoursBlock,
  SectionTabsBlock,
  PricingTableBlock,
  ComparisonTableBlock,
  CountryExplorerBlock,
  SolutionListBlock,
  NewsListBlock,
  ServiceListBlock,
  OfficeListBlock,
  FaqBlock,
  CallToActionBlock,
  VideoBlock,
  DemoFormBlock,
  ContactFormBlock,
  CreditReportFormBlock,
  DebtClaimFormBlock,
]
