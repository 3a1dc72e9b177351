/**
 * Runs before each integration file's own imports (vitest `setupFiles`): the throwaway database of the global setup
 * becomes DATABASE_URL before any module reads it. payload.config.ts reads it when first imported, and a test file may
 * import it through the code under test (src/data/identity.ts imports the config) before `testPayload()` runs: the
 * pool then went to the server's default database (on a laptop without DATABASE_URL: PostgreSQL's port 5432 with no
 * user name; in CI: the CI database instead of the throwaway one).
 */
import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ||= 'integration-test-secret-0123456789abcdef'
// As scripts/run.ts does for the embedded database: no transactions (PGlite serves every connection in one session, so
// a transaction held on one connection stalls every other until a deadline answers 503), and one connection for the
// rate limits' pool.
if (inject('embeddedDatabase')) process.env.EMBEDDED_DATABASE = 'true'
