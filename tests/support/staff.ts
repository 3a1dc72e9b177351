/** Staff users in the admin e2e specs: the e2e administrator, new editors and translators, and logging in. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL || 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD || 'admin-dev-2026',
}

/** The administrator's `Authorization` header (Payload's JWT): the admin cookie is Secure, so requests carry this. */
export async function adminAuth(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.ok(), 'the e2e administrator can log in (set E2E_ADMIN_EMAIL/PASSWORD)').toBeTruthy()
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** A new staff user of this role, created by the administrator. */
export async function createStaff(request: APIRequestContext, role: 'editor' | 'translator') {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`
  const password = `${role}-password-1`
  const created = await request.post('/api/users', {
    data: { email, password, role },
    headers: await adminAuth(request),
  })
  expect(created.ok()).toBeTruthy()
  return { email, password }
}

/** Logs this page in to the admin, through its log-in form. */
export async function logIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /login|log in/i }).click()
  await page.waitForURL(/\/admin$/)
}
