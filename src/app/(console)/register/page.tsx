import type { Metadata } from 'next'

import { AccountPage, type AccountSearchParams } from '@/features/accounts/components/AccountPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Join free · 免费注册 · Регистрация · TradeCompass' }

export default function RegisterPage({ searchParams }: { searchParams: AccountSearchParams }) {
  return <AccountPage mode="register" searchParams={searchParams} />
}
