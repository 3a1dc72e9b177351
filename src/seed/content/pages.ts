/**
 * The content pages of the three public sites (SPEC §2.1–2.3). News, legal texts, solution and country details,
 * service sub-pages and payment come from their own collections and are not pages here.
 * Links inside a page shared by several sites use '/{site}/…' (the renderer puts in cn, en or ru); single-site pages
 * use their site's prefix; console links (/login, /register) are relative.
 */
import type { SeedPage } from '../types'
import { aboutPage } from './pages/aboutus'
import { cnChannelPages } from './pages/cnChannel'
import { cnProductPages } from './pages/cnProducts'
import { contactPage } from './pages/contact'
import { contentPages } from './pages/content'
import { homePage } from './pages/home'
import { intlPages } from './pages/intl'
import { packagePages } from './pages/package'

export const pages: SeedPage[] = [
  homePage,
  aboutPage,
  contactPage,
  ...cnProductPages,
  ...cnChannelPages,
  ...intlPages,
  ...packagePages,
  ...contentPages,
]
