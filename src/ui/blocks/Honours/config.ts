import type { Block } from 'payload'

import { label } from '../../../cms/shared'
import { anchorField, headingField, labels } from '../fields'

export const HonoursBlock: Block = {
  slug: 'honours',
  interfaceName: 'HonoursBlock',
  labels: { singular: label('block-honours.singular'), plural: label('block-honours.plural') },
  fields: [
    anchorField,
    headingField,
    {
      name: 'items',
      type: 'array',
      label: label('block-honours.items'),
      labels: { singular: label('block-honours.items.singular'), plural: label('block-honours.items.plural') },
      fields: [
        { name: 'year', type: 'text', label: labels.year },
        { name: 'title', type: 'text', required: true, label: labels.title },
        {
          name: 'issuer',
          type: 'text',
          label: label('block-honours.items.issuer'),
          admin: {
            description: {
              en: 'Who awarded or certified it; for a certification (ISO/IEC 27001 …) the certification body, as on the certificate.',
              zh: '颁发或认证的机构；认证类（如 ISO/IEC 27001）请填写证书上的认证机构名称。',
              ru: 'Кто присудил или сертифицировал; для сертификата (ISO/IEC 27001 …) – орган сертификации, как в сертификате.',
            },
          },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: labels.image,
          admin: {
            description: {
              en: 'A photo or scan of the award or certificate (the seed ships an emblem illustration).',
              zh: '奖项或证书的照片或扫描件（示例数据为示意插图）。',
              ru: 'Фото или скан награды или сертификата (в примере – иллюстрация-эмблема).',
            },
          },
        },
      ],
    },
  ],
}
