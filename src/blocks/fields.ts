/**
 * Fields shared by the page-builder blocks. A page's `layout` is localized as a whole, so the fields inside a block
 * are plain (not localized): each locale has its own list of blocks.
 */
import type { Field } from 'payload'

export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  label: 'Anchor id',
  admin: { description: 'Optional in-page anchor, e.g. section1 (links to #section1).' },
  validate: (value: unknown) =>
    !value || /^[A-Za-z][\w-]*$/.test(String(value)) || 'Letters, digits, - and _ only, starting with a letter.',
}

export const headingField: Field = { name: 'heading', type: 'text', label: 'Heading' }
export const introField: Field = { name: 'intro', type: 'textarea', label: 'Introduction' }

export const linkField = (name: string, label: string): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'Label' },
        {
          name: 'href',
          type: 'text',
          label: 'Link',
          admin: { description: '/{site}/contact links within the current site; /login and /register go to the console.' },
        },
      ],
    },
  ],
})

export const ICON_NAMES = [
  'chart', 'globe', 'search', 'users', 'mail', 'shield', 'bolt', 'target', 'database', 'map', 'ship', 'building',
  'briefcase', 'graduation', 'newspaper', 'scale', 'bank', 'coins', 'chat', 'tool', 'star', 'check', 'document',
  'link', 'clock', 'phone',
] as const

export const iconField: Field = {
  name: 'icon',
  type: 'select',
  label: 'Icon',
  options: ICON_NAMES.map((name) => ({ label: name, value: name })),
}
