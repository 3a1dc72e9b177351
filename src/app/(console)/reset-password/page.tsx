import type { Metadata } from 'next'

import { AccountPage, type AccountSearchParams } from '@/features/accounts/components/AccountPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Reset password · 重置密码 · Сброс пароля · TradeCompass' }

/** A member's password reset (the link of the forgot-password e-mail: ?token=…&lang=…). */
export default function ResetPasswordPage({ searchParams }: { searchParams: AccountSearchParams }) {
  return <AccountPage mode="reset-password" searchParams={searchParams} />
}
