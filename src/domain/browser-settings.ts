/**
 * Run-time settings in the browser: the server puts them on `<html>` as `data-cookie-domain` and `data-api-base`
 * when it renders a page (`browserSettings` in src/settings.ts), so nothing deployment-specific is fixed by the build.
 */
export type BrowserSettingName = 'cookieDomain' | 'apiBase'

/** The `data-*` attributes of `<html>` that carry the settings. */
export function browserSettingAttributes(
  settings: Partial<Record<BrowserSettingName, string>>,
): Record<string, string> {
  return {
    ...(settings.cookieDomain ? { 'data-cookie-domain': settings.cookieDomain } : {}),
    ...(settings.apiBase ? { 'data-api-base': settings.apiBase } : {}),
  }
}

/** A setting in the browser (undefined on the server, or when the deployment did not set it). */
export function browserSetting(name: BrowserSettingName): string | undefined {
  if (typeof document === 'undefined') return undefined
  return document.documentElement.dataset[name] || undefined
}
