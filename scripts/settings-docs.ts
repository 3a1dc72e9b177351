/**
 * Writes the README's "Environment variables" table (between `<!-- settings:start -->` and `<!-- settings:end -->`)
 * and `.env.example` from the declarations in src/settings.ts: `npm run settings:docs`. The unit test
 * tests/unit/settings.test.ts fails when either file differs from what this writes.
 */
import fs from 'node:fs'
import path from 'node:path'

import { exampleValue, settingsRows, type SettingName } from '../src/settings'

export const README_START = '<!-- settings:start -->'
export const README_END = '<!-- settings:end -->'

const root = path.resolve(import.meta.dirname, '..')
export const README_PATH = path.join(root, 'README.md')
export const ENV_EXAMPLE_PATH = path.join(root, '.env.example')

const cell = (value: string) => value.replace(/\|/g, '\\|')

/** The README's table, between the markers (the markers included). */
export function readmeSection(): string {
  const lines = [
    README_START,
    '<!-- Written by `npm run settings:docs` from src/settings.ts: edit the declarations there, not this table. -->',
    '',
    'Every variable is optional in development; `.env.example` lists them with comments. Production refuses to start',
    'when a value has the wrong type or a production rule below is not met, naming each variable.',
    '',
    '| variable | default | meaning |',
    '| --- | --- | --- |',
  ]
  let group = ''
  for (const row of settingsRows()) {
    if (row.group !== group) {
      group = row.group
      lines.push(`| **${cell(group)}** | | |`)
    }
    const names = row.names.map((name) => `\`${name}\``).join(', ')
    const production = row.production.length > 0 ? ` — **production:** ${row.production.join('; ')}` : ''
    lines.push(
      `| ${names} | ${cell(row.defaults.map((shown) => `\`${shown}\``).join(', '))} | ${cell(row.doc + production)} |`,
    )
  }
  lines.push(README_END)
  return lines.join('\n')
}

/** The README with its table replaced by the generated one. */
export function readmeWithSection(readme: string): string {
  const start = readme.indexOf(README_START)
  const end = readme.indexOf(README_END)
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${README_START} … ${README_END}`)
  return readme.slice(0, start) + readmeSection() + readme.slice(end + README_END.length)
}

/** Words wrapped into `# ` comment lines of at most 120 characters. */
function comment(textOf: string): string[] {
  const lines: string[] = []
  let line = '#'
  for (const word of textOf.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > 120 && line !== '#') {
      lines.push(line)
      line = '#'
    }
    line += ` ${word}`
  }
  if (line !== '#') lines.push(line)
  return lines
}

/** The whole of `.env.example`. */
export function envExample(): string {
  const lines = [
    '# Copy to .env and fill in. Every variable is optional in development; an empty value counts as unset.',
    '# Written by `npm run settings:docs` from src/settings.ts (the README has the same descriptions as a table).',
  ]
  let group = ''
  for (const row of settingsRows()) {
    const names = row.names.filter((name) => exampleValue(name as SettingName) !== null)
    if (names.length === 0) continue
    if (row.group !== group) {
      group = row.group
      lines.push('', `# --- ${group} ${'-'.repeat(Math.max(3, 112 - group.length))}`)
    }
    lines.push(...comment(row.doc.replace(/`/g, '')))
    if (row.defaults.length > 0) lines.push(...comment(`Default: ${row.defaults.join(', ')}.`))
    if (row.production.length > 0) lines.push(...comment(`Production: ${row.production.join('; ').replace(/`/g, '')}.`))
    for (const name of names) lines.push(`${name}=${exampleValue(name as SettingName)}`)
  }
  return `${lines.join('\n')}\n`
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts', 'settings-docs.ts')) {
  fs.writeFileSync(README_PATH, readmeWithSection(fs.readFileSync(README_PATH, 'utf8')))
  fs.writeFileSync(ENV_EXAMPLE_PATH, envExample())
  console.log('Wrote the README table and .env.example from src/settings.ts.')
}
