/** The admin's labels and help texts of ui/blocks/Timeline/config.ts, by field (and option). */
import { part } from '../../catalogue'

export const BLOCK_TIMELINE = part({
  zh: {
    singular: '发展历程',
    plural: '发展历程',
    events: '大事记',
    'events.singular': '大事记',
    'events.plural': '大事记',
  },
  en: {
    singular: 'Timeline (history)',
    plural: 'Timelines',
    events: 'Milestones',
    'events.singular': 'Milestone',
    'events.plural': 'Milestones',
  },
  ru: {
    singular: 'История (хронология)',
    plural: 'Хронологии',
    events: 'События',
    'events.singular': 'Событие',
    'events.plural': 'События',
  },
})
