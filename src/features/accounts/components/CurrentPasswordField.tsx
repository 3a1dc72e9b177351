'use client'
/** The admin's `currentPassword` input: masked, filled by password managers as the current password. */
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="current-password"
    field={{ ...field, required: false }}
    path={path ?? field.name}
    validate={() => true}
  />
)
