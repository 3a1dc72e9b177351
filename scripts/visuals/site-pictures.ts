/**
 * The site's pictures besides the product screens: partner wordmarks, abstract team illustrations, honour emblems and
 * news covers (the list and alt texts: src/seed/pictures.ts). Each is drawn as HTML/SVG here, photographed by Debian's
 * Chromium through Playwright and written as WebP to src/seed/media/, where the seed uploads them to the Media
 * collection. No photographs and no people: wordmarks are the partners' names set in type with a simple mark.
 *
 *   node --import tsx scripts/visuals/site-pictures.ts
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'

import {
  HONOUR_ART,
  NEWS_COVERS,
  PARTNERS,
  TEAM_ART,
  honourFile,
  newsFile,
  partnerFile,
  teamFile,
} from '../../src/seed/pictures'
import { visualFile } from '../../src/seed/visuals'

const OUT = join(dirname(new URL(import.meta.url).pathname), '..', '..', 'src/seed/media')
const FONT = "'Noto Sans CJK SC','Noto Sans',system-ui,sans-serif"

/** Simple line drawings (24-unit grid, stroked with currentColor). */
const GLYPHS: Record<string, string> = {
  wave: '<path d="M2 15c3-6 6-6 9 0s6 6 9 0" /><path d="M2 9c3-6 6-6 9 0s6 6 9 0" opacity=".5"/>',
  leaf: '<path d="M5 19C5 10 11 4 20 4c0 9-6 15-15 15z"/><path d="M5 19l8-8"/>',
  square: '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M7.5 12.5l3 3 6-7"/>',
  arrow: '<path d="M3 17l6-6 4 4 8-8"/><path d="M15 7h6v6"/>',
  box: '<path d="M3 7l9-4 9 4-9 4-9-4z"/><path d="M3 7v10l9 4 9-4V7"/><path d="M12 11v10"/>',
  shield: '<path d="M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6l8-3z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  scale: '<path d="M12 3v18M5 21h14M4 7h16"/><path d="M4 7l-3 7h6l-3-7zM20 7l-3 7h6l-3-7z"/>',
  star: '<path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7L12 3z"/>',
  compass: '<circle cx="12" cy="12" r="9"/><path d="M15.5 8.5l-2 5-5 2 2-5 5-2z"/>',
  network:
    '<circle cx="5" cy="6" r="2"/><circle cx="19" cy="6" r="2"/><circle cx="12" cy="18" r="2"/><circle cx="12" cy="10" r="2"/><path d="M7 6.5l3.4 2.5M17 6.5l-3.4 2.5M12 12v4"/>',
  code: '<path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16"/>',
  bars: '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
  route: '<path d="M4 19h16M6 19V9l6-4 6 4v10"/><path d="M2 13c6-3 14-3 20 0" stroke-dasharray="2 2"/>',
  certificate:
    '<rect x="3" y="4" width="18" height="13" rx="1.5"/><path d="M7 8h10M7 11h6"/><circle cx="16" cy="16" r="3"/><path d="M14.5 18.5L14 22l2-1 2 1-.5-3.5"/>',
  seal: '<circle cx="12" cy="10" r="6"/><path d="M9 15l-2 7 5-2.5 5 2.5-2-7"/><path d="M9.5 10l1.8 1.8 3.2-3.4"/>',
  trophy:
    '<path d="M8 4h8v5a4 4 0 01-8 0V4z"/><path d="M8 6H4c0 3 2 4 4 4M16 6h4c0 3-2 4-4 4M12 13v4M8 21h8M9 17h6v4"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  event: '<rect x="3" y="4" width="18" height="12" rx="1.5"/><path d="M8 20l4-4 4 4M7 9h6M7 12h10"/>',
  chart: '<path d="M3 20h18M5 16l4-5 4 3 6-8"/><circle cx="19" cy="6" r="1.5"/>',
  office: '<path d="M4 21V5l8-3v19M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2"/>',
  play: '<circle cx="12" cy="12" r="9"/><path d="M10 8.5v7l6-3.5-6-3.5z"/>',
  report: '<path d="M6 3h9l4 4v14H6z"/><path d="M15 3v4h4M9 12h7M9 15h7M9 18h4"/>',
}

function glyph(name: string, size: number, colour: string, stroke = 1.6): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${colour}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[name] ?? ''}</svg>`
}

function page(width: number, height: number, body: string, css = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;font-family:${FONT}}${css}</style></head><body>${body}</body></html>`
}

function wordmark(partner: (typeof PARTNERS)[number]): string {
  return page(
    480,
    160,
    `<div style="height:100%;display:flex;align-items:center;justify-content:center;gap:22px;background:#fff">
      <div style="width:84px;height:84px;border-radius:20px;background:${partner.colour};display:grid;place-items:center">${glyph(partner.mark, 56, '#fff', 2)}</div>
      <div style="font-size:${partner.name.length > 8 ? 52 : 60}px;font-weight:800;letter-spacing:-1px;color:#111827">${partner.name}</div>
    </div>`,
  )
}

