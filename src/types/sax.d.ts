/**
 * The part of `sax` (a dependency of Payload, used directly by src/domain/xliff.ts) this project uses; it ships no
 * types.
 */
declare module 'sax' {
  export interface Tag {
    name: string
    attributes: Record<string, string>
  }
  export interface SAXParser {
    error: Error | null
    onerror: (error: Error) => void
    ondoctype: (doctype: string) => void
    onopentag: (tag: Tag) => void
    onclosetag: (name: string) => void
    ontext: (text: string) => void
    oncdata: (text: string) => void
    write(chunk: string): SAXParser
    close(): SAXParser
  }
  export function parser(
    strict: boolean,
    options?: { xmlns?: boolean; position?: boolean; trim?: boolean; normalize?: boolean },
  ): SAXParser
  const sax: { parser: typeof parser }
  export default sax
}
