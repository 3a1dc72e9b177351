import type { CollectionBeforeChangeHook, Field } from 'payload'

import { ANONYMISED_SUBMISSION_DATA, logStaffAnonymised } from '../accounts/data-rights'

/**
 * Staff anonymise a submission from the admin: ticking "Anonymise" and saving empties its personal
 * fields and stamps `anonymisedAt`; the action is logged with who did it, not what was erased.
 */
export const anonymiseFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'anonymise',
        type: 'checkbox',
        virtual: true,
        label: {
          en: 'Anonymise (erase the personal data)',
          zh: '匿名化（删除个人信息）',
          ru: 'Обезличить (удалить персональные данные)',
        },
        admin: {
          description: {
            en: 'On save: name, e-mail, phone, company, message, sent fields, notes and the address hash are erased for good.',
            zh: '保存时永久删除姓名、邮箱、电话、公司、留言、提交内容、备注和地址哈希。',
            ru: 'При сохранении имя, e-mail, телефон, компания, сообщение, поля формы, заметки и хеш адреса удаляются безвозвратно.',
          },
        },
      },
      {
        name: 'anonymisedAt',
        type: 'date',
        admin: { readOnly: true },
        access: { update: () => false },
        label: { en: 'Anonymised at', zh: '匿名化时间', ru: 'Обезличено' },
      },
    ],
  },
]

export const anonymiseOnRequest: CollectionBeforeChangeHook = ({ data, req, originalDoc, operation }) => {
  if (operation !== 'update' || data.anonymise !== true) return data
  delete data.anonymise
  logStaffAnonymised(req.payload, originalDoc?.id, req.user)
  return { ...data, ...ANONYMISED_SUBMISSION_DATA, anonymisedAt: new Date().toISOString() }
}
