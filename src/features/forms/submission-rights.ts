import type { CollectionBeforeChangeHook, Field } from 'payload'

import { label } from '../../cms/shared'
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
        label: label('submissions.anonymise'),
        admin: {
          description: label('submissions.anonymise.description'),
        },
      },
      {
        name: 'anonymisedAt',
        type: 'date',
        admin: { readOnly: true },
        access: { update: () => false },
        label: label('submissions.anonymisedAt'),
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
