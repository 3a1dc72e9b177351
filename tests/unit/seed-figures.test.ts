import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { COVERAGE } from '../../src/domain/coverage'

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : []
  })
}

describe('the figures of the seeded site texts', () => {
  it('agree with the dataset catalogue (no "250+ countries" beside a list of 62)', () => {
    const wrong: string[] = []
    for (const file of files('src/seed/content')) {
      const text = readFileSync(file, 'utf8')
      // Claims of data coverage ("250+ countries and regions"); the credit reports' 230 countries are a partner's.
      for (const match of text.matchAll(
        /(\d+)(?:\s*多个国家|\+\s*(?:个国家|countries|стран)|\+?\s*(?:个国家和地区|countries and regions|стран и регионов))/g,
      )) {
        if (Number(match[1]) > COVERAGE.countries) wrong.push(`${file}: ${match[0]}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
