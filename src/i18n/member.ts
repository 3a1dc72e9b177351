/**
 * The UI strings the header's client components need (log in / join free, the member's account menu, the console
 * menu, sign out), in one language. The server header picks them and passes them as props, so the browser gets
 * these few words of the page's language instead of every UI string of the three languages.
 */
import type { UiStrings } from './types'

const ACCOUNT_KEYS = [
  'accountMenu',
  'consoleMenu',
  'id',
  'mainAccount',
  'phone',
  'email',
  'recharge',
  'myOrders',
  'adminAccounts',
  'tsAdmin',
  'infoManagement',
  'accountSettings',
  'basicInfo',
  'signOut',
  'signOutTitle',
  'signOutConfirm',
  'confirm',
  'cancel',
] as const satisfies readonly (keyof UiStrings['account'])[]

export type MemberStrings = {
  header: UiStrings['header']
  account: Pick<UiStrings['account'], (typeof ACCOUNT_KEYS)[number]>
  learnMore: string
}

export function memberStrings(t: UiStrings): MemberStrings {
  const account = Object.fromEntries(ACCOUNT_KEYS.map((key) => [key, t.account[key]])) as MemberStrings['account']
  return { header: t.header, account, learnMore: t.common.learnMore }
}
