/** The menus as the header receives them (SPEC §2.5–§2.6): tree, order, hidden items, site filter, compact nodes. */
import { describe, expect, it } from 'vitest'

import { toNavTree } from '../../src/data/navigation'
import type { NavItem } from '../../src/payload-types'

const item = (over: Partial<NavItem>): NavItem =>
  ({
    id: 1,
    name: 'x',
    path: '/{site}/x',
    menu: 'en',
    order: 0,
    inside: true,
    target: null,
    icon: null,
    image: null,
    contentHeading: null,
    contentText: null,
    moreHref: null,
    group: null,
    permission: null,
    parent: null,
    hide: null,
    sites: null,
    updatedAt: '',
    createdAt: '',
    ...over,
  }) as NavItem

describe('menu trees for the header', () => {
  it('nests children under their parent in order, drops hidden items and items of other sites', () => {
    const tree = toNavTree(
      [
        item({ id: 1, name: 'Products', order: 2 }),
        item({ id: 2, name: 'Home', order: 1, path: '/{site}' }),
        item({ id: 3, name: 'Trade data', parent: 1, order: 2, group: 'Data' }),
        item({ id: 4, name: 'Buyers', parent: 1, order: 1, contentText: 'Find importers' }),
        item({ id: 5, name: 'Hidden', parent: 1, hide: true }),
        item({ id: 6, name: 'Only cn', sites: ['cn'] }),
      ],
      'en',
    )
    expect(tree.map((n) => n.name)).toEqual(['Home', 'Products'])
    expect(tree[0]!.href).toBe('/en')
    expect(tree[1]!.children.map((n) => n.name)).toEqual(['Buyers', 'Trade data'])
    expect(tree[1]!.children[1]!.group).toBe('Data')
    expect(tree[1]!.children[0]!.contentText).toBe('Find importers')
  })

  it('leaves unset optional fields out of the nodes (they are repeated in every page)', () => {
    const [node] = toNavTree(
      [item({ id: 9, name: 'Dashboard', path: '/dashboard', inside: false, permission: null, icon: '' })],
      'en',
    )
    // No CONSOLE_URL here: the console's dashboard is the site's page about the console, not a 404.
    expect(node).toEqual({
      id: 9,
      name: 'Dashboard',
      href: '/en/console',
      inside: false,
      target: '_self',
      consolePath: '/dashboard',
      children: [],
    })
    const [withPermission] = toNavTree(
      [item({ id: 10, name: 'CRM', path: '/crm', inside: false, permission: 'marketing', target: '_blank' })],
      'en',
    )
    expect(withPermission).toMatchObject({ permission: 'marketing', target: '_blank' })
  })

  it('keeps every link on its site: the solution items of /ru are the Russian sub-pages (SPEC §2.3)', () => {
    const items = [
      item({ id: 20, name: 'Buyers', path: '/{site}/solutionsdetail?contId=998&name=buyers' }),
      item({ id: 21, name: 'Media', path: '/en/solutionsdetail?contId=1001&name=media' }),
    ]
    expect(toNavTree(items, 'ru').map((n) => n.href)).toEqual(['/ru/buyers', '/ru/media'])
    expect(toNavTree(items, 'en').map((n) => n.href)).toEqual([
      '/en/solutionsdetail?contId=998&name=buyers',
      '/en/solutionsdetail?contId=1001&name=media',
    ])
  })
})
