/** GraphQL document limits (src/http/graphql-limits.ts), measured on the syntax tree only. */
import { describe, expect, it } from 'vitest'

import { graphqlDocumentProblem, withoutSuggestions } from '@/http/graphql-limits'

describe('GraphQL document limits', () => {
  it('measures 20 nested doubling fragments once each (linear, < 50 ms) and refuses them', () => {
    const fragments = ['fragment F0 on Page { id }']
    for (let i = 1; i <= 20; i++) fragments.push(`fragment F${i} on Page { ...F${i - 1} ...F${i - 1} }`)
    const started = performance.now()
    expect(graphqlDocumentProblem(`{ Pages { docs { ...F20 } } } ${fragments.join(' ')}`)).toEqual({
      kind: 'tooLarge',
      limit: '2000 fields',
    })
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('refuses cycles, unknown or repeated fragments and syntax errors as invalid; depth and aliases as too large', () => {
    expect(graphqlDocumentProblem('{ a { ...A } } fragment A on T { ...B } fragment B on T { ...A }')).toEqual({
      kind: 'invalid',
    })
    expect(graphqlDocumentProblem('{ a { ...A } } fragment A on T { ...A }')).toEqual({ kind: 'invalid' })
    expect(graphqlDocumentProblem('{ a { ...Missing } }')).toEqual({ kind: 'invalid' })
    expect(graphqlDocumentProblem('{ a { b }')).toEqual({ kind: 'invalid' })
    expect(graphqlDocumentProblem(`{ ${'a { '.repeat(13)}b${' }'.repeat(13)} }`)).toEqual({
      kind: 'tooLarge',
      limit: '12 levels',
    })
    expect(graphqlDocumentProblem(`{ ${Array.from({ length: 31 }, (_, i) => `x${i}: a`).join(' ')} }`)).toEqual({
      kind: 'tooLarge',
      limit: '30 aliases',
    })
    expect(graphqlDocumentProblem(`{ ${'a '.repeat(6000)} }`)).toEqual({ kind: 'tooLarge', limit: '5000 tokens' })
  })

  it('lets ordinary queries through', () => {
    expect(
      graphqlDocumentProblem(
        'query Q($id: Int!) { Page(id: $id) { id title layout { ... on Hero { heading media { url alt } } } } }',
      ),
    ).toBeNull()
    expect(
      graphqlDocumentProblem('mutation { loginUser(email: "a@b.c", password: "x") { token user { id } } }'),
    ).toBeNull()
    expect(graphqlDocumentProblem('{ Pages { docs { ...P } } } fragment P on Page { id title }')).toBeNull()
  })

  it('cuts field suggestions from messages', () => {
    expect(withoutSuggestions('Cannot query field "Pagez" on type "Query". Did you mean "Page" or "Pages"?')).toBe(
      'Cannot query field "Pagez" on type "Query".',
    )
  })
})
