/**
 * The shape every part of the message catalogue (src/i18n/messages/) has: the Chinese texts are the source, the
 * English and Russian ones must hold exactly the same keys, each a string. A key missing from en or ru, or one that
 * zh does not have, fails `tsc`; tests/unit/catalogue.test.ts checks what types cannot (empty texts, placeholders
 * that differ between the languages of one key). Placeholders are `{name}`, filled by `fill` (./fill.ts).
 */
import type { Locale } from '../domain/locale'
import { fill } from './fill'

/** Texts of one language: strings, or groups of them. */
export type Texts = { readonly [key: string]: string | Texts }

/** The keys of the source, each a string (so a translation is not tied to the source's words). */
export type Translation<Z> = { [K in keyof Z]: Z[K] extends string ? string : Translation<Z[K]> }

/** One part of the catalogue, in the three languages. */
export type Part<Z extends Texts = Texts> = { readonly zh: Z; readonly en: Translation<Z>; readonly ru: Translation<Z> }

/** A part of the catalogue, its keys those of `zh` (the order of the three languages in the literal is free). */
export function part<const Z extends Texts>(texts: {
  zh: Z
  en: NoInfer<Translation<Z>>
  ru: NoInfer<Translation<Z>>
}): Part<Translation<Z>> {
  return texts as Part<Translation<Z>>
}

/** The texts of a part in one language. */
export function textsIn<Z extends Texts>(texts: Part<Z>, locale: Locale): Translation<Z> {
  return texts[locale] as Translation<Z>
}

type FlatKey<Z> = { [K in keyof Z]: Z[K] extends string ? K : never }[keyof Z]

/** One text of a part in one language, its `{name}` placeholders filled. */
export function say<Z extends Texts>(
  texts: Part<Z>,
  locale: Locale,
  key: FlatKey<Z>,
  values: Record<string, string | number> = {},
): string {
  return fill((texts[locale] as Record<PropertyKey, string>)[key as PropertyKey]!, values)
}

/** `{name}` → `{{name}}` in every text: the placeholder syntax of Payload's own `t()` in the admin. */
export function forPayloadAdmin<T>(texts: T): T {
  if (typeof texts === 'string') return texts.replace(/\{(\w+)\}/g, '{{$1}}') as T
  if (!texts || typeof texts !== 'object') return texts
  return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, forPayloadAdmin(value)])) as T
}
