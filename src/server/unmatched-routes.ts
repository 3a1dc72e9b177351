/** The rewrite of unmatched paths (read by next.config.ts, so this file imports nothing). See ./unmatched.ts. */

/**
 * The first segments and files that belong to a route of this app: the sites (/cn, /en, /ru), the admin and API,
 * Next's files, the media, the public API (/public, /pay), the console routes served here (/login, /register,
 * /console/*, /auth/*), the sitemap, robots.txt and the favicon. Every other path is unmatched.
 */
const MATCHED =
  '(?!(?:cn|en|ru|admin|api|_next|next|media|public|pay|login|register|reset-password|console|auth)(?:/|$)|sitemap\\.xml$|robots\\.txt$|favicon\\.(?:svg|ico)$)'

/** A path-to-regexp source (next.config.ts rewrites) whose `:path` parameter is the path without its leading slash. */
export const UNMATCHED_SOURCE = `/:path(${MATCHED}.+)`

/**
 * The same paths as a regular expression over a request's pathname, for the production server's fast path
 * (./unmatched-fast.ts). Case-insensitive, as Next matches rewrites (`caseSensitiveRoutes` is off).
 */
export const UNMATCHED_PATHNAME = new RegExp(`^/${MATCHED}.+$`, 'i')

/** Where next.config.ts sends such a path: a route handler in this process (no second HTTP hop). */
export const UNMATCHED_ROUTE = '/next/unmatched'
