/** The rewrite of unmatched paths (read by next.config.ts, so this file imports nothing). See ./unmatched.ts. */

/**
 * Paths that belong to no route of this app: outside the sites (/cn, /en, /ru), the admin and API, Next's files, the
 * media, the public API (/public, /pay) and the console routes served here (/login, /register, /console/*, /auth/*).
 * A path-to-regexp source (next.config.ts rewrites) whose `:path` parameter is the path without its leading slash.
 */
export const UNMATCHED_SOURCE =
  '/:path((?!(?:cn|en|ru|admin|api|_next|next|media|public|pay|login|register|reset-password|console|auth)(?:/|$)|sitemap\\.xml$|robots\\.txt$|favicon\\.(?:svg|ico)$).+)'

/** Where next.config.ts sends such a path: a route handler in this process (no second HTTP hop). */
export const UNMATCHED_ROUTE = '/next/unmatched'
