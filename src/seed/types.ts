/**
 * The shape of the seed content. Seed files in src/seed/content/ are typed against these, and the seed runner turns
 * them into Payload documents: an `L` (one string per locale) becomes a localized field, a `Rich` becomes Lexical rich
 * text, a page's blocks are written once per locale.
 */
import type { Site } from '../domain/locale'

/** One text in the three languages. zh is the Chinese site's text, en the English, ru the Russian. */
export type L = { zh: string; en: string; ru: string }

/**
 * Rich text written as a small Markdown subset, one string per locale:
 * paragraphs separated by a blank line; `## ` and `### ` headings; `- ` bullet items; `1. ` numbered items;
 * `**bold**`; `[text](/path)` links. Nothing else.
 */
export type Rich = L

export type Link = { label: L; href: string }

/**
 * A seeded picture (src/seed/pictures.ts, src/seed/visuals.ts), by name: `product-search` (one screen per language),
 * `partner-airwallex`, `team-compass`, `honour-2017`, `news-{slug}`, `platform-tour-poster`. The seed uploads it to
 * the Media collection and puts the media id (per language where there is one per language) in its place.
 */
export type Picture = { picture: string }

// ---------------------------------------------------------------------------------------------------------------
// Page-builder blocks. `anchor` (optional on most blocks) is the id of the section, e.g. 'section1' on about us.
// ---------------------------------------------------------------------------------------------------------------
export type HeroBlock = {
  blockType: 'hero'
  variant?: 'home' | 'page'
  eyebrow?: L
  heading: L
  subheading?: L
  primary?: Link
  secondary?: Link
  /** When true the primary button opens the demo dialog instead of following primary.href. */
  primaryOpensDemo?: boolean
  image?: Picture
}
export type RichTextBlock = { blockType: 'richText'; anchor?: string; heading?: L; content: Rich }
export type FeatureGridBlock = {
  blockType: 'featureGrid'
  anchor?: string
  heading?: L
  intro?: L
  columns?: 2 | 3 | 4
  /** icon: one of the names in src/ui/blocks/Icon.tsx: chart, globe, search, users, mail, shield, bolt, target,
   *  database, map, ship, building, briefcase, graduation, newspaper, scale, bank, coins, chat, tool, star, check,
   *  document, link, clock, cart, factory, trending, phone */
  features: { icon?: string; title: L; text: L; href?: string }[]
}
export type ProductShowcaseBlock = {
  blockType: 'productShowcase'
  anchor?: string
  heading?: L
  intro?: L
  products: { name: L; summary: L; bullets: L[]; href?: string; image?: Picture }[]
}
export type StatsBlock = {
  blockType: 'stats'
  heading?: L
  /** When empty the block shows the claims of the site-settings global (250+ countries, 230, 126 million). */
  items: { value: L; label: L }[]
}
export type LogoWallBlock = {
  blockType: 'logoWall'
  heading?: L
  logos: { name: L | string; href?: L | string; logo?: Picture }[]
}
export type TimelineBlock = {
  blockType: 'timeline'
  anchor?: string
  heading?: L
  events: { year: string; title: L; text: L }[]
}
export type TeamBlock = {
  blockType: 'team'
  anchor?: string
  heading?: L
  intro?: L
  members: { name: L; role: L; bio: L; photo?: Picture }[]
}
export type HonoursBlock = {
  blockType: 'honours'
  anchor?: string
  heading?: L
  items: { year?: string; title: L; issuer?: L; image?: Picture }[]
}
/** A row of in-page anchor tabs, e.g. about us: section1 … section4. */
export type SectionTabsBlock = { blockType: 'sectionTabs'; tabs: { anchor: string; label: L }[] }
/** Shows the active package tiers from the package-tiers collection. */
export type PricingTableBlock = { blockType: 'pricingTable'; heading?: L; intro?: L; note?: L }
export type ComparisonTableBlock = {
  blockType: 'comparisonTable'
  heading?: L
  intro?: L
  columns: L[]
  rows: { label: L; values: L[] }[]
}
/**
 * Countries with data, grouped by continent (America, Asia, Africa, Europe, Oceania), from the countries collection.
 */
export type CountryExplorerBlock = { blockType: 'countryExplorer'; heading?: L; intro?: L; showDatasets?: boolean }
export type SolutionListBlock = { blockType: 'solutionList'; heading?: L; intro?: L }
export type NewsListBlock = { blockType: 'newsList'; heading?: L; limit?: number }
/** Proof from the case studies: the testimonial strip or the "trusted by" logo row. */
export type CaseStudiesBlock = {
  blockType: 'caseStudies'
  display: 'testimonials' | 'logos'
  heading?: L
  intro?: L
  limit?: number
}
/** The service-alliance entries of the services collection; showUtilities adds the utility list under #utilities. */
export type ServiceListBlock = { blockType: 'serviceList'; heading?: L; intro?: L; showUtilities?: boolean }
export type OfficeListBlock = { blockType: 'officeList'; heading?: L; intro?: L }
export type FaqBlock = { blockType: 'faq'; anchor?: string; heading?: L; items: { question: L; answer: L }[] }
export type CallToActionBlock = {
  blockType: 'callToAction'
  heading: L
  text?: L
  /** 'demo' opens the request-a-demo dialog; 'link' follows href. */
  action: 'demo' | 'link'
  label: L
  href?: string
}
export type VideoBlock = { blockType: 'video'; heading?: L; url: string; caption?: L; poster?: Picture }
export type FormBlock = {
  blockType: 'demoForm' | 'contactForm' | 'creditReportForm' | 'debtClaimForm'
  anchor?: string
  heading?: L
  intro?: L
}

