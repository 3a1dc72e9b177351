/**
 * The admin's labels of the collections, globals and blocks (messages/labels/), by `<part>.<field>` keys such as
 * `orders.status` or `orders.status.paid`, in the three admin languages as Payload takes a label.
 */
import type { Texts, Translation } from './catalogue'
import { LABELS } from './messages/labels'

type Parts = typeof LABELS
export type LabelKey = { [P in keyof Parts & string]: `${P}.${keyof Parts[P]['zh'] & string}` }[keyof Parts & string]
export type Label = { en: string; zh: string; ru: string }

export function labelOf(key: LabelKey): Label {
  const dot = key.indexOf('.')
  const texts = LABELS[key.slice(0, dot) as keyof Parts] as { [L in keyof Label]: Translation<Texts> } | undefined
  const field = key.slice(dot + 1)
  const [en, zh, ru] = [texts?.en[field], texts?.zh[field], texts?.ru[field]]
  if (typeof en !== 'string' || typeof zh !== 'string' || typeof ru !== 'string') {
    throw new Error(`No label "${key}" in the catalogue (src/i18n/messages/labels)`)
  }
  return { en, zh, ru }
}
