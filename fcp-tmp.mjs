import { chromium } from '@playwright/test'
const urls = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
for (const url of urls) {
  const out = []
  for (let i = 0; i < 8; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(1500)
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1)
    out.push(Math.round(fcp))
    await context.close()
  }
  console.log(url, out.join(' '))
}
await browser.close()
