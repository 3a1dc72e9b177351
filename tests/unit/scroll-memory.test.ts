import { describe, expect, it } from 'vitest'

import { readPositions, rememberPosition, writePositions } from '../../src/ui/chrome/scroll-memory'

describe('scroll memory', () => {
  it('remembers the last position per URL and keeps only the last 50 URLs', () => {
    let positions = rememberPosition({}, '/en', 2000.4)
    positions = rememberPosition(positions, '/en/contact', 10)
    positions = rememberPosition(positions, '/en', 1500)
    expect(positions).toEqual({ '/en/contact': 10, '/en': 1500 })
    for (let i = 0; i < 60; i += 1) positions = rememberPosition(positions, `/p${i}`, i)
    expect(Object.keys(positions)).toHaveLength(50)
    expect(positions['/en']).toBeUndefined()
    expect(positions['/p59']).toBe(59)
  })

  it('survives broken or missing storage', () => {
    expect(readPositions(null)).toEqual({})
    expect(readPositions({ getItem: () => '{oops' })).toEqual({})
    expect(readPositions({ getItem: () => '[1]' })).toEqual({})
    const store = new Map<string, string>()
    writePositions({ setItem: (k, v) => void store.set(k, v) }, { '/cn': 5 })
    expect(readPositions({ getItem: (k) => store.get(k) ?? null })).toEqual({ '/cn': 5 })
    expect(() =>
      writePositions(
        {
          setItem: () => {
            throw new Error('full')
          },
        },
        {},
      ),
    ).not.toThrow()
  })
})
