/**
 * People's rights over their data: a member's export of everything stored about them, the deletion of
 * their account (personal fields erased, the session ended, orders kept without personal data, the e-mail free to
 * register again), staff anonymising a submission, and the retention rule for submissions
 * (SUBMISSION_RETENTION_DAYS, default 730). Every action is logged (who, what, when) without the erased data.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '../../domain/locale'
import type { Member } from '../../payload-types'
import { environment, setting } from '../../settings'

/** Member fields never exported (secrets and session state) and staff-only ones. */
const SECRET_FIELDS = [
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'sessions',
  'loginAttempts',
  'lockUntil',
  'staffNotes',
  '_verificationToken',
] as const

export const DATA_RIGHTS_TEXT: Record<Locale, { wrongPassword: string; passwordRequired: string }> = {
  zh: { wrongPassword: '密码不正确，账户未删除', passwordRequired: '请输入密码以确认删除账户' },
  en: {
    wrongPassword: 'The password is not correct; the account was not deleted.',
    passwordRequired: 'Enter your password to confirm the deletion.',
  },
  ru: {
    wrongPassword: 'Неверный пароль, аккаунт не удалён.',
    passwordRequired: 'Введите пароль, чтобы подтвердить удаление аккаунта.',
  },
}

/**
 * A member's submissions: those sent while logged in as them, and those sent from their address after they proved
 * it (the code of email-change.ts). An address typed at registration or in a form proves nothing: a submission is
 * never anyone's by e-mail equality alone.
 */
export function submissionsOfMember(member: Pick<Member, 'id' | 'email' | 'emailVerifiedAt'>): Where {
  const own: Where[] = [{ member: { equals: member.id } }]
  if (member.email && member.emailVerifiedAt)
    own.push({
      and: [
        { email: { equals: member.email.toLowerCase() } },
        { createdAt: { greater_than_equal: member.emailVerifiedAt } },
      ],
    })
  return { or: own }
}

