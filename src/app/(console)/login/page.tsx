import type { Metadata } from 'next'

import { AccountPage, type AccountSearchParams } from '@/features/accounts/components/AccountPage'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Log in · 登录 · Вход · TradeCompass' }

export default function LoginPage({ searchParams }: { searchParams: AccountSearchParams }) {
  return <AccountPage mode="login" searchParams={searchParams} />
}
