/**
 * One staff predicate: "an editor or an administrator" is decided by `isEditorOrAdmin` in
 * src/cms/access.ts and nowhere else, so the rule cannot drift between the collections, the payment flow and the
 * submission tools (it was spelled four ways).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isActiveMember, isEditorOrAdmin } from '../../src/cms/access'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ACCESS = path.join('src', 'cms', 'access.ts')

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = path.join(dir, name)
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sources(relative)
    return /\.(ts|tsx)$/.test(name) && name !== 'payload-types.ts' ? [relative] : []
  })
}

describe('the staff predicate', () => {
  it('is the only place that compares a staff role with admin or editor', () => {
    const spelling = /\brole\s*[!=]==\s*'(admin|editor)'|'(admin|editor)'\s*[!=]==\s*\w*\.?role\b/
    const offenders = ['src', 'payload.config.ts']
      .flatMap((entry) => (entry.endsWith('.ts') ? [entry] : sources(entry)))
      .filter((file) => file !== ACCESS && spelling.test(readFileSync(path.join(ROOT, file), 'utf8')))
    expect(offenders).toEqual([])
  })

  it('admits editors and admins of the staff collection only', () => {
    expect(isEditorOrAdmin({ collection: 'users', role: 'admin' })).toBe(true)
    expect(isEditorOrAdmin({ collection: 'users', role: 'editor' })).toBe(true)
    expect(isEditorOrAdmin({ collection: 'users', role: 'translator' })).toBe(false)
    expect(isEditorOrAdmin({ collection: 'members', role: 'admin' })).toBe(false)
    expect(isEditorOrAdmin(null)).toBe(false)
  })

  it('the member-status predicate admits active members only', () => {
    expect(isActiveMember({ collection: 'members', accountStatus: 'active' })).toBe(true)
    expect(isActiveMember({ collection: 'members' })).toBe(true)
    expect(isActiveMember({ collection: 'members', accountStatus: 'frozen' })).toBe(false)
    expect(isActiveMember({ collection: 'members', accountStatus: 'cancelled' })).toBe(false)
    expect(isActiveMember({ collection: 'users', role: 'admin' })).toBe(false)
  })
})
