/**
 * XLIFF 2.0 for translators' CAT tools: building a file of what needs work, reading one back.
 *
 * Scheme (documented in docs/xliff.md):
 *  - one <file> per document (`id="pages-12"`), one <unit> per field path that needs work
 *    (`id="pages:12:layout.0.heading"`), notes with the document title, the field label and why it needs work;
 *  - a plain text field is one <segment>; a rich-text field is one <segment> per paragraph, heading or list item, in
 *    document order (the block structure itself stays with the Chinese source and is rebuilt from it on import);
 *  - inline formatting is kept as XLIFF inline codes: bold, italic, underline, strikethrough and code as
 *    `<pc type="fmt" subType="xlf:b|xlf:i|xlf:u|tc:s|tc:code">`, links as `<pc type="link">` (the address stays in the
 *    source document, a translator cannot change it), line breaks as `<ph type="fmt" subType="xlf:lb"/>`; every code
 *    has an id unique in its segment, and a target must hold exactly the source's codes (order and nesting free);
 *  - the text is escaped (`& < > "`, carriage returns as `&#13;`, characters XML 1.0 forbids dropped).
 * Reading uses `sax` (strict, no DTD, no entities beyond XML's five); writing is string building with that escaping.
 */
import sax from 'sax'

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'pc'; id: string; type?: string; subType?: string; children: Inline[] }
  | { kind: 'ph'; id: string; type?: string; subType?: string }

export type XliffSegment = {
  id: string
  source: Inline[]
  target?: Inline[]
  state?: 'initial' | 'translated' | 'reviewed' | 'final'
}
export type XliffUnit = { id: string; name?: string; notes?: string[]; segments: XliffSegment[]; problem?: string }
export type XliffFile = { id: string; original?: string; notes?: string[]; units: XliffUnit[] }
export type XliffDocument = { srcLang: string; trgLang: string; files: XliffFile[] }

const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0'
export const XLIFF_CONTENT_TYPE = 'application/xliff+xml'

// --- writing ---------------------------------------------------------------------------------------------------------

/** Characters XML 1.0 does not allow at all (control characters other than tab, newline, carriage return). */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

function escapeText(text: string): string {
  return text
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;')
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;')
}

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value!)}"`)
    .join('')
}

function inlineXml(content: readonly Inline[]): string {
  return content
    .map((node) => {
      if (node.kind === 'text') return escapeText(node.text)
      if (node.kind === 'ph') return `<ph${attributes({ id: node.id, type: node.type, subType: node.subType })}/>`
      return `<pc${attributes({ id: node.id, type: node.type, subType: node.subType })}>${inlineXml(node.children)}</pc>`
    })
    .join('')
}

function notesXml(notes: readonly string[] | undefined, indent: string): string {
  if (!notes?.length) return ''
  return `${indent}<notes>\n${notes.map((note) => `${indent}  <note>${escapeText(note)}</note>\n`).join('')}${indent}</notes>\n`
}

