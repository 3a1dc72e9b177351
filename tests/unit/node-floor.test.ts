/**
 * The Node.js floor the README states is the one `engines` declares, and every package the README's two commands run
 * (`npm run dev`, `npm test`) accepts every version `engines` allows (the README said 20.9 while vite 8
 * under vitest needs 20.19).
 */
import fs from 'node:fs'
import path from 'node:path'

import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8')

/** The packages the quick start runs, found the way Node finds them (vite under vitest). */
const RUN_BY_THE_QUICK_START = [
  'next',
  'payload',
  'sharp',
  'tsx',
  'vitest',
  'vitest>vite',
  '@electric-sql/pglite-socket',
]

/** A package's own package.json, looked up as Node does: beside the package that needs it, else at the top. */
function enginesOf(spec: string): string | undefined {
  let dir = root
  for (const name of spec.split('>')) {
    const nested = path.join(dir, 'node_modules', name)
    dir = fs.existsSync(nested) ? nested : path.join(root, 'node_modules', name)
  }
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { engines?: { node?: string } })
    .engines?.node
}

describe('the Node.js floor', () => {
  it('is stated in the README as engines says', () => {
    const stated = /Needs Node\.js (\d+\.\d+) or newer/.exec(readme)?.[1]
    expect(stated, 'the quick start names a floor').toBeTruthy()
    expect(semver.minVersion(pkg.engines.node)?.version).toBe(`${stated}.0`)
    expect(readme).toContain(pkg.engines.node)
  })

  it.each(RUN_BY_THE_QUICK_START)('is enough for %s', (name) => {
    const theirs = enginesOf(name)
    if (!theirs) return
    expect(
      semver.subset(pkg.engines.node, theirs),
      `${name} needs node ${theirs}; engines says ${pkg.engines.node}`,
    ).toBe(true)
  })
})
