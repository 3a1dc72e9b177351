/**
 * What a path of a site shows: a page from the CMS, or a screen whose data is not a page (legal texts, service
 * detail, Russian solution sub-pages). Order: pages first, so an editor can override any screen with a page.
 */
import { getLegalDocument, getLegalDocumentVersion, getPage, getService, getSolution } from '@/data/content'
import { siteToLocale, type Locale, type Site } from '@/domain/locale'
import { LEGAL_DESCRIPTION, pageDescription } from '@/features/markets/head-tags'
import { solutionByRuSlug } from '@/domain/routing'
import type { LegalDocument, Page, Service, Solution } from '@/payload-types'

export type Screen =
  | { kind: 'page'; page: Page }
  | { kind: 'legal'; document: LegalDocument; locale: Locale }
  | { kind: 'service'; service: Service; variant: 'detail' | 'play' | 'article' }
  | { kind: 'solution'; solution: Solution }

const LEGAL_PATHS: Record<string, LegalDocument['kind']> = {
  privacy: 'privacy',
  'content/privacy': 'privacy',
  terms: 'terms',
  packageterms: 'package-terms',
}

export async function resolveScreen(site: Site, path: string, draft = false): Promise<Screen | null> {
  const page = await getPage(site, path, draft)
  if (page) return { kind: 'page', page }
  const locale = siteToLocale(site)
  const legal = LEGAL_PATHS[path]
  // Package terms belong to the package screens of the English and Russian sites.
  if (legal && !(legal === 'package-terms' && site === 'cn')) {
    const document = await getLegalDocument(legal, locale, draft)
    return document ? { kind: 'legal', document, locale } : null
  }
  // An earlier (or the current) published version of a legal text: /privacy/v/1.0.
  const versioned = /^(privacy|terms|packageterms)\/v\/([\w.-]{1,40})$/.exec(path)
  if (versioned && !(versioned[1] === 'packageterms' && site === 'cn')) {
    const document = await getLegalDocumentVersion(LEGAL_PATHS[versioned[1]!]!, versioned[2]!, locale)
    return document ? { kind: 'legal', document, locale } : null
  }
  const service = /^service\/([A-Za-z][\w-]*)(?:\/(play|detail))?$/.exec(path)
  if (service) {
    const doc = await getService(site, service[1]!, draft)
    if (!doc) return null
    if (service[2] === 'play' && !doc.body) return null
    return {
      kind: 'service',
      service: doc,
      variant: service[2] === 'play' ? 'play' : service[2] === 'detail' ? 'article' : 'detail',
    }
  }
  if (site === 'ru') {
    const solution = solutionByRuSlug(path)
    if (solution) {
      const doc = await getSolution({ contId: solution.id }, locale)
      return doc ? { kind: 'solution', solution: doc } : null
    }
  }
  return null
}

export function screenTitle(screen: Screen): string {
  switch (screen.kind) {
    case 'page':
      return screen.page.meta?.title || screen.page.title
    case 'legal':
      return screen.document.title
    case 'service':
      return screen.service.meta?.title || screen.service.name
    case 'solution':
      return screen.solution.meta?.title || screen.solution.title
  }
}

export function screenDescription(screen: Screen, site: Site): string | undefined {
  switch (screen.kind) {
    case 'page':
      return pageDescription(screen.page, siteToLocale(site))
    case 'legal':
      return LEGAL_DESCRIPTION[screen.document.kind][screen.locale]
    case 'service':
      return screen.service.meta?.description || screen.service.summary || undefined
    case 'solution':
      return screen.solution.meta?.description || screen.solution.summary || undefined
  }
}
