import type { GlobalConfig } from 'payload'

import { canUpdateContent, lockSharedFieldsForTranslators } from '../../cms/access'
import { exposeGlobalMedia } from '../media/published-media'
import { revalidateGlobal } from '../../cms/revalidate'
import { validateContactAddress } from '../../domain/contact'
import { label } from '../../cms/shared'
import { marketsTab } from '../markets/markets-settings'

/** Labels of the two bank accounts' fields. */
const BENEFICIARY = label('site-settings.bank.beneficiary')
const BANK = label('site-settings.bank.bank')
const ACCOUNT = label('site-settings.bank.account')
const NOTE = label('site-settings.bank.note')

/** Site-wide settings: the claims of SPEC §9, the floating contact widget, bank-transfer details, social links. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: label('site-settings.label'),
  admin: { group: label('site-settings.group') },
  access: { read: () => true, update: canUpdateContent },
  fields: lockSharedFieldsForTranslators([
    {
      type: 'tabs',
      tabs: [
        {
          label: label('site-settings.tabs.company'),
          fields: [
            {
              name: 'companyName',
              type: 'text',
              localized: true,
              required: true,
              label: label('site-settings.companyName'),
            },
            { name: 'slogan', type: 'text', localized: true, label: label('site-settings.slogan') },
            {
              name: 'claims',
              type: 'group',
              label: label('site-settings.claims'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'countries',
                      type: 'text',
                      defaultValue: '250+',
                      label: label('site-settings.claims.countries'),
                    },
                    {
                      name: 'countriesExact',
                      type: 'text',
                      defaultValue: '252',
                      label: label('site-settings.claims.countriesExact'),
                    },
                    {
                      name: 'creditCountries',
                      type: 'text',
                      defaultValue: '230',
                      label: label('site-settings.claims.creditCountries'),
                    },
                  ],
                },
                {
                  name: 'companies',
                  type: 'text',
                  localized: true,
                  label: label('site-settings.claims.companies'),
                },
              ],
            },
            {
              name: 'contactDomain',
              type: 'text',
              label: label('site-settings.contactDomain'),
              admin: {
                description: label('site-settings.contactDomain.description'),
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'supportEmail',
                  type: 'text',
                  validate: validateContactAddress,
                  label: label('site-settings.supportEmail'),
                  admin: {
                    description: label('site-settings.supportEmail.description'),
                  },
                },
                {
                  name: 'salesEmail',
                  type: 'text',
                  validate: validateContactAddress,
                  label: label('site-settings.salesEmail'),
                  admin: { description: label('site-settings.salesEmail.description') },
                },
              ],
            },
          ],
        },
        {
          label: label('site-settings.tabs.contactWidget'),
          fields: [
            {
              name: 'contactWidget',
              type: 'group',
              label: label('site-settings.contactWidget'),
              fields: [
                {
                  name: 'wechatQr',
                  type: 'upload',
                  relationTo: 'media',
                  label: label('site-settings.contactWidget.wechatQr'),
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'wechatId', type: 'text', label: label('site-settings.contactWidget.wechatId') },
                    { name: 'qq', type: 'text', label: label('site-settings.contactWidget.qq') },
                    { name: 'phone', type: 'text', label: label('site-settings.contactWidget.phone') },
                  ],
                },
                {
                  name: 'hours',
                  type: 'text',
                  localized: true,
                  label: label('site-settings.contactWidget.hours'),
                },
              ],
            },
          ],
        },
        {
          label: label('site-settings.tabs.bankTransfer'),
          fields: [
            {
              name: 'bankTransfer',
              type: 'group',
              label: label('site-settings.bankTransfer'),
              fields: [
                {
                  name: 'international',
                  type: 'group',
                  label: label('site-settings.bankTransfer.international'),
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'beneficiary', type: 'text', label: BENEFICIARY },
                        { name: 'bank', type: 'text', label: BANK },
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        { name: 'account', type: 'text', label: ACCOUNT },
                        { name: 'swift', type: 'text', label: label('site-settings.bankTransfer.international.swift') },
                      ],
                    },
                    { name: 'address', type: 'text', label: label('site-settings.bankTransfer.international.address') },
                    { name: 'note', type: 'textarea', localized: true, label: NOTE },
                  ],
                },
                {
                  name: 'mainland',
                  type: 'group',
                  label: label('site-settings.bankTransfer.mainland'),
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'beneficiary', type: 'text', label: BENEFICIARY },
                        { name: 'bank', type: 'text', label: BANK },
                      ],
                    },
                    {
                      type: 'row',
                      fields: [
                        { name: 'account', type: 'text', label: ACCOUNT },
                        { name: 'branch', type: 'text', label: label('site-settings.bankTransfer.mainland.branch') },
                      ],
                    },
                    { name: 'note', type: 'textarea', localized: true, label: NOTE },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: label('site-settings.tabs.receipt'),
          description: label('site-settings.tabs.receipt.description'),
          fields: [
            {
              name: 'seller',
              type: 'group',
              label: label('site-settings.seller'),
              fields: [
                {
                  name: 'legalName',
                  type: 'text',
                  localized: true,
                  label: label('site-settings.seller.legalName'),
                },
                {
                  name: 'address',
                  type: 'textarea',
                  localized: true,
                  label: label('site-settings.seller.address'),
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'taxId',
                      type: 'text',
                      label: label('site-settings.seller.taxId'),
                    },
                    {
                      name: 'taxRate',
                      type: 'number',
                      defaultValue: 0,
                      min: 0,
                      max: 100,
                      label: label('site-settings.seller.taxRate'),
                    },
                    {
                      name: 'taxLabel',
                      type: 'text',
                      localized: true,
                      label: label('site-settings.seller.taxLabel'),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: label('site-settings.tabs.social'),
          fields: [
            {
              name: 'social',
              type: 'array',
              label: label('site-settings.social'),
              labels: {
                singular: label('site-settings.social.singular'),
                plural: label('site-settings.social.plural'),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true, label: label('site-settings.social.name') },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      label: label('site-settings.social.url'),
                    },
                  ],
                },
              ],
            },
          ],
        },
        marketsTab,
      ],
    },
  ]),
  hooks: { afterChange: [revalidateGlobal('site-settings'), exposeGlobalMedia] },
}