const PALETTE = [
  ['#0b5cff', '#22d3ee'],
  ['#4f46e5', '#a78bfa'],
  ['#0f766e', '#5eead4'],
  ['#1d4ed8', '#93c5fd'],
  ['#0369a1', '#7dd3fc'],
  ['#9a3412', '#fdba74'],
]

/** A dotted backdrop and concentric rings around a large line drawing. */
function illustration(motif: string, index: number): string {
  const [from, to] = PALETTE[index % PALETTE.length]!
  return page(
    320,
    320,
    `<div style="position:relative;height:100%;background:linear-gradient(135deg,${from},${to});display:grid;place-items:center">
      <div style="position:absolute;inset:0;background-image:radial-gradient(rgba(255,255,255,.22) 1.5px,transparent 1.5px);background-size:18px 18px"></div>
      <div style="position:absolute;width:250px;height:250px;border-radius:50%;border:2px solid rgba(255,255,255,.25)"></div>
      <div style="position:absolute;width:190px;height:190px;border-radius:50%;background:rgba(255,255,255,.16)"></div>
      <div style="position:relative">${glyph(motif, 130, '#fff', 1.4)}</div>
    </div>`,
  )
}

function emblem(art: (typeof HONOUR_ART)[number]): string {
  return page(
    480,
    320,
    `<div style="height:100%;padding:18px;background:#f7f3e8">
      <div style="height:100%;border:3px double #b08d3c;border-radius:6px;display:flex;align-items:center;gap:26px;padding:0 34px;background:radial-gradient(circle at 78% 50%,rgba(176,141,60,.14),transparent 60%)">
        <div style="width:150px;height:150px;border-radius:50%;background:linear-gradient(135deg,#c9a44c,#8a6a22);display:grid;place-items:center;box-shadow:0 0 0 8px rgba(201,164,76,.25)">${glyph(art.motif, 92, '#fff', 1.5)}</div>
        <div style="color:#5b4a1f"><div style="font-size:72px;font-weight:800;line-height:1">${art.year}</div>
          ${art.label ? `<div style="margin-top:12px;font-size:${art.label.length > 10 ? 26 : 30}px;font-weight:700;letter-spacing:2px">${art.label}</div>` : ''}
          <div style="margin-top:16px;width:150px;height:4px;background:#b08d3c;border-radius:2px"></div></div>
      </div>
    </div>`,
  )
}

function cover(item: (typeof NEWS_COVERS)[number], index: number): string {
  const [from, to] = PALETTE[(index + 1) % PALETTE.length]!
  const screen = item.screen
    ? `<img src="data:image/webp;base64,${readFileSync(join(OUT, visualFile(item.screen, 'zh'))).toString('base64')}" style="position:absolute;right:-40px;bottom:-60px;width:560px;border-radius:12px;box-shadow:0 20px 50px rgba(2,12,40,.45);transform:rotate(-4deg)">`
    : `<div style="position:absolute;right:40px;bottom:40px;width:360px;height:300px;border-radius:50%;border:2px solid rgba(255,255,255,.3)"></div>`
  return page(
    800,
    450,
    `<div style="position:relative;height:100%;overflow:hidden;background:linear-gradient(135deg,${from},${to})">
      <div style="position:absolute;inset:0;background-image:radial-gradient(rgba(255,255,255,.18) 1.5px,transparent 1.5px);background-size:22px 22px"></div>
      ${screen}
      <div style="position:absolute;left:56px;top:50%;transform:translateY(-50%);width:170px;height:170px;border-radius:36px;background:rgba(255,255,255,.18);display:grid;place-items:center">${glyph(item.motif, 110, '#fff', 1.5)}</div>
    </div>`,
  )
}

async function shoot(
  browser: Page,
  html: string,
  size: { width: number; height: number },
  file: string,
  quality = 78,
): Promise<void> {
  await browser.setViewportSize(size)
  await browser.setContent(html, { waitUntil: 'load' })
  const png = await browser.screenshot({ type: 'png' })
  await sharp(png).webp({ quality }).toFile(join(OUT, file))
}

async function main() {
  mkdirSync(OUT, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const tab = await browser.newPage()
  for (const partner of PARTNERS)
    await shoot(tab, wordmark(partner), { width: 480, height: 160 }, partnerFile(partner.slug), 90)
  for (const [index, art] of TEAM_ART.entries())
    await shoot(tab, illustration(art.motif, index), { width: 320, height: 320 }, teamFile(art.motif))
  for (const art of HONOUR_ART) await shoot(tab, emblem(art), { width: 480, height: 320 }, honourFile(art.year))
  for (const [index, item] of NEWS_COVERS.entries())
    await shoot(tab, cover(item, index), { width: 800, height: 450 }, newsFile(item.slug), 72)
  await browser.close()
  console.log(
    `site pictures: ${PARTNERS.length + TEAM_ART.length + HONOUR_ART.length + NEWS_COVERS.length} images in src/seed/media`,
  )
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) await main()
