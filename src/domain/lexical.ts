/**
 * Turns the seed's small Markdown subset into Lexical rich text (Payload's editor format):
 * paragraphs, `## `/`### ` headings, `- ` and `1. ` lists, `**bold**` and `[text](href)` links.
 */
type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function textNode(text: string, bold = false): Node {
  return { type: 'text', text, format: bold ? 1 : 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

/** Inline content: **bold** and [label](href). */
export function inline(text: string): Node[] {
  const nodes: Node[] = []
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index! > last) nodes.push(textNode(text.slice(last, match.index)))
    if (match[1] !== undefined) nodes.push(textNode(match[1], true))
    else
      nodes.push({
        ...base,
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url: match[3], newTab: /^https?:/.test(match[3]!) },
        children: [textNode(match[2]!)],
      })
    last = match.index! + match[0].length
  }
  if (last < text.length) nodes.push(textNode(text.slice(last)))
  return nodes
}

export function markdownToLexical(markdown: string): { root: Node } {
  const children: Node[] = []
  const blocks = markdown
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n\s*\n/)
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (lines.length === 0) continue
    const heading = /^(#{2,4})\s+(.*)$/.exec(lines[0]!)
    if (heading && lines.length === 1) {
      children.push({ ...base, type: 'heading', tag: `h${heading[1]!.length}`, children: inline(heading[2]!) })
      continue
    }
    const bullet = lines.every((line) => /^[-*]\s+/.test(line))
    const numbered = lines.every((line) => /^\d+[.)]\s+/.test(line))
    if (bullet || numbered) {
      children.push({
        ...base,
        type: 'list',
        listType: bullet ? 'bullet' : 'number',
        start: 1,
        tag: bullet ? 'ul' : 'ol',
        children: lines.map((line, index) => ({
          ...base,
          type: 'listitem',
          value: index + 1,
          children: inline(line.replace(/^([-*]|\d+[.)])\s+/, '')),
        })),
      })
      continue
    }
    // A heading line followed by text in the same block: split them.
    if (heading) {
      children.push({ ...base, type: 'heading', tag: `h${heading[1]!.length}`, children: inline(heading[2]!) })
      lines.shift()
    }
    children.push({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(lines.join(' ')) })
  }
  return { root: { ...base, type: 'root', children } }
}

/** Plain text of a Lexical document (for summaries, search and tests). */
export function lexicalToText(value: unknown): string {
  const walk = (node: unknown): string => {
    if (!node || typeof node !== 'object') return ''
    const n = node as Node
    if (typeof n.text === 'string') return n.text
    const kids = Array.isArray(n.children) ? (n.children as unknown[]).map(walk).join('') : ''
    return ['paragraph', 'heading', 'listitem'].includes(String(n.type)) ? `${kids}\n` : kids
  }
  return walk((value as { root?: unknown })?.root).trim()
}