/** Everything stored about a member: profile, consents, orders, and their submissions (submissionsOfMember). */
export async function memberExport(payload: Payload, memberId: number): Promise<Record<string, unknown>> {
  const member = (await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: false,
  })) as Member & Record<string, unknown>
  const profile: Record<string, unknown> = { ...member }
  for (const field of SECRET_FIELDS) delete profile[field]
  const [orders, submissions, cookieChoices] = await Promise.all([
    payload.find({
      collection: 'orders',
      where: { member: { equals: memberId } },
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
    payload.find({
      collection: 'submissions',
      where: submissionsOfMember(member),
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
    payload.find({
      collection: 'cookie-consents',
      where: { member: { equals: memberId } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
  ])
  const strip = <T extends Record<string, unknown>>(doc: T, fields: string[]) =>
    Object.fromEntries(Object.entries(doc).filter(([key]) => !fields.includes(key)))
  const orderDocs = orders.docs.map((doc) => strip(doc as never, ['notes', 'member']))
  const submissionDocs = submissions.docs.map((doc) =>
    strip(doc as never, ['notes', 'notification', 'ipHash', 'member']),
  )
  return {
    exportedAt: new Date().toISOString(),
    profile,
    consents: [
      ...(member.consent?.given ? [{ for: 'registration', ...member.consent }] : []),
      ...orders.docs.filter((o) => o.consent?.given).map((o) => ({ for: `order ${o.id}`, ...o.consent })),
      ...submissions.docs.filter((s) => s.consent?.given).map((s) => ({ for: `submission ${s.id}`, ...s.consent })),
      ...cookieChoices.docs.map((c) => ({
        for: `cookies /${c.site}`,
        choice: c.choice,
        policyVersion: c.policyVersion,
        at: c.createdAt,
        visitor: c.visitor,
      })),
    ],
    orders: orderDocs,
    submissions: submissionDocs,
  }
}

/** The personal fields of a submission, emptied. */
const ANONYMOUS_SUBMISSION = {
  name: '',
  email: null,
  company: '',
  phone: '',
  message: '',
  fields: {},
  ipHash: null,
  userAgent: null,
  notes: null,
} as const

/** Anonymises submissions (already anonymised ones are left alone); returns how many. */
async function anonymiseSubmissionsWhere(
  payload: Payload,
  where: Record<string, unknown>,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'submissions',
    where: { and: [where, { anonymisedAt: { exists: false } }] } as never,
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const now = new Date().toISOString()
  for (const doc of docs) {
    await payload.update({
      collection: 'submissions',
      id: doc.id,
      data: { ...ANONYMOUS_SUBMISSION, anonymisedAt: now } as never,
      depth: 0,
      overrideAccess: true,
      req,
      context: { anonymising: true },
    })
  }
  return docs.length
}

/**
 * Deletes a member's account as they asked: personal fields erased, a random password, no session left, status
 * cancelled; unpaid orders are cancelled, the others stay (they point at the anonymised account; a paid order's
 * buyer snapshot is kept for accounting); their submissions (submissionsOfMember) are anonymised. The e-mail is free
 * to register again.
 */
export async function deleteMemberAccount(
  payload: Payload,
  member: Pick<Member, 'id' | 'email' | 'emailVerifiedAt'>,
): Promise<{ orders: number; submissions: number; cancelledOrders: number }> {
  const submissions = await anonymiseSubmissionsWhere(payload, submissionsOfMember(member) as Record<string, unknown>)
  const unpaid = await payload.update({
    collection: 'orders',
    where: { and: [{ member: { equals: member.id } }, { status: { equals: 'unpaid' } }] },
    data: { status: 'cancelled' },
    depth: 0,
    overrideAccess: true,
  })
  const cancelledOrders = unpaid.docs.length
  await payload.update({
    collection: 'members',
    id: member.id,
    overrideAccess: true,
    data: {
      email: `deleted-${member.id}-${randomBytes(6).toString('hex')}@deleted.invalid`,
      password: randomBytes(24).toString('base64url'),
      nickname: null,
      accountName: null,
      phone: null,
      oemDomains: [],
      deptInfo: { name: null },
      staffNotes: null,
      accountStatus: 'cancelled',
      sessions: [],
    } as never,
    context: { accountDeleted: true },
  })
  const { totalDocs: orders } = await payload.count({
    collection: 'orders',
    where: { member: { equals: member.id } },
    overrideAccess: true,
  })
  payload.logger.info(
    {
      event: 'data-rights',
      action: 'account-deleted',
      member: member.id,
      by: `member ${member.id}`,
      orders,
      cancelledOrders,
      submissions,
    },
    'member deleted their account',
  )
  return { orders, submissions, cancelledOrders }
}

/** Staff anonymise one submission (the admin's "Anonymise" box): logged with who did it. */
export function logStaffAnonymised(payload: Payload, submission: number | string, staff: unknown): void {
  const who = staff && typeof staff === 'object' && 'id' in staff ? `staff ${(staff as { id: unknown }).id}` : 'staff'
  payload.logger.info(
    { event: 'data-rights', action: 'submission-anonymised', submission, by: who },
    'submission anonymised by staff',
  )
}

export const ANONYMISED_SUBMISSION_DATA = ANONYMOUS_SUBMISSION

/** How long submissions are kept before they are anonymised (SUBMISSION_RETENTION_DAYS, default 730). */
export function retentionDays(env: Record<string, string | undefined> = environment()): number {
  return setting('SUBMISSION_RETENTION_DAYS', env)
}

/** The daily retention sweep: anonymises the submissions older than the retention period. */
export async function anonymiseExpiredSubmissions(
  payload: Payload,
  now: Date = new Date(),
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const days = retentionDays()
  const before = new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString()
  const count = await anonymiseSubmissionsWhere(payload, { createdAt: { less_than: before } }, req)
  payload.logger.info(
    { event: 'data-rights', action: 'retention', by: 'job anonymiseOldSubmissions', days, anonymised: count },
    'old submissions anonymised',
  )
  return count
}
