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
    singular: label('Glossary term', '术语', 'Термин глоссария'),
    plural: label('Glossary', '术语表', 'Глоссарий'),
  },
  admin: {
    useAsTitle: 'zh',
    defaultColumns: ['zh', 'en', 'ru', 'note'],
    group: groups.admin,
    description: label(
      'Terms every translation must use. Highlighted in the source box of English and Russian fields; publishing asks first when a translation lacks one. Russian is matched by word stems.',
      '所有译文必须使用的术语。在英文和俄文字段的原文框中高亮显示；译文缺少规定术语时，发布前会先询问。俄文按词干匹配。',
      'Термины, обязательные для переводов. Подсвечиваются в исходном тексте под английскими и русскими полями; если в переводе нет нужного термина, публикация спросит подтверждение. Русские термины сверяются по основе слова.',
    ),
  },
  defaultSort: 'zh',
  access: { read: isStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    {
      name: 'zh',
      type: 'text',
      required: true,
      unique: true,
      label: label('Chinese term', '中文术语', 'Китайский термин'),
    },
    {
      type: 'row',
      fields: [
        { name: 'en', type: 'text', label: label('English term', '英文术语', 'Английский термин') },
        { name: 'ru', type: 'text', label: label('Russian term', '俄文术语', 'Русский термин') },
      ],
    },
    {
      name: 'note',
      type: 'text',
      label: label('Note', '备注', 'Примечание'),
      admin: {
        description: label(
          'e.g. "brand name: do not translate"',
          '例如“品牌名，不翻译”',
          'напр. «название бренда: не переводить»',
        ),
      },
    },
    {
      name: 'forbidden',
      type: 'textarea',
      label: label('Forbidden variants', '禁用译法', 'Запрещённые варианты'),
      admin: {
        description: label(
          'One per line, in English or Russian: publishing asks first when a translation uses one.',
          '每行一个（英文或俄文）：译文使用时，发布前会先询问。',
          'По одному в строке, на английском или русском: если перевод их использует, публикация спросит подтверждение.',
        ),
      },
    },
  ],
}
