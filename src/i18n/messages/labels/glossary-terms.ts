/** The admin's labels and help texts of features/translations/GlossaryTerms.ts, by field (and option). */
import { part } from '../../catalogue'

export const GLOSSARY_TERMS = part({
  zh: {
    singular: '术语',
    plural: '术语表',
    description:
      '所有译文必须使用的术语。在英文和俄文字段的原文框中高亮显示；译文缺少规定术语时，发布前会先询问。俄文按词干匹配。',
    zh: '中文术语',
    en: '英文术语',
    ru: '俄文术语',
    note: '备注',
    'note.description': '例如“品牌名，不翻译”',
    forbidden: '禁用译法',
    'forbidden.description': '每行一个（英文或俄文）：译文使用时，发布前会先询问。',
  },
  en: {
    singular: 'Glossary term',
    plural: 'Glossary',
    description:
      'Terms every translation must use. Highlighted in the source box of English and Russian fields; publishing asks first when a translation lacks one. Russian is matched by word stems.',
    zh: 'Chinese term',
    en: 'English term',
    ru: 'Russian term',
    note: 'Note',
    'note.description': 'e.g. "brand name: do not translate"',
    forbidden: 'Forbidden variants',
    'forbidden.description': 'One per line, in English or Russian: publishing asks first when a translation uses one.',
  },
  ru: {
    singular: 'Термин глоссария',
    plural: 'Глоссарий',
    description:
      'Термины, обязательные для переводов. Подсвечиваются в исходном тексте под английскими и русскими полями; если в переводе нет нужного термина, публикация спросит подтверждение. Русские термины сверяются по основе слова.',
    zh: 'Китайский термин',
    en: 'Английский термин',
    ru: 'Русский термин',
    note: 'Примечание',
    'note.description': 'напр. «название бренда: не переводить»',
    forbidden: 'Запрещённые варианты',
    'forbidden.description':
      'По одному в строке, на английском или русском: если перевод их использует, публикация спросит подтверждение.',
  },
})