export type Block =
  | HeroBlock
  | RichTextBlock
  | FeatureGridBlock
  | ProductShowcaseBlock
  | StatsBlock
  | LogoWallBlock
  | TimelineBlock
  | TeamBlock
  | HonoursBlock
  | SectionTabsBlock
  | PricingTableBlock
  | ComparisonTableBlock
  | CountryExplorerBlock
  | SolutionListBlock
  | NewsListBlock
  | CaseStudiesBlock
  | ServiceListBlock
  | OfficeListBlock
  | FaqBlock
  | CallToActionBlock
  | VideoBlock
  | FormBlock

// ---------------------------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------------------------
export type SeedPage = {
  /** '' for home, 'aboutus', 'product/trade', 'content/faq' … (no leading slash, no site prefix). */
  path: string
  sites: Site[]
  title: L
  /** Meta description, 120–160 characters. */
  description: L
  layout: Block[]
}

export type SeedSolution = {
  contId: number
  /** The Russian sub-page slug: buyers, suppliers, international, consultation, lawfirms, financial, investment,
   *  government, college, media. */
  slug: string
  title: L
  summary: L
  /** Who it is for and the problems solved: 3–5 items. */
  challenges: L[]
  /** What the platform gives them: 4–6 items, each a title and a sentence. */
  benefits: { title: L; text: L }[]
  body: Rich
  /** The product screen shown beside the summary (in each language). */
  image?: Picture
}

export type SeedPackageTier = {
  code: 'PRO' | 'Global' | 'Plus' | 'Luxury' | 'Deluxe'
  priceUsd: number
  memberLevel: number
  importCountries: number
  exportCountries: number
  name: L
  summary: L
  features: L[]
  highlighted?: boolean
}

export type SeedService = {
  /** As in the URL: debtcollection, airwallex, cedarRose, tuv, ningbo, xinhai, amass, yixin, yiwandian, zhaodaka,
   *  website, trace, spread, analyze, video, search, nova, shiteng, Hide-article */
  slug: string
  sites: Site[]
  name: L
  summary: L
  body: Rich
  /** Partner or provider name shown on the card. */
  provider?: L
  form: 'none' | 'credit-report' | 'debt-claim'
  category: 'credit' | 'finance' | 'logistics' | 'certification' | 'marketing' | 'data' | 'legal'
}

export type SeedNews = {
  slug: string
  date: string // yyyy-MM-dd
  category: 'company' | 'industry' | 'product' | 'events'
  title: L
  summary: L
  body: Rich
  /** Only for the news item that has a video (played at /cn/news/detail/play). */
  videoUrl?: string
  cover?: Picture
}

/** A customer case study. The seeded ones are invented sample companies (`sample: true`). */
export type SeedCaseStudy = {
  slug: string
  sample: boolean
  customer: L
  industry: L
  location: L
  logo: Picture
  headline: L
  summary: L
  problem: L
  body: Rich
  results: { figure: L; label: L }[]
  outcome: L
  quote: { text: L; role: L }
}

export type SeedLegalDocument = {
  kind: 'privacy' | 'terms' | 'package-terms'
  title: L
  version: string
  effectiveDate: string // yyyy-MM-dd
  body: Rich
}

export type SeedOffice = { city: L; country: L; address: L; phone: string; email: string; hours?: L }

export type SeedUtilityTool = { name: L; url: string; group: number }

export type SeedNavItem = {
  name: L
  path: string
  /** inside: true when the path is on this site (a route of ours); false when it goes to the console or elsewhere. */
  inside?: boolean
  target?: '_self' | '_blank'
  icon?: string
  /** Dropdown panel of a top-level item: heading, text and a learn-more link. */
  contentHeading?: L
  contentText?: L
  moreHref?: string
  /** Sub-menu items (at most 3 columns); `group` names the column they belong to. */
  children?: (Omit<SeedNavItem, 'children'> & { group?: L })[]
  /** For console menu items: the permission that shows them (see src/domain/permissions.ts). */
  permission?: string
  /** Sites where this item shows; all sites of the menu when absent. */
  sites?: Site[]
}

export type SeedMenus = {
  /** Chinese public header. */
  cnHeader: SeedNavItem[]
  /** English and Russian public header. */
  intlHeader: SeedNavItem[]
  /** Footer sitemap columns: each top-level item is a column heading with children as links. */
  footer: SeedNavItem[]
  /** Footer for logged-in visitors (browse manufacturers, contact us, blog, privacy policy, service terms, sitemap). */
  memberFooter: SeedNavItem[]
  /** The logged-in console header of SPEC §2.6. */
  console: SeedNavItem[]
}

export type SeedSiteSettings = {
  claims: { countries: string; countriesExact: string; creditCountries: string; companies: L }
  contactWidget: { wechatId: string; qq: string; phone: string; hours: L }
  bankTransfer: {
    international: { beneficiary: string; bank: string; account: string; swift: string; address: string; note: L }
    mainland: { beneficiary: string; bank: string; account: string; branch: string; note: L }
  }
  supportEmail: string
  salesEmail: string
  social: { name: string; url: string }[]
  companyName: L
  /** The seller on the receipts. */
  seller: { legalName: L; address: L; taxId: string; taxRate: number; taxLabel: L }
  slogan: L
}
