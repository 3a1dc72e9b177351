/**
 * The settings module: a value of the wrong type is refused with a message naming the variable, production asks
 * what the declarations say, the README table and `.env.example` are what the module writes, and nothing else in
 * src/ reads the environment or a variable the module does not declare.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  exampleValue,
  productionConfigProblems,
  SETTINGS,
  setting,
  settings,
  SettingsError,
  settingsProblems,
} from '@/settings'

import { ENV_EXAMPLE_PATH, envExample, README_PATH, readmeWithSection } from '../../scripts/settings-docs'

const root = path.resolve(import.meta.dirname, '../..')

const production = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'f'.repeat(64),
  PUBLIC_SERVER_URL: 'https://www.tradecompass.com',
  SMTP_HOST: 'smtp.example.com',
}

describe('a value of the wrong type', () => {
  it('is refused with a message that names the variable and what it should be', () => {
    expect(() => setting('PORT', { PORT: 'abc' })).toThrow(SettingsError)
    expect(() => setting('PORT', { PORT: 'abc' })).toThrow('PORT must be a whole number (got "abc")')
    expect(() => setting('DATABASE_POOL_MAX', { DATABASE_POOL_MAX: '0' })).toThrow(
      'DATABASE_POOL_MAX must be at least 2 (got "0")',
    )
    expect(() => setting('PUBLIC_SERVER_URL', { PUBLIC_SERVER_URL: 'www.tradecompass.com' })).toThrow(
      /^PUBLIC_SERVER_URL must be an address starting with http:\/\/ or https:\/\//,
    )
    expect(() => setting('PAGE_CACHE', { PAGE_CACHE: 'maybe' })).toThrow('PAGE_CACHE must be one of on, off')
  })

  it('lists every bad variable at once, and never prints a secret', () => {
    const env = {
      PORT: 'abc',
      DATABASE_POOL_MAX: '0',
      SMTP_PORT: '99999',
      PAYPAL_CLIENT_SECRET: 'x',
      DATABASE_URL: 'mysql://x',
    }
    const problems = settingsProblems(env)
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'DATABASE_URL',
      'DATABASE_POOL_MAX',
      'PORT',
      'SMTP_PORT',
    ])
    expect(() => settings(env)).toThrow(/PORT must be a whole number[\s\S]*SMTP_PORT must be at most 65535/)
    expect(settingsProblems({ SMTP_PASS: 'anything', PAYLOAD_SECRET: 's3cret' })).toEqual([])
    expect(() => setting('CDN_PURGE_WEBHOOK', { CDN_PURGE_WEBHOOK: 'token-abc' })).toThrow('(got "token-abc")')
    expect(() => setting('CLOUDFLARE_API_TOKEN', {})).not.toThrow()
  })

  it('stops a production start, named, beside the missing settings', () => {
    expect(productionConfigProblems({ ...production, PORT: 'abc' })).toEqual([
      'PORT must be a whole number (got "abc").',
    ])
    expect(productionConfigProblems({ ...production, LOG_LEVEL: 'verbose' })).toEqual([
      expect.stringMatching(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/),
    ])
  })
})

describe('reading a setting', () => {
  const before = process.env.PAGE_CACHE_MAX_MB
  afterEach(() => {
    if (before === undefined) delete process.env.PAGE_CACHE_MAX_MB
    else process.env.PAGE_CACHE_MAX_MB = before
  })

  it('gives the typed value, the default when unset or empty', () => {
    expect(setting('PORT', { PORT: '4100' })).toBe(4100)
    expect(setting('PORT', {})).toBe(3000)
    expect(setting('PORT', { PORT: '' })).toBe(3000)
    expect(setting('COOKIE_DOMAIN', {})).toBeUndefined()
    expect(setting('PAGE_CACHE', { PAGE_CACHE: 'OFF' })).toBe('off')
    expect(settings({ DATABASE_POOL_MAX: '8' })).toMatchObject({
      DATABASE_POOL_MAX: 8,
      PORT: 3000,
      NODE_ENV: 'development',
    })
  })

  it('reads the environment as it is when asked, not as it was when the module loaded', () => {
    process.env.PAGE_CACHE_MAX_MB = '64'
    expect(setting('PAGE_CACHE_MAX_MB')).toBe(64)
    process.env.PAGE_CACHE_MAX_MB = '256'
    expect(setting('PAGE_CACHE_MAX_MB')).toBe(256)
  })
})

describe('production rules', () => {
  it('refuses a default or short secret, a missing public address and missing mail, each by name', () => {
    expect(productionConfigProblems(production)).toEqual([])
    expect(productionConfigProblems({ ...production, PAYLOAD_SECRET: 'changeme' })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET is missing, a default value, or shorter than 32 characters/),
    ])
    expect(productionConfigProblems({ ...production, PAYLOAD_SECRET: 'x'.repeat(31) })).toHaveLength(1)
    expect(productionConfigProblems({ ...production, PUBLIC_SERVER_URL: '' })).toEqual([
      expect.stringMatching(/^PUBLIC_SERVER_URL is not set/),
    ])
    expect(
      productionConfigProblems({ ...production, PUBLIC_SERVER_URL: '', NEXT_PUBLIC_SERVER_URL: 'https://a.example' }),
    ).toEqual([])
    expect(productionConfigProblems({ ...production, SMTP_HOST: ' ' })).toEqual([
      expect.stringMatching(/^SMTP_HOST is not set/),
    ])
    expect(productionConfigProblems({ ...production, SMTP_HOST: '', MAIL_DELIVERY: 'log' })).toEqual([])
  })

  it('asks nothing of development, tests or the build, whatever the values', () => {
    expect(productionConfigProblems({ NODE_ENV: 'development', PORT: 'abc' })).toEqual([])
    expect(productionConfigProblems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toEqual([])
  })

  it('is written beside each rule in the README', () => {
    const readme = fs.readFileSync(README_PATH, 'utf8')
    const declaredRules = Object.entries(SETTINGS).filter(
      ([, declared]) => 'production' in declared && declared.production,
    )
    expect(declaredRules.map(([name]) => name)).toEqual(['PAYLOAD_SECRET', 'PUBLIC_SERVER_URL', 'SMTP_HOST'])
    for (const [name] of declaredRules)
      expect(readme).toMatch(new RegExp(`\\| \`${name}\`[^\\n]*\\*\\*production:\\*\\*`))
  })
})

describe('the README table and .env.example', () => {
  it('are what `npm run settings:docs` writes from the module', () => {
    const readme = fs.readFileSync(README_PATH, 'utf8')
    expect(readme, 'README.md differs from src/settings.ts: run npm run settings:docs').toBe(readmeWithSection(readme))
    expect(fs.readFileSync(ENV_EXAMPLE_PATH, 'utf8'), '.env.example differs: run npm run settings:docs').toBe(
      envExample(),
    )
  })

  it('list every declared variable; .env.example leaves out only those the tools set', () => {
    const readme = fs.readFileSync(README_PATH, 'utf8')
    const example = fs.readFileSync(ENV_EXAMPLE_PATH, 'utf8')
    const leftOut: string[] = []
    for (const name of Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]) {
      expect(readme).toContain(`\`${name}\``)
      if (exampleValue(name) === null) leftOut.push(name)
      else expect(example).toMatch(new RegExp(`^${name}=`, 'm'))
    }
    expect(leftOut.sort()).toEqual([
      'EMBEDDED_DATABASE',
      'NEXT_PHASE',
      'NEXT_PUBLIC_COOKIE_DOMAIN',
      'NEXT_PUBLIC_PUBLIC_API_URL',
      'NEXT_PUBLIC_SERVER_URL',
      'NODE_ENV',
      'PGPASSWORD',
    ])
    for (const name of leftOut) expect(example).not.toMatch(new RegExp(`^${name}=`, 'm'))
  })
})

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && entry.name !== 'payload-types.ts' ? [full] : []
  })
}

const appFiles = [
  ...sourceFiles(path.join(root, 'src')),
  path.join(root, 'payload.config.ts'),
  path.join(root, 'next.config.ts'),
]

describe('one place reads the environment', () => {
  it('no process.env in src/, payload.config.ts or next.config.ts but src/settings.ts and the named exceptions', () => {
    const exceptions = (file: string, line: string) =>
      file.endsWith(path.join('src', 'settings.ts')) ||
      // Plain .mjs Next loads uncompiled: cannot import TypeScript.
      file.endsWith('.mjs') ||
      // Replaced per bundle by Next at build time (the Edge bundle drops what follows).
      line.includes('process.env.NEXT_RUNTIME') ||
      // Client code: Next inlines these at build time only when written literally.
      /process\.env\.NEXT_PUBLIC_[A-Z_]+/.test(line)
    const found = appFiles.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
        .filter(({ line }) => /process\.env\b/.test(line) && !/^\s*(\*|\/\/)/.test(line))
        .filter(({ line, at }) => !exceptions(at.split(':')[0], line))
        .map(({ at }) => at),
    )
    expect(found).toEqual([])
  })

  it('every variable the code reads by name is declared in the module', () => {
    const patterns = [
      /\benv\??\.([A-Z][A-Z0-9_]+)/g,
      /\benv\[\s*'([A-Z][A-Z0-9_]+)'\s*\]/g,
      /\bsetting\(\s*'([A-Z][A-Z0-9_]+)'/g,
      /\bvalue\(env, '([A-Z][A-Z0-9_]+)'\)/g,
      /'((?:PUBLIC|NEXT_PUBLIC)_[A-Z0-9_]*URL[A-Z_]*)'/g,
    ]
    const read = new Set<string>()
    for (const file of appFiles) {
      const source = fs.readFileSync(file, 'utf8')
      for (const pattern of patterns) for (const match of source.matchAll(pattern)) read.add(match[1])
    }
    const declared = new Set(Object.keys(SETTINGS))
    // Next's own, set by Next itself for its bundles.
    const nextOwn = new Set(['NEXT_RUNTIME'])
    expect([...read].filter((name) => !name.endsWith('_') && !declared.has(name) && !nextOwn.has(name)).sort()).toEqual(
      [],
    )
    expect(read.size).toBeGreaterThan(60)
  })
})
