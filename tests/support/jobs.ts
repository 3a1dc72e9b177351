/** Runs the submission e-mail jobs until none is left to run (retries included, waiting out their delays). */
import type { Payload } from 'payload'

import { pendingNotificationJobs, runQueuedNotifications } from '../../src/features/forms/api/submissions'

export async function drainNotificationJobs(payload: Payload, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await runQueuedNotifications(payload)
    if ((await pendingNotificationJobs(payload)) === 0) return
    if (Date.now() > deadline) throw new Error(`submission e-mail jobs still pending after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
