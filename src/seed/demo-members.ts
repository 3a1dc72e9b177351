/**
 * Two demo members for trying the logged-in header (SEED_DEMO_MEMBERS=true only; never by default):
 *  - normal@demo.test: NORMAL (membership 0), no permissions;
 *  - global@demo.test: GLOBAL (level 5) with trade SO, AI, market analysis, e-mail and recommend, a few datasets
 *    and payment rights.
 * Both use the password `demo12345`. Idempotent: an existing demo member is left as it is.
 */
import type { Payload } from 'payload'

import { selectionToFlags } from '../domain/datasets'
import { memberValue, ROLES } from '../domain/permissions'
import type { Member } from '../payload-types'
import { type Env, environment, setting } from '../settings'

export const DEMO_PASSWORD = 'demo12345'

type DemoMember = Omit<Member, 'id' | 'createdAt' | 'updatedAt' | 'collection' | 'sessions'> & { password: string }

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: 'normal@demo.test',
    password: DEMO_PASSWORD,
    nickname: 'Normal demo',
    accountName: 'normal-demo',
    membership: memberValue(ROLES.NORMAL),
    level: 0,
    userRole: '',
    permissions: {
      TS: { SO: false, AI: false, MARKET: false, EMAIL: false, RECOMMEND: false },
      CDS: { download_limit: 0 },
      OPENS: false,
    },
    customs_data_source: selectionToFlags([]),
  },
  {
    email: 'global@demo.test',
    password: DEMO_PASSWORD,
    nickname: 'Global demo',
    accountName: 'global-demo',
    phone: '+86 21 5555 0100',
    membership: memberValue(ROLES.GLOBAL, ['TRADE_SO', 'MARKET_ANALYSIS', 'AI']),
    level: 0,
    userRole: 'admin,info,payment',
    permissions: {
      TS: { SO: true, AI: true, MARKET: true, EMAIL: true, RECOMMEND: true },
      CDS: { download_limit: 1000 },
      OPENS: false,
    },
    customs_data_source: selectionToFlags(['IMP_USA_BL_SEA', 'IMP_IND_CD_STD', 'IMP_VNM_CD_STD', 'EXP_IND_ED_STD']),
    deptInfo: { name: 'Demo trading company' },
    serviceExpiresAt: new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 31)).toISOString(),
  },
]

export function demoMembersWanted(env: Env = environment()): boolean {
  return setting('SEED_DEMO_MEMBERS', env) === 'true'
}

export async function seedDemoMembers(payload: Payload, env: Env = environment()): Promise<void> {
  if (!demoMembersWanted(env)) return
  for (const member of DEMO_MEMBERS) {
    const { totalDocs } = await payload.count({
      collection: 'members',
      where: { email: { equals: member.email } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    await payload.create({ collection: 'members', data: member, overrideAccess: true })
    payload.logger.info(`Demo member ${member.email} created (password ${DEMO_PASSWORD}).`)
  }
}
