import type { zh } from './zh'

/** The shape of an object with every leaf widened to `string` (so translations are not tied to zh's literals). */
export type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> }

/** Every UI string of one language: the keys of zh.ts, each a string. */
export type UiStrings = DeepString<typeof zh>
