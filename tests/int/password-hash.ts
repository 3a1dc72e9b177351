/**
 * Test-only: Payload's password hash (pbkdf2-sha256 at 600 000 rounds, ~0.15 s of one core each; Payload 3.90 has no
 * setting for it) runs at 1 000 rounds in the integration tests. Every log-in, sign-up, password change and the
 * log-in's dummy check of src/features/accounts/login.ts hashed at the full cost, hundreds of times per run. Production
 * code is unchanged: this module is imported only by the tests' setup file (tests/int/database-env.ts) and by the
 * template's seed (tests/int/global-setup.ts), so that the template's stored hashes and the tests' agree.
 *
 * A test that measures the cost itself (the log-in timing of tests/int/access-rights.test.ts) asks for the real
 * rounds with `realPasswordHashCost()` for its duration.
 */
import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/**
 * Payload's rounds (auth/strategies/local/generatePasswordSaltHash.js) and src/features/accounts/login.ts's
 * PASSWORD_HASH.
 */
const PRODUCTION_ROUNDS = 600_000
const TEST_ROUNDS = 1_000

const state = globalThis as typeof globalThis & { __testPasswordHash?: { real: boolean } }

if (!state.__testPasswordHash) {
  const flag = { real: false }
  state.__testPasswordHash = flag
  const rounds = (iterations: number) => (iterations === PRODUCTION_ROUNDS && !flag.real ? TEST_ROUNDS : iterations)
  const { pbkdf2, pbkdf2Sync } = crypto
  crypto.pbkdf2 = ((password, salt, iterations, keyLength, digest, callback) =>
    pbkdf2(password, salt, rounds(iterations), keyLength, digest, callback)) as typeof crypto.pbkdf2
  crypto.pbkdf2Sync = ((password, salt, iterations, keyLength, digest) =>
    pbkdf2Sync(password, salt, rounds(iterations), keyLength, digest)) as typeof crypto.pbkdf2Sync
  // `import { pbkdf2 } from 'node:crypto'` (src/features/accounts/login.ts) sees the replacement too.
  syncBuiltinESMExports()
}

/**
 * Hashes at the production cost until the returned function is called (a hash made at one cost does not verify at
 * the other: use it around attempts with wrong or unknown passwords only).
 */
export function realPasswordHashCost(): () => void {
  const flag = state.__testPasswordHash!
  flag.real = true
  return () => {
    flag.real = false
  }
}
