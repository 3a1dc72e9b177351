import type { Site } from '../../../domain/locale'
import type { RichTextBlock as RichTextData } from '../../../payload-types'
import { Section } from '../Section'

import { RichTextContent } from './RichTextContent'

export function RichTextBlock({ block, site }: { block: RichTextData; site: Site }) {
  return (
    <Section anchor={block.anchor} heading={block.heading}>
      <RichTextContent data={block.content} site={site} />
    </Section>
  )
}
