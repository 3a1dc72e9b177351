import type { Block } from 'payload'

import { headingField, introField } from '../fields'

/**
 * Proof from the case-study collection: a strip of customer quotes with their headline figure, or the
 * "trusted by" row of customer logos. Both read the published case studies of the site, so an editor changes a story
 * in one place.
 */
export const CaseStudiesBlock: Block = {
  slug: 'caseStudies',
  interfaceName: 'CaseStudiesBlock',
  labels: {
    singular: { en: 'Customer proof (case studies)', zh: '客户证言（客户案例）', ru: 'Отзывы клиентов (кейсы)' },
    plural: { en: 'Customer proof', zh: '客户证言', ru: 'Отзывы клиентов' },
  },
  fields: [
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'testimonials',
      label: { en: 'Display', zh: '展示方式', ru: 'Вид' },
      options: [
        {
          value: 'testimonials',
          label: {
            en: 'Testimonial strip (quotes with their result)',
            zh: '客户评价条（引言及成果）',
            ru: 'Полоса отзывов (цитаты и результат)',
          },
        },
        {
          value: 'logos',
          label: { en: '"Trusted by" logo row', zh: '“信赖我们的客户”标志行', ru: 'Ряд логотипов «Нам доверяют»' },
        },
      ],
    },
    headingField,
    introField,
    {
      name: 'limit',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      label: { en: 'How many', zh: '显示数量', ru: 'Сколько показать' },
      admin: {
        description: {
          en: 'How many case studies (featured ones, in their order). The logo row shows up to 6.',
          zh: '显示多少个客户案例（精选案例，按排序）。标志行最多显示 6 个。',
          ru: 'Сколько кейсов показать (избранные, по порядку). В ряду логотипов – не больше 6.',
        },
      },
    },
  ],
}