/** The XLIFF 2.0 text of a document. */
export function buildXliff(doc: XliffDocument): string {
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="${XLIFF_NS}" version="2.0"${attributes({ srcLang: doc.srcLang, trgLang: doc.trgLang })}>\n`
  for (const file of doc.files) {
    out += `  <file${attributes({ id: file.id, original: file.original })}>\n`
    out += notesXml(file.notes, '    ')
    for (const unit of file.units) {
      out += `    <unit${attributes({ id: unit.id, name: unit.name })}>\n`
      out += notesXml(unit.notes, '      ')
      for (const segment of unit.segments) {
        out += `      <segment${attributes({ id: segment.id, state: segment.state })}>\n`
        out += `        <source xml:space="preserve">${inlineXml(segment.source)}</source>\n`
        if (segment.target) out += `        <target xml:space="preserve">${inlineXml(segment.target)}</target>\n`
        out += `      </segment>\n`
      }
      out += `    </unit>\n`
    }
    out += `  </file>\n`
  }
  return `${out}</xliff>\n`
}

// --- reading ---------------------------------------------------------------------------------------------------------

export class XliffSyntaxError extends Error {}

const INLINE = new Set(['pc', 'ph'])

/**
 * Reads an XLIFF 2.0 document. Malformed XML, a DOCTYPE, or a root that is not XLIFF 2.x throw XliffSyntaxError; a unit
 * with something this scheme does not know (e.g. <sc>/<ec> spanning codes) is returned with a `problem`.
 */
export function parseXliff(xml: string): XliffDocument {
  const parser = sax.parser(true, { xmlns: false, position: true })
  const doc: XliffDocument = { srcLang: '', trgLang: '', files: [] }
  let sawRoot = false
  let file: XliffFile | null = null
  let unit: XliffUnit | null = null
  let segment: XliffSegment | null = null
  let noteText: string | null = null
  let notesOwner: { notes?: string[] } | null = null
  /** The inline content being read (source or target), as a stack of open <pc> children lists. */
  let inline: Inline[][] | null = null
  let which: 'source' | 'target' | null = null
  const path: string[] = []
  let failure: string | null = null

  const fail = (message: string) => {
    if (!failure) failure = message
  }
  parser.onerror = (error: Error) => {
    fail(error.message.split('\n')[0] ?? 'malformed XML')
    // Keep sax from throwing again on the rest of the input.
    parser.error = null
  }
  parser.ondoctype = () => fail('DOCTYPE is not allowed')
  parser.onopentag = (node: { name: string; attributes: Record<string, string> }) => {
    const name = node.name.replace(/^[\w-]+:/, '')
    const attrs = node.attributes
    const parent = path[path.length - 1]
    path.push(name)
    if (!sawRoot) {
      sawRoot = true
      if (name !== 'xliff' || !/^2\.\d$/.test(attrs.version ?? '')) fail('not an XLIFF 2.0 document')
      doc.srcLang = attrs.srcLang ?? ''
      doc.trgLang = attrs.trgLang ?? ''
      return
    }
    if (inline) {
      if (!INLINE.has(name)) {
        if (unit) unit.problem ??= `unsupported inline element <${name}>`
        inline[inline.length - 1]!.push({ kind: 'text', text: '' })
        inline.push([])
        return
      }
      const id = attrs.id ?? ''
      if (name === 'ph') {
        inline[inline.length - 1]!.push({ kind: 'ph', id, type: attrs.type, subType: attrs.subType })
        inline.push([])
      } else {
        const children: Inline[] = []
        inline[inline.length - 1]!.push({ kind: 'pc', id, type: attrs.type, subType: attrs.subType, children })
        inline.push(children)
      }
      return
    }
    if (name === 'file' && parent === 'xliff') {
      file = { id: attrs.id ?? '', original: attrs.original, units: [] }
      doc.files.push(file)
    } else if (name === 'unit' && file) {
      unit = { id: attrs.id ?? '', name: attrs.name, segments: [] }
      file.units.push(unit)
    } else if (name === 'segment' && unit) {
      segment = {
        id: attrs.id ?? String(unit.segments.length + 1),
        source: [],
        state: attrs.state as XliffSegment['state'],
      }
      unit.segments.push(segment)
    } else if ((name === 'source' || name === 'target') && segment) {
      which = name
      const root: Inline[] = []
      if (name === 'source') segment.source = root
      else segment.target = root
      inline = [root]
    } else if (name === 'notes') {
      notesOwner = unit ?? file
    } else if (name === 'note' && notesOwner) {
      noteText = ''
    }
  }
  parser.onclosetag = () => {
    const name = path.pop()
    if (inline) {
      inline.pop()
      if (inline.length === 0) {
        inline = null
        which = null
      }
      return
    }
    if (name === 'note' && noteText !== null && notesOwner) {
      ;(notesOwner.notes ??= []).push(noteText)
      noteText = null
    } else if (name === 'notes') notesOwner = null
    else if (name === 'segment') segment = null
    else if (name === 'unit') unit = null
    else if (name === 'file') file = null
  }
  const onText = (text: string) => {
    if (inline && which) {
      const list = inline[inline.length - 1]!
      const last = list[list.length - 1]
      if (last?.kind === 'text') last.text += text
      else list.push({ kind: 'text', text })
    } else if (noteText !== null) noteText += text
  }
  parser.ontext = onText
  parser.oncdata = onText
  try {
    parser.write(xml).close()
  } catch (error) {
    fail(error instanceof Error ? error.message.split('\n')[0]! : 'malformed XML')
  }
  if (!sawRoot) fail('no XML element')
  if (failure) throw new XliffSyntaxError(failure)
  // Drop the empty text nodes left by unsupported elements.
  const clean = (list: Inline[]): Inline[] =>
    list
      .filter((node) => node.kind !== 'text' || node.text !== '')
      .map((node) => (node.kind === 'pc' ? { ...node, children: clean(node.children) } : node))
  for (const f of doc.files)
    for (const u of f.units)
      for (const s of u.segments) {
        s.source = clean(s.source)
        if (s.target) s.target = clean(s.target)
      }
  return doc
}

// --- inline content --------------------------------------------------------------------------------------------------

/** The plain text of inline content (codes dropped). */
export function inlineText(content: readonly Inline[]): string {
  return content
    .map((node) => (node.kind === 'text' ? node.text : node.kind === 'pc' ? inlineText(node.children) : ''))
    .join('')
}

/** Inline content as a comparable string: codes by kind and id, text with runs of white space as one space. */
export function inlineKey(content: readonly Inline[]): string {
  const walk = (list: readonly Inline[]): string =>
    list
      .map((node) =>
        node.kind === 'text'
          ? node.text
          : node.kind === 'ph'
            ? `{ph:${node.id}}`
            : `{pc:${node.id}}${walk(node.children)}{/pc}`,
      )
      .join('')
  return walk(content).replace(/\s+/g, ' ').trim()
}

function codesOf(
  content: readonly Inline[],
  out: { id: string; kind: 'pc' | 'ph' }[] = [],
): { id: string; kind: 'pc' | 'ph' }[] {
  for (const node of content) {
    if (node.kind === 'text') continue
    out.push({ id: node.id, kind: node.kind })
    if (node.kind === 'pc') codesOf(node.children, out)
  }
  return out
}

/** What is wrong with a target's inline codes against its source's (missing, added, repeated or changed), or null. */
export function tagMismatch(source: readonly Inline[], target: readonly Inline[]): string | null {
  const want = codesOf(source)
  const have = codesOf(target)
  const wanted = new Map(want.map((code) => [code.id, code.kind]))
  const seen = new Set<string>()
  for (const code of have) {
    if (seen.has(code.id)) return `code ${code.id} appears twice`
    seen.add(code.id)
    const kind = wanted.get(code.id)
    if (!kind) return `code ${code.id} is not in the source`
    if (kind !== code.kind) return `code ${code.id} is <${kind}> in the source, <${code.kind}> in the target`
  }
  const missing = want.filter((code) => !seen.has(code.id)).map((code) => code.id)
  return missing.length ? `code${missing.length > 1 ? 's' : ''} ${missing.join(', ')} missing` : null
}

// --- Lexical rich text <-> segments ----------------------------------------------------------------------------------

type LexNode = Record<string, unknown> & { type?: string; children?: LexNode[]; text?: string; format?: number }

/** Lexical text format bits kept as codes, outermost first. */
const FORMATS: { bit: number; subType: string }[] = [
  { bit: 1, subType: 'xlf:b' },
  { bit: 2, subType: 'xlf:i' },
  { bit: 8, subType: 'xlf:u' },
  { bit: 4, subType: 'tc:s' },
  { bit: 16, subType: 'tc:code' },
]
const KNOWN_BITS = FORMATS.reduce((all, f) => all | f.bit, 0)

function isInlineNode(node: LexNode): boolean {
  return (
    node.type === 'text' ||
    node.type === 'linebreak' ||
    node.type === 'tab' ||
    node.type === 'link' ||
    node.type === 'autolink'
  )
}

/** What each code of a block stands for, to rebuild Lexical from a translated segment. */
type CodeMeaning =
  { kind: 'format'; bit: number; node: LexNode } | { kind: 'link'; node: LexNode } | { kind: 'leaf'; node: LexNode }

type RichBlock = { node: LexNode; segment: Inline[]; codes: Map<string, CodeMeaning> }

/** A block's inline children as a segment; code ids count on from `counter` (ids are unique in their unit). */
function blockSegment(
  children: LexNode[],
  counter: { next: number },
): { segment: Inline[]; codes: Map<string, CodeMeaning> } {
  const codes = new Map<string, CodeMeaning>()
  const convert = (nodes: LexNode[]): Inline[] => {
    const out: Inline[] = []
    for (const node of nodes) {
      if (node.type === 'text') {
        let content: Inline[] = [{ kind: 'text', text: String(node.text ?? '') }]
        const format = Number(node.format ?? 0)
        // Innermost first so the first format ends up outermost.
        for (const f of [...FORMATS].reverse()) {
          if (!(format & f.bit)) continue
          const id = String(counter.next++)
          codes.set(id, { kind: 'format', bit: f.bit, node })
          content = [{ kind: 'pc', id, type: 'fmt', subType: f.subType, children: content }]
        }
        out.push(...content)
      } else if (node.type === 'link' || node.type === 'autolink') {
        const id = String(counter.next++)
        codes.set(id, { kind: 'link', node })
        out.push({ kind: 'pc', id, type: 'link', children: convert(node.children ?? []) })
      } else {
        const id = String(counter.next++)
        codes.set(id, { kind: 'leaf', node })
        out.push({
          kind: 'ph',
          id,
          type: 'fmt',
          subType: node.type === 'linebreak' ? 'xlf:lb' : `tc:${node.type ?? 'node'}`,
        })
      }
    }
    return out
  }
  return { segment: convert(children), codes }
}

/** The blocks of a rich-text value holding text, in document order, each with its segment. */
function richBlocks(value: unknown): RichBlock[] {
  const out: RichBlock[] = []
  const counter = { next: 1 }
  const walk = (node: LexNode) => {
    const children = Array.isArray(node.children) ? node.children : []
    const inline = children.filter(isInlineNode)
    if (inline.length > 0 && node.type !== 'root') {
      const start = counter.next
      const { segment, codes } = blockSegment(inline, counter)
      if (inlineText(segment).trim()) out.push({ node, segment, codes })
      else counter.next = start
    }
    for (const child of children) if (!isInlineNode(child)) walk(child)
  }
  const root = (value as { root?: LexNode } | null)?.root
  if (root) walk(root)
  return out
}

/** The segments of a rich-text value: one per paragraph, heading or list item with text. */
export function richTextSegments(value: unknown): Inline[][] {
  return richBlocks(value).map((block) => block.segment)
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

/**
 * A rich-text value with the source's structure (blocks, link addresses, images) and each block's text replaced by its
 * translated segment. `targets` must be one per source segment, with the source's codes (checked by tagMismatch).
 */
export function rebuildRichText(source: unknown, targets: readonly Inline[][]): unknown {
  const copy = clone(source)
  const blocks = richBlocks(copy)
  if (blocks.length !== targets.length) throw new Error(`expected ${blocks.length} segments, got ${targets.length}`)
  blocks.forEach((block, index) => {
    const build = (content: readonly Inline[], format: number): LexNode[] => {
      const out: LexNode[] = []
      for (const node of content) {
        if (node.kind === 'text') {
          if (node.text)
            out.push({ type: 'text', text: node.text, format, detail: 0, mode: 'normal', style: '', version: 1 })
          continue
        }
        const meaning = block.codes.get(node.id)
        if (!meaning) continue
        if (node.kind === 'ph' || meaning.kind === 'leaf') {
          out.push(clone(meaning.node))
        } else if (meaning.kind === 'format') {
          // Keep the text node's other settings (style, mode) from the source node with this format.
          const built = build(node.children, format | meaning.bit)
          const other = Number(meaning.node.format ?? 0) & ~KNOWN_BITS
          for (const child of built) if (child.type === 'text') child.format = Number(child.format) | other
          out.push(...built)
        } else {
          const { children: _children, ...link } = clone(meaning.node)
          out.push({ ...link, children: build(node.children, format) })
        }
      }
      return out
    }
    const rebuilt = build(targets[index]!, 0)
    const children = block.node.children ?? []
    const first = children.findIndex(isInlineNode)
    const kept = children.filter((child) => !isInlineNode(child))
    kept.splice(Math.max(0, Math.min(first, kept.length)), 0, ...rebuilt)
    block.node.children = kept
  })
  return copy
}

/** Text as one segment (plain text and textarea fields). */
export function textSegment(text: string): Inline[] {
  return text ? [{ kind: 'text', text }] : []
}
