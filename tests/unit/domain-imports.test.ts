import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DOMAIN_DIR = path.resolve(import.meta.dirname, '../../src/domain')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx|js|mjs)$/.test(name) ? [full] : []
  })
}

/** Every module specifier imported, re-exported, required or dynamically imported by a source text. */
export function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[\w*{}\s,]+?\s+from\s+['"]([^'"]+)['"]/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] as string))
}

const FORBIDDEN = /^(react|react-dom|next|payload|@payloadcms)(\/|$)/

const files = filesUnder(DOMAIN_DIR)

describe('src/domain import rules', () => {
  it('finds the domain modules', () => {
    const names = files.map((file) => path.basename(file)).sort()
    expect(names).toEqual(
      expect.arrayContaining([
        'api-client.ts',
        'constants.ts',
        'datasets.ts',
        'errors.ts',
        'locale.ts',
        'orders.ts',
        'permissions.ts',
        'routing.ts',
        'session.ts',
        'validation.ts',
      ]),
    )
  })

  it('the import scanner sees every import form', () => {
    const sample = [
      "import React from 'react'",
      "import type { Config } from 'payload'",
      "import { a,\n b } from 'next/navigation'",
      "export { x } from '@payloadcms/ui'",
      "import './side-effect'",
      "const y = require('react-dom')",
      "const z = await import('next')",
    ].join('\n')
    expect(importedSpecifiers(sample)).toEqual(
      expect.arrayContaining([
        'react',
        'payload',
        'next/navigation',
        '@payloadcms/ui',
        './side-effect',
        'react-dom',
        'next',
      ]),
    )
    expect(importedSpecifiers(sample).filter((s) => FORBIDDEN.test(s))).toHaveLength(6)
    expect(FORBIDDEN.test('nextjs-helper')).toBe(false)
    expect(FORBIDDEN.test('payloadish')).toBe(false)
  })

  it.each(files.map((file) => [path.relative(DOMAIN_DIR, file), file]))(
    '%s imports nothing from react, next, payload or @payloadcms, and no path alias',
    (_name, file) => {
      const specifiers = importedSpecifiers(readFileSync(file, 'utf8'))
      expect(specifiers.filter((specifier) => FORBIDDEN.test(specifier))).toEqual([])
      expect(
        specifiers.filter((specifier) => specifier.startsWith('@/') || specifier.startsWith('@collections')),
      ).toEqual([])
    },
  )
})
