/** The admin's labels and help texts of features/markets/LegalDocuments.ts, by field (and option). */
import { part } from '../../catalogue'

export const LEGAL_DOCUMENTS = part({
  zh: {
    title: '标题',
    kind: '文本类型',
    'kind.privacy': '隐私政策',
    'kind.terms': '服务条款',
    'kind.package-terms': '套餐条款',
    version: '版本',
    effectiveDate: '生效日期',
    body: '正文',
    singular: '法律文本',
    plural: '法律文本',
  },
  en: {
    title: 'Title',
    kind: 'Document',
    'kind.privacy': 'Privacy policy',
    'kind.terms': 'Terms of service',
    'kind.package-terms': 'Package terms',
    version: 'Version',
    effectiveDate: 'Effective date',
    body: 'Body',
    singular: 'Legal document',
    plural: 'Legal documents',
  },
  ru: {
    title: 'Заголовок',
    kind: 'Вид документа',
    'kind.privacy': 'Политика конфиденциальности',
    'kind.terms': 'Условия использования',
    'kind.package-terms': 'Условия тарифов',
    version: 'Версия',
    effectiveDate: 'Дата вступления в силу',
    body: 'Текст',
    singular: 'Правовой документ',
    plural: 'Правовые документы',
  },
})
