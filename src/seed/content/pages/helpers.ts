/** Small helpers for writing the page seed content compactly. */
import type { CallToActionBlock, L, Rich } from '../../types'

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
