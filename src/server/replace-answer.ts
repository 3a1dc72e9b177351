/**
 * Lets the server put an answer of its own in place of a handler's, decided on the status the handler writes first,
 * before any byte of it leaves: `replacement(status)` gives the answer to send instead, or null to let the handler's
 * answer through. The handler's later writes are dropped (their callbacks still called). Used by the outage screen
 * (a site page's 5xx, src/server/outage.ts) and a guest's not-found redirect (a 404, src/server/guest-redirect.ts).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

export type Replacement = {
  status: number
  headers: OutgoingHttpHeaders
  body?: Buffer
  /** The headers already set on the answer that stay (the rest are removed). */
  keep: RegExp
}

export function replaceAnswer(res: ServerResponse, replacement: (status: number) => Replacement | null): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  let replaced: boolean | null = null
  const decide = (status: number) => {
    if (replaced !== null) return
    const answer = replacement(status)
    replaced = answer !== null
    if (!answer) return
    for (const name of res.getHeaderNames()) if (!answer.keep.test(name)) res.removeHeader(name)
    writeHead(answer.status, answer.headers)
    end(answer.body)
  }
  res.writeHead = function (...args: unknown[]) {
    decide(Number(args[0]))
    return replaced ? res : writeHead(...args)
  } as ServerResponse['writeHead']
  res.write = function (...args: unknown[]) {
    decide(res.statusCode)
    if (!replaced) return write(...args)
    args.find((arg): arg is () => void => typeof arg === 'function')?.()
    return true
  } as ServerResponse['write']
  res.end = function (...args: unknown[]) {
    decide(res.statusCode)
    if (!replaced) return end(...args)
    args.find((arg): arg is () => void => typeof arg === 'function')?.()
    return res
  } as ServerResponse['end']
}
