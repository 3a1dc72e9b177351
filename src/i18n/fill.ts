/**
 * Fills `{name}` placeholders: `fill('Resend in {s}s', { s: 42 })` → `Resend in 42s`. Unknown names stay as they are.
 * Its own module so client components can use it without bundling every language's strings.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  )
}
