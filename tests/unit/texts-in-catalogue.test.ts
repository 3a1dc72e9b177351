/**
 * Texts for people live in the message catalogue (src/i18n/messages/), so a translator finds every one of them and
 * the catalogue's test checks them: no feature, admin screen, collection kit or block holds a sentence inline in the
 * three languages. Language names and tags (中文/EN/RU, zh-CN) are not texts to translate.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOTS = ['src/features', 'src/cms', 'src/ui']
const LANGUAGE_TAGS = [
  'src/ui/chrome/LanguageSwitch.tsx',
  'src/features/translations/admin/TranslationStateCell.tsx',
  'src/features/orders/payments/invoice.ts',
  'src/features/orders/payments/order-mail.ts',
]

const S = String.raw`'(?:[^'\\]|\\.)*'`
const INLINE = new RegExp(
  String.raw`\{\s*(?:en|zh|ru):\s*${S},\s*(?:en|zh|ru):\s*${S},\s*(?:en|zh|ru):\s*${S},?\s*\}` +
    String.raw`|\blabel\(\s*${S},\s*${S},\s*${S}`,
  'g',
)

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return files(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('texts for people in the catalogue', () => {
  it('leaves no sentence inline in zh, en and ru outside src/i18n', () => {
    const inline = ROOTS.flatMap(files)
      .filter((file) => !LANGUAGE_TAGS.includes(file.split(path.sep).join('/')))
      .flatMap((file) => (readFileSync(file, 'utf8').match(INLINE) ?? []).map((text) => `${file}: ${text}`))
    expect(inline).toEqual([])
  })
})
