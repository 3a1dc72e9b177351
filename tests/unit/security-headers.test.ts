/** The CSP is computed from run-time settings: PayPal or analytics configured after the build are allowed. */
import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, contentSecurityPolicyFor } from '@/server/security-headers'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('content security policy', () => {
  it('allows nothing from other origins by default, and no eval outside development', () => {
    const csp = contentSecurityPolicy({})
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
  })

  it('adds PayPal and the analytics origin when they are configured, read at call time', () => {
    const csp = contentSecurityPolicy({ PAYPAL_CLIENT_ID: 'live-id', ANALYTICS_SCRIPT_ORIGIN: 'https://stats.example' })
    expect(directive(csp, 'script-src')).toContain('https://www.paypal.com')
    expect(directive(csp, 'script-src')).toContain('https://stats.example')
    expect(directive(csp, 'connect-src')).toContain('https://stats.example')
    expect(
      directive(
        contentSecurityPolicy({ PAYPAL_CLIENT_ID: 'x', PAYPAL_SCRIPT_ORIGIN: 'https://pp.example' }),
        'script-src',
      ),
    ).toBe("script-src 'self' 'unsafe-inline' https://pp.example")
  })

  it('lets the forms reach an API base configured at run time (its origin only)', () => {
    expect(
      directive(contentSecurityPolicy({ PUBLIC_API_URL: 'https://api.tradecompass.example/v1/' }), 'connect-src'),
    ).toBe("connect-src 'self' https://api.tradecompass.example")
    expect(directive(contentSecurityPolicy({ PUBLIC_API_URL: '/relative' }), 'connect-src')).toBe("connect-src 'self'")
  })
})

describe('uploaded files', () => {
  it('are answered sandboxed with nothing allowed (an SVG runs no script on the origin); pages keep the site’s CSP', () => {
    const site = contentSecurityPolicy({})
    const media = contentSecurityPolicyFor('/api/media/file/logo.svg', site)
    expect(media.split('; ')).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]))
    expect(media).not.toContain('script-src')
    expect(contentSecurityPolicyFor('/en/about', site)).toBe(site)
  })
})
