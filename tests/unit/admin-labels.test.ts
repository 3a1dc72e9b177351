/**
 * The admin in zh and ru is fully translated: every block name, every field the admin shows, every
 * select option, every tab, collapsible and array/blocks row name ("Add …" buttons) and every admin description is a
 * `{ en, zh, ru }` label, never an English string (Payload would show "添加 Layout", "Heading", "Optional in-page …").
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { Countries } from '../../src/features/catalogue/Countries'
import { Datasets } from '../../src/features/catalogue/Datasets'
import { LegalDocuments } from '../../src/features/markets/LegalDocuments'
import { Media } from '../../src/features/media/Media'
import { Members } from '../../src/features/accounts/Members'
import { NavItems } from '../../src/features/navigation/NavItems'
import { CaseStudies } from '../../src/features/catalogue/CaseStudies'
import { News } from '../../src/features/news/News'
import { Offices } from '../../src/features/catalogue/Offices'
import { OrderMails } from '../../src/features/orders/OrderMails'
import { Orders } from '../../src/features/orders/Orders'
import { PackageTiers } from '../../src/features/orders/PackageTiers'
import { Pages } from '../../src/features/pages/Pages'
import { PaymentEvents } from '../../src/features/orders/PaymentEvents'
import { Services } from '../../src/features/catalogue/Services'
import { Solutions } from '../../src/features/catalogue/Solutions'
import { Submissions } from '../../src/features/forms/Submissions'
import { TranslationTasks } from '../../src/features/translations/TranslationTasks'
import { GlossaryTerms } from '../../src/features/translations/GlossaryTerms'
import { Users } from '../../src/features/accounts/Users'
import { UtilityTools } from '../../src/features/catalogue/UtilityTools'
import { VerificationCodes } from '../../src/features/accounts/VerificationCodes'
import { CookieConsents } from '../../src/features/accounts/CookieConsents'
import { Footer } from '../../src/features/navigation/Footer'
import { Header } from '../../src/features/navigation/Header'
import { SiteSettings } from '../../src/features/site-settings/SiteSettings'
import { pageBlocks } from '../../src/ui/blocks'
import { anchorField } from '../../src/ui/blocks/fields'

/** Not checked yet, to be moved into CHECKED when their labels are done: none. */
const PENDING = {}

const CHECKED = {
  Pages,
  News,
  Solutions,
  Services,
  LegalDocuments,
  NavItems,
  Media,
  PackageTiers,
  Users,
  Header,
  Footer,
  CaseStudies,
  SiteSettings,
  Countries,
  Datasets,
  Offices,
  Members,
  Orders,
  OrderMails,
  PaymentEvents,
  Submissions,
  TranslationTasks,
  UtilityTools,
  VerificationCodes,
  CookieConsents,
  GlossaryTerms,
}
const CONFIGS = Object.values(CHECKED).map((config) => [config.slug, config] as const)

