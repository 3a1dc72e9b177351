/**
 * The wordmarks of the sample case studies (src/seed/content/case-studies.ts): invented companies, so their logos are
 * drawn here, an SVG per company (a simple mark and the name) rendered to WebP with sharp, 480 × 160 like the partner
 * wordmarks. Run: node --import tsx scripts/visuals/case-study-logos.ts (writes src/seed/media/case-*-logo.webp).
 */
import path from 'node:path'

import sharp from 'sharp'

import { CASE_STUDY_LOGOS, caseStudyLogoFile } from '../../src/seed/content/case-studies'

const MARKS: Record<string, (colour: string) => string> = {
  // A valve wheel: a ring with four spokes.
  valve: (c) =>
    `<circle cx="70" cy="80" r="34" fill="none" stroke="${c}" stroke-width="10"/><path d="M70 46v68M36 80h68" stroke="${c}" stroke-width="8"/><circle cx="70" cy="80" r="10" fill="${c}"/>`,
  // A kettle's silhouette.
  kettle: (c) =>
    `<path d="M42 112h58l-6-46a20 20 0 0 0-20-18h-6a20 20 0 0 0-20 18z" fill="${c}"/><path d="M100 70q22 4 16 30" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/><rect x="62" y="38" width="18" height="8" rx="4" fill="${c}"/>`,
  // Rail tracks running into the distance.
  rail: (c) =>
    `<path d="M52 120 66 40M104 120 88 40" stroke="${c}" stroke-width="8" stroke-linecap="round"/><path d="M56 104h44M60 84h36M63 64h28M65 48h24" stroke="${c}" stroke-width="6"/>`,
  // Granules: three circles.
  granules: (c) =>
    `<circle cx="56" cy="96" r="20" fill="${c}"/><circle cx="92" cy="92" r="16" fill="${c}" opacity=".75"/><circle cx="72" cy="58" r="18" fill="${c}" opacity=".55"/>`,
  // Rising bars under an arc (market research).
  bars: (c) =>
    `<rect x="40" y="92" width="16" height="28" rx="3" fill="${c}"/><rect x="62" y="74" width="16" height="46" rx="3" fill="${c}"/><rect x="84" y="52" width="16" height="68" rx="3" fill="${c}"/><path d="M36 60q30-36 70-24" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
}

function svg(logo: (typeof CASE_STUDY_LOGOS)[number]): string {
  const [first, second] = logo.wordmark
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
  <rect width="480" height="160" fill="#ffffff"/>
  ${MARKS[logo.mark]!(logo.colour)}
  <text x="130" y="${second ? 78 : 96}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${second ? 40 : 44}" letter-spacing="1" fill="#1f2937">${first}</text>
  ${second ? `<text x="132" y="116" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" letter-spacing="5" fill="${logo.colour}">${second}</text>` : ''}
</svg>`
}

async function main() {
  const dir = path.resolve(process.cwd(), 'src/seed/media')
  for (const logo of CASE_STUDY_LOGOS) {
    const file = path.join(dir, caseStudyLogoFile(logo.slug))
    await sharp(Buffer.from(svg(logo)))
      .webp({ quality: 90 })
      .toFile(file)
    console.log(file)
  }
}

void main()
