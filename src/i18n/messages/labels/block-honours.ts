/** The admin's labels and help texts of ui/blocks/Honours/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_HONOURS = part({
  zh: {
    singular: '荣誉资质',
    plural: '荣誉资质',
    items: '荣誉',
    'items.singular': '荣誉',
    'items.plural': '荣誉',
    'items.issuer': '颁发机构',
    'items.issuer.description': '颁发或认证的机构；认证类（如 ISO/IEC 27001）请填写证书上的认证机构名称。',
    'items.image.description': '奖项或证书的照片或扫描件（示例数据为示意插图）。',
  },
  en: {
    singular: 'Honours',
    plural: 'Honours',
    items: 'Honours',
    'items.singular': 'Honour',
    'items.plural': 'Honours',
    'items.issuer': 'Issued by',
    'items.issuer.description':
      'Who awarded or certified it; for a certification (ISO/IEC 27001 …) the certification body, as on the certificate.',
    'items.image.description': 'A photo or scan of the award or certificate (the seed ships an emblem illustration).',
  },
  ru: {
    singular: 'Награды',
    plural: 'Награды',
    items: 'Награды',
    'items.singular': 'Награда',
    'items.plural': 'Награды',
    'items.issuer': 'Кем выдано',
    'items.issuer.description':
      'Кто присудил или сертифицировал; для сертификата (ISO/IEC 27001 …) – орган сертификации, как в сертификате.',
    'items.image.description': 'Фото или скан награды или сертификата (в примере – иллюстрация-эмблема).',
  },
})
