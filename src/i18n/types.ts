import type { Translation } from './catalogue'
import type { zh } from './messages/site/zh'

/** The shape of an object with every leaf widened to `string` (so translations are not tied to zh's literals). */
export type DeepString<T> = Translation<T>

/** Every UI string of one language: the keys of messages/site/zh.ts, each a string. */
export type UiStrings = DeepString<typeof zh>
