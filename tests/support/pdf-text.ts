/**
 * The text of a PDF: pdftotext's when the machine has it, else read from the PDF itself the way pdfkit writes it
 * (Flate streams, Type0 fonts with a ToUnicode map, `/Fn size Tf` and `[<glyphs> kern …] TJ`). Whitespace of any
 * kind becomes one space, so a test looks for words and phrases, not layout.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

let hasPdftotext: boolean | null = null

export function pdfText(pdf: Uint8Array): string {
  if (hasPdftotext === null) {
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
      hasPdftotext = true
    } catch {
      hasPdftotext = false
    }
  }
  let text: string
  if (hasPdftotext) {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'))
    const file = path.join(dir, 'document.pdf')
    writeFileSync(file, pdf)
    text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  } else {
    text = readPdfkitText(Buffer.from(pdf))
  }
  return text.replace(/[\s\u00a0\u202f]+/g, ' ')
}

type PdfObject = { dict: string; stream: Buffer | null }

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!
    const start = body.search(/stream\r?\n/)
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null })
      continue
    }
    const dict = body.slice(0, start)
    const from = body.indexOf('\n', start) + 1
    const to = body.lastIndexOf('endstream')
    let bytes = Buffer.from(body.slice(from, to).replace(/\r?\n$/, ''), 'latin1')
    if (/\/FlateDecode/.test(dict)) bytes = inflateSync(bytes)
    objects.set(Number(match[1]), { dict, stream: bytes })
  }
  return objects
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function cmapOf(source: string): Map<number, string> {
  const map = new Map<number, string>()
  const unicode = (hex: string) => {
    const units: number[] = []
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16))
    return String.fromCharCode(...units)
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(pair[1]!, 16), unicode(pair[2]!))
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const low = parseInt(range[1]!, 16)
      const high = parseInt(range[2]!, 16)
      const target = range[3]!
      if (target.startsWith('[')) {
        const list = [...target.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => unicode(m[1]!))
        list.forEach((text, i) => map.set(low + i, text))
      } else {
        const base = parseInt(target.slice(1, -1), 16)
        for (let code = low; code <= high; code++) map.set(code, String.fromCharCode(base + code - low))
      }
    }
  }
  return map
}

function readPdfkitText(pdf: Buffer): string {
  const objects = objectsOf(pdf)
  const fonts = new Map<string, Map<number, string>>()
  for (const object of objects.values()) {
    for (const ref of object.dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]))
      const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict)
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream
      if (cmap) fonts.set(ref[1]!, cmapOf(cmap.toString('latin1')))
    }
  }
  const out: string[] = []
  for (const object of objects.values()) {
    if (!object.stream || /\/Length1|\/Subtype|\/CMapName|\/Type\s*\/XObject/.test(object.dict)) continue
    const content = object.stream.toString('latin1')
    if (!/\bTJ\b|\bTj\b/.test(content)) continue
    let cmap: Map<number, string> | undefined
    for (const token of content.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\bET\b/g)) {
      if (token[1]) cmap = fonts.get(token[1])
      else if (token[2] !== undefined || token[3] !== undefined) {
        const parts = token[2] ?? `<${token[3]}>`
        for (const part of parts.matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)) {
          if (part[1] !== undefined) {
            for (let i = 0; i + 4 <= part[1].length; i += 4)
              out.push(cmap?.get(parseInt(part[1].slice(i, i + 4), 16)) ?? '')
          } else if (Number(part[2]) < -250) out.push(' ')
        }
      } else out.push(' ')
    }
    out.push('\n')
  }
  return out.join('')
}
