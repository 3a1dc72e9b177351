/**
 * Limits of a GraphQL document, checked on its syntax tree before Payload validates or runs it. Payload's
 * complexity rule expands every fragment spread again at each use: 20 nested doubling fragments (837 bytes) took
 * 1.8 s of CPU, stalling every other request of the instance, and a fragment cycle overflowed the stack (500).
 * Here each fragment is measured once (memoised), so the check is linear in the document's size:
 *  - the document must parse (at most MAX_TOKENS tokens);
 *  - no fragment may spread itself, directly or through others;
 *  - at most MAX_DEPTH levels of selections, MAX_ALIASES aliases, MAX_FRAGMENTS fragment definitions, and at most
 *    MAX_FIELDS fields once every fragment is expanded.
 */
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql'

export const GRAPHQL_LIMITS = { MAX_TOKENS: 5000, MAX_DEPTH: 12, MAX_ALIASES: 30, MAX_FRAGMENTS: 50, MAX_FIELDS: 2000 }

export type GraphQLProblem = { kind: 'invalid' } | { kind: 'tooLarge'; limit: string }

type Measure = { depth: number; fields: number }

export function graphqlDocumentProblem(source: string): GraphQLProblem | null {
  let document: DocumentNode
  try {
    document = parse(source, { noLocation: true, maxTokens: GRAPHQL_LIMITS.MAX_TOKENS })
  } catch (error) {
    return /more th\w+ \d+ tokens/i.test(String((error as Error)?.message))
      ? { kind: 'tooLarge', limit: `${GRAPHQL_LIMITS.MAX_TOKENS} tokens` }
      : { kind: 'invalid' }
  }
  const fragments = new Map<string, SelectionSetNode>()
  let aliases = 0
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      if (fragments.has(definition.name.value)) return { kind: 'invalid' }
      fragments.set(definition.name.value, definition.selectionSet)
    }
  }
  if (fragments.size > GRAPHQL_LIMITS.MAX_FRAGMENTS)
    return { kind: 'tooLarge', limit: `${GRAPHQL_LIMITS.MAX_FRAGMENTS} fragments` }

  const measured = new Map<string, Measure>()
  const visiting = new Set<string>()
  class Cycle extends Error {}
  class Unknown extends Error {}

  const measureSet = (set: SelectionSetNode): Measure => {
    let depth = 0
    let fields = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases++
        const inner = selection.selectionSet ? measureSet(selection.selectionSet) : { depth: 0, fields: 0 }
        depth = Math.max(depth, inner.depth + 1)
        fields += 1 + inner.fields
      } else {
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? measureSet(selection.selectionSet)
            : measureFragment(selection.name.value)
        depth = Math.max(depth, inner.depth)
        fields += inner.fields
      }
      // Fields grow with each doubling: stop as soon as the bound is passed (Infinity-safe either way).
      if (fields > GRAPHQL_LIMITS.MAX_FIELDS) return { depth, fields }
    }
    return { depth, fields }
  }
  const measureFragment = (name: string): Measure => {
    const known = measured.get(name)
    if (known) return known
    if (visiting.has(name)) throw new Cycle()
    const set = fragments.get(name)
    if (!set) throw new Unknown()
    visiting.add(name)
    const measure = measureSet(set)
    visiting.delete(name)
    measured.set(name, measure)
    return measure
  }

  try {
    // Every fragment, used or not (a cycle among unused fragments is still a broken document).
    for (const name of fragments.keys()) measureFragment(name)
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue
      const { depth, fields } = measureSet(definition.selectionSet)
      if (depth > GRAPHQL_LIMITS.MAX_DEPTH) return { kind: 'tooLarge', limit: `${GRAPHQL_LIMITS.MAX_DEPTH} levels` }
      if (fields > GRAPHQL_LIMITS.MAX_FIELDS) return { kind: 'tooLarge', limit: `${GRAPHQL_LIMITS.MAX_FIELDS} fields` }
    }
  } catch (error) {
    if (error instanceof Cycle || error instanceof Unknown) return { kind: 'invalid' }
    throw error
  }
  if (aliases > GRAPHQL_LIMITS.MAX_ALIASES) return { kind: 'tooLarge', limit: `${GRAPHQL_LIMITS.MAX_ALIASES} aliases` }
  return null
}

/** graphql-js names fields it guesses the visitor meant ("Did you mean "Page" or "Pages"?"): the schema, leaked. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '')
}

/** Payload's GraphQL answer with the suggestions cut from its error messages (introspection is off in production). */
export async function answerWithoutSuggestions(response: Response): Promise<Response> {
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return response
  const text = await response.text()
  if (!/Did you mean/.test(text))
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
  let body: { errors?: { message?: string }[] }
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  for (const error of body.errors ?? [])
    if (typeof error.message === 'string') error.message = withoutSuggestions(error.message)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers })
}