/** Select options whose label is a code or brand name, the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['package-tiers.code'])

type Any = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const translated = (label: unknown) =>
  typeof label === 'object' &&
  label !== null &&
  typeof (label as Any).zh === 'string' &&
  (label as Any).zh.trim() !== '' &&
  typeof (label as Any).ru === 'string' &&
  (label as Any).ru.trim() !== '' &&
  typeof (label as Any).en === 'string'

function problems(): string[] {
  const out: string[] = []
  const need = (where: string, what: string, value: unknown) => {
    if (!translated(value)) out.push(`${where}: ${what} ${JSON.stringify(value)}`)
  }
  const description = (where: string, admin: Any | undefined) => {
    const value = admin?.description
    if (value !== undefined && typeof value !== 'function') need(where, 'description', value)
  }
  const walk = (where: string, fields: Any[]) => {
    for (const field of fields) {
      if (field.type === 'ui' || field.admin?.hidden || field.hidden) continue
      const at = field.name ? `${where}.${field.name}` : where
      // `label: false` shows no label at all (a group whose tab already names it).
      if ((field.name || field.type === 'collapsible') && field.label !== false)
        need(at, `${field.type} label`, field.label)
      description(at, field.admin)
      if (field.type === 'select' || field.type === 'radio') {
        for (const option of field.options ?? []) {
          if (typeof option === 'string') out.push(`${at}: option ${option} without label`)
          else if (!SAME_IN_EVERY_LANGUAGE.has(`${where.split('.')[0]}.${field.name}`))
            need(`${at}=${option.value}`, 'option', option.label)
        }
      }
      if (field.type === 'array' || field.type === 'blocks') {
        need(at, 'labels.singular', field.labels?.singular)
        need(at, 'labels.plural', field.labels?.plural)
      }
      if (field.type === 'blocks') {
        for (const block of field.blocks ?? []) walkBlock(`${at}[${block.slug}]`, block)
      }
      if (field.type === 'tabs') {
        for (const tab of field.tabs ?? []) {
          need(`${at}{${tab.name ?? ''}}`, 'tab label', tab.label)
          description(`${at}{${tab.name ?? ''}}`, tab.admin ?? tab)
          walk(tab.name ? `${at}.${tab.name}` : at, tab.fields)
        }
      }
      if (field.fields) walk(at, field.fields)
    }
  }
  const walkBlock = (where: string, block: Any) => {
    need(where, 'block labels.singular', block.labels?.singular)
    need(where, 'block labels.plural', block.labels?.plural)
    walk(where, block.fields)
  }
  for (const [slug, config] of CONFIGS) {
    const c = config as Any
    if (c.labels) {
      need(slug, 'labels.singular', c.labels.singular)
      need(slug, 'labels.plural', c.labels.plural)
    } else need(slug, 'label', c.label)
    description(slug, c.admin)
    walk(slug, c.fields)
  }
  for (const block of pageBlocks) walkBlock(`block ${block.slug}`, block)
  return out
}

describe('admin labels in zh and ru', () => {
  it('checks every collection and global of the payload config, or names it as pending', () => {
    const source = readFileSync(path.resolve(__dirname, '../../payload.config.ts'), 'utf8')
    const configs = [...source.matchAll(/import \{ ([A-Z]\w*) \} from '\.\/src\/features\/[\w/-]+'/g)].map((m) => m[1])
    expect(configs.length).toBeGreaterThan(20)
    expect(configs.filter((name) => !(name! in CHECKED) && !(name! in PENDING))).toEqual([])
  })

  it('labels every block, field, option, row and description of the content collections and globals in en, zh and ru', () => {
    expect(problems()).toEqual([])
  })

  it('names the page builder in the "Add …" button and each block in Chinese and Russian', () => {
    const layout = (Pages.fields as Any[]).find((f) => f.name === 'layout')!
    expect(layout.labels.singular.zh).toMatch(/[\u4e00-\u9fff]/)
    expect(layout.labels.singular.ru).toMatch(/[а-яё]/i)
    for (const block of pageBlocks as Any[]) {
      expect(block.labels.singular.zh, block.slug).toMatch(/[\u4e00-\u9fff]/)
      expect(block.labels.singular.ru, block.slug).toMatch(/[а-яё]/i)
    }
  })

  it('refuses a bad anchor, path or slug in the editor’s admin language', () => {
    const refusal = (field: Any, value: string, language: string) =>
      field.validate(value, { req: { i18n: { language } } })
    const path = (Pages.fields as Any[]).find((f) => f.name === 'path')!
    const slug = (News.fields as Any[]).find((f) => f.name === 'slug')!
    expect(refusal(anchorField, '1 bad', 'zh')).toMatch(/^只能使用字母/)
    expect(refusal(anchorField, '1 bad', 'ru')).toMatch(/^Только латинские буквы/)
    expect(refusal(anchorField, '1 bad', 'en')).toMatch(/^Letters/)
    expect(refusal(anchorField, 'section1', 'zh')).toBe(true)
    expect(refusal(path, 'a b', 'zh')).toMatch(/用 \/ 分隔/)
    expect(refusal(slug, 'a b', 'ru')).toMatch(/^Только/)
  })
})
