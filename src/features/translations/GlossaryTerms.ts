/**
 * The translators' glossary: a Chinese term and the English and Russian term a translation must use.
 * The source box under each en/ru field highlights the terms found in the source; publishing en or ru asks first when
 * a translation lacks a required term (the rule: src/domain/glossary.ts). Staff read it (translators included);
 * editors and admins maintain it.
 */
import type { CollectionConfig } from 'payload'

import { canEditContent, isStaff } from '../../cms/access'
import { groups, label } from '../../cms/shared'

export const GlossaryTerms: CollectionConfig = {
  slug: 'glossary-terms',
  labels: {
    singular: label('glossary-terms.singular'),
    plural: label('glossary-terms.plural'),
  },
  admin: {
    useAsTitle: 'zh',
    defaultColumns: ['zh', 'en', 'ru', 'note'],
    group: groups.admin,
    description: label('glossary-terms.description'),
  },
  defaultSort: 'zh',
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    {
      name: 'zh',
      type: 'text',
      required: true,
      unique: true,
      label: label('glossary-terms.zh'),
    },
    {
      type: 'row',
      fields: [
        { name: 'en', type: 'text', label: label('glossary-terms.en') },
        { name: 'ru', type: 'text', label: label('glossary-terms.ru') },
      ],
    },
    {
      name: 'note',
      type: 'text',
      label: label('glossary-terms.note'),
      admin: {
        description: label('glossary-terms.note.description'),
      },
    },
    {
      name: 'forbidden',
      type: 'textarea',
      label: label('glossary-terms.forbidden'),
      admin: {
        description: label('glossary-terms.forbidden.description'),
      },
    },
  ],
}
