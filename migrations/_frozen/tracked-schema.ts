/**
 * The collections and globals that keep a translation state, as the translation backfill migrations read them: their
 * title field, the sites that show them, their labels and their fields (only text, textarea and rich text, and the
 * containers that hold them: no other field type is ever translated). Taken once from the Payload config as it was
 * when these migrations were frozen, in the config's order. Never regenerate it: a migration must keep its meaning.
 */
import type { FieldLike } from './translation-status'

export type FrozenCollection = {
  slug: string
  /** The field that names a document (`admin.useAsTitle`). */
  useAsTitle?: string
  /** The sites a collection is ever shown on, when fewer than all (`custom.onlySites`). */
  onlySites?: string[]
  /** Whether its documents choose their sites (a `sites` field). */
  hasSites: boolean
  fields: FieldLike[]
}

export type FrozenGlobal = { slug: string; label: string | Record<string, string>; fields: FieldLike[] }

export const TRACKED_COLLECTIONS: readonly FrozenCollection[] = [
  {
    slug: 'pages',
    useAsTitle: 'title',
    hasSites: true,
    fields: [
      { type: 'text', name: 'title', label: { en: 'Title', zh: '标题', ru: 'Заголовок' }, localized: true },
      { type: 'text', name: 'path', label: { en: 'Path', zh: '路径', ru: 'Путь' } },
      {
        type: 'blocks',
        name: 'layout',
        label: { en: 'Content blocks', zh: '内容模块', ru: 'Блоки' },
        localized: true,
        blocks: [
          {
            slug: 'hero',
            labels: { singular: { en: 'Hero', zh: '首屏横幅', ru: 'Главный баннер' } },
            fields: [
              {
                type: 'text',
                name: 'eyebrow',
                label: {
                  en: 'Eyebrow (small line above the heading)',
                  zh: '眉题（标题上方的小字）',
                  ru: 'Надзаголовок (строка над заголовком)',
                },
              },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'subheading', label: { en: 'Subheading', zh: '副标题', ru: 'Подзаголовок' } },
              {
                type: 'group',
                name: 'primary',
                label: { en: 'Primary button', zh: '主按钮', ru: 'Основная кнопка' },
                fields: [
                  {
                    type: 'row',
                    fields: [
                      { type: 'text', name: 'label', label: { en: 'Button text', zh: '按钮文字', ru: 'Текст кнопки' } },
                      { type: 'text', name: 'href', label: { en: 'Link', zh: '链接', ru: 'Ссылка' } },
                    ],
                  },
                ],
              },
              {
                type: 'group',
                name: 'secondary',
                label: { en: 'Secondary button', zh: '次按钮', ru: 'Дополнительная кнопка' },
                fields: [
                  {
                    type: 'row',
                    fields: [
                      { type: 'text', name: 'label', label: { en: 'Button text', zh: '按钮文字', ru: 'Текст кнопки' } },
                      { type: 'text', name: 'href', label: { en: 'Link', zh: '链接', ru: 'Ссылка' } },
                    ],
                  },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'richText',
            labels: { singular: { en: 'Rich text', zh: '图文内容', ru: 'Форматированный текст' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'richText', name: 'content', label: { en: 'Content', zh: '内容', ru: 'Содержание' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'featureGrid',
            labels: { singular: { en: 'Feature grid', zh: '功能网格', ru: 'Сетка преимуществ' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              {
                type: 'array',
                name: 'features',
                label: { en: 'Features', zh: '功能项', ru: 'Преимущества' },
                fields: [
                  { type: 'text', name: 'title', label: { en: 'Title', zh: '标题', ru: 'Заголовок' } },
                  { type: 'textarea', name: 'text', label: { en: 'Text', zh: '正文', ru: 'Текст' } },
                  { type: 'text', name: 'href', label: { en: 'Link', zh: '链接', ru: 'Ссылка' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'productShowcase',
            labels: { singular: { en: 'Product showcase', zh: '产品展示', ru: 'Витрина продуктов' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              {
                type: 'array',
                name: 'products',
                label: { en: 'Products', zh: '产品', ru: 'Продукты' },
                fields: [
                  {
                    type: 'text',
                    name: 'name',
                    label: { en: 'Product name', zh: '产品名称', ru: 'Название продукта' },
                  },
                  { type: 'textarea', name: 'summary', label: { en: 'Summary', zh: '摘要', ru: 'Краткое описание' } },
                  {
                    type: 'array',
                    name: 'bullets',
                    label: { en: 'Key points', zh: '要点', ru: 'Ключевые пункты' },
                    fields: [
                      { type: 'text', name: 'text', label: { en: 'Text', zh: '正文', ru: 'Текст' } },
                      { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                    ],
                  },
                  { type: 'text', name: 'href', label: { en: 'Link', zh: '链接', ru: 'Ссылка' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'stats',
            labels: { singular: { en: 'Stats (claims)', zh: '数据亮点', ru: 'Цифры (ключевые показатели)' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              {
                type: 'array',
                name: 'items',
                label: { en: 'Figures', zh: '数据', ru: 'Показатели' },
                fields: [
                  { type: 'text', name: 'value', label: { en: 'Figure', zh: '数值', ru: 'Число' } },
                  { type: 'text', name: 'label', label: { en: 'Caption', zh: '说明', ru: 'Подпись' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'logoWall',
            labels: { singular: { en: 'Logo wall', zh: '客户标志墙', ru: 'Стена логотипов' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              {
                type: 'array',
                name: 'logos',
                label: { en: 'Logos', zh: '标志', ru: 'Логотипы' },
                fields: [
                  {
                    type: 'text',
                    name: 'name',
                    label: { en: 'Company name', zh: '公司名称', ru: 'Название компании' },
                  },
                  { type: 'text', name: 'href', label: { en: 'Link', zh: '链接', ru: 'Ссылка' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'caseStudies',
            labels: {
              singular: {
                en: 'Customer proof (case studies)',
                zh: '客户证言（客户案例）',
                ru: 'Отзывы клиентов (кейсы)',
              },
            },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'timeline',
            labels: { singular: { en: 'Timeline (history)', zh: '发展历程', ru: 'История (хронология)' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              {
                type: 'array',
                name: 'events',
                label: { en: 'Milestones', zh: '大事记', ru: 'События' },
                fields: [
                  { type: 'text', name: 'year', label: { en: 'Year', zh: '年份', ru: 'Год' } },
                  { type: 'text', name: 'title', label: { en: 'Title', zh: '标题', ru: 'Заголовок' } },
                  { type: 'textarea', name: 'text', label: { en: 'Text', zh: '正文', ru: 'Текст' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'team',
            labels: { singular: { en: 'Team', zh: '团队', ru: 'Команда' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              {
                type: 'array',
                name: 'members',
                label: { en: 'Team members', zh: '成员', ru: 'Сотрудники' },
                fields: [
                  { type: 'text', name: 'name', label: { en: 'Name', zh: '姓名', ru: 'Имя' } },
                  { type: 'text', name: 'role', label: { en: 'Position', zh: '职位', ru: 'Должность' } },
                  { type: 'textarea', name: 'bio', label: { en: 'Biography', zh: '简介', ru: 'О себе' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'honours',
            labels: { singular: { en: 'Honours', zh: '荣誉资质', ru: 'Награды' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              {
                type: 'array',
                name: 'items',
                label: { en: 'Honours', zh: '荣誉', ru: 'Награды' },
                fields: [
                  { type: 'text', name: 'year', label: { en: 'Year', zh: '年份', ru: 'Год' } },
                  { type: 'text', name: 'title', label: { en: 'Title', zh: '标题', ru: 'Заголовок' } },
                  { type: 'text', name: 'issuer', label: { en: 'Issued by', zh: '颁发机构', ru: 'Кем выдано' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'sectionTabs',
            labels: {
              singular: { en: 'Section tabs (anchors)', zh: '栏目导航标签（锚点）', ru: 'Вкладки разделов (якоря)' },
            },
            fields: [
              {
                type: 'array',
                name: 'tabs',
                label: { en: 'Tabs', zh: '标签', ru: 'Вкладки' },
                fields: [
                  { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
                  { type: 'text', name: 'label', label: { en: 'Tab text', zh: '标签文字', ru: 'Текст вкладки' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'pricingTable',
            labels: { singular: { en: 'Pricing table', zh: '价格表', ru: 'Таблица тарифов' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'textarea', name: 'note', label: { en: 'Note', zh: '备注', ru: 'Примечание' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'comparisonTable',
            labels: { singular: { en: 'Comparison table', zh: '对比表', ru: 'Сравнительная таблица' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              {
                type: 'array',
                name: 'columns',
                label: { en: 'Columns', zh: '列', ru: 'Столбцы' },
                fields: [
                  {
                    type: 'text',
                    name: 'label',
                    label: { en: 'Column heading', zh: '列标题', ru: 'Заголовок столбца' },
                  },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              {
                type: 'array',
                name: 'rows',
                label: { en: 'Rows', zh: '行', ru: 'Строки' },
                fields: [
                  { type: 'text', name: 'label', label: { en: 'Row heading', zh: '行标题', ru: 'Заголовок строки' } },
                  {
                    type: 'array',
                    name: 'values',
                    label: { en: 'Cells', zh: '单元格', ru: 'Ячейки' },
                    fields: [
                      { type: 'text', name: 'value', label: { en: 'Value', zh: '内容', ru: 'Значение' } },
                      { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                    ],
                  },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'countryExplorer',
            labels: { singular: { en: 'Country explorer', zh: '国家浏览', ru: 'Обзор стран' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'solutionList',
            labels: { singular: { en: 'Solution list', zh: '解决方案列表', ru: 'Список решений' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'newsList',
            labels: { singular: { en: 'News list', zh: '新闻列表', ru: 'Список новостей' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'serviceList',
            labels: { singular: { en: 'Service list', zh: '服务列表', ru: 'Список сервисов' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'officeList',
            labels: { singular: { en: 'Office list', zh: '办公地点列表', ru: 'Список офисов' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'faq',
            labels: { singular: { en: 'FAQ', zh: '常见问题', ru: 'Вопросы и ответы' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              {
                type: 'array',
                name: 'items',
                label: { en: 'Questions', zh: '问题', ru: 'Вопросы' },
                fields: [
                  { type: 'text', name: 'question', label: { en: 'Question', zh: '问题', ru: 'Вопрос' } },
                  { type: 'textarea', name: 'answer', label: { en: 'Answer', zh: '回答', ru: 'Ответ' } },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'callToAction',
            labels: { singular: { en: 'Call to action', zh: '行动号召', ru: 'Призыв к действию' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'text', label: { en: 'Text', zh: '正文', ru: 'Текст' } },
              { type: 'text', name: 'label', label: { en: 'Button text', zh: '按钮文字', ru: 'Текст кнопки' } },
              { type: 'text', name: 'href', label: { en: 'Link', zh: '链接', ru: 'Ссылка' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'video',
            labels: { singular: { en: 'Video', zh: '视频', ru: 'Видео' } },
            fields: [
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'text', name: 'url', label: { en: 'Video URL', zh: '视频地址', ru: 'Адрес видео' } },
              { type: 'text', name: 'caption', label: { en: 'Caption', zh: '说明文字', ru: 'Подпись' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'demoForm',
            labels: { singular: { en: 'Demo request form', zh: '预约演示表单', ru: 'Форма заявки на демо' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'contactForm',
            labels: { singular: { en: 'Contact form', zh: '联系表单', ru: 'Форма обратной связи' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'creditReportForm',
            labels: {
              singular: { en: 'Credit report form', zh: '信用报告申请表单', ru: 'Форма заказа кредитного отчёта' },
            },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
          {
            slug: 'debtClaimForm',
            labels: { singular: { en: 'Debt claim form', zh: '账款追收表单', ru: 'Форма взыскания долга' } },
            fields: [
              { type: 'text', name: 'anchor', label: { en: 'Anchor id', zh: '锚点 ID', ru: 'Якорь' } },
              { type: 'text', name: 'heading', label: { en: 'Heading', zh: '标题', ru: 'Заголовок' } },
              { type: 'textarea', name: 'intro', label: { en: 'Introduction', zh: '导语', ru: 'Вводный текст' } },
              { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
              { type: 'text', name: 'blockName', label: 'Block Name', admin: { disabled: true } },
            ],
          },
        ],
      },
      {
        type: 'group',
        name: 'meta',
        label: 'SEO',
        fields: [
          { type: 'text', name: 'title', label: 'Title', localized: true },
          { type: 'textarea', name: 'description', label: 'Description', localized: true },
        ],
      },
    ],
  },
  {
    slug: 'news',
    useAsTitle: 'title',
    onlySites: ['cn'],
    hasSites: true,
    fields: [
      { type: 'text', name: 'title', label: { en: 'Title', zh: '标题', ru: 'Заголовок' }, localized: true },
      { type: 'text', name: 'slug', label: { en: 'Slug', zh: '网址标识', ru: 'Идентификатор в URL' } },
      {
        type: 'textarea',
        name: 'summary',
        label: { en: 'Summary', zh: '摘要', ru: 'Краткое описание' },
        localized: true,
      },
      { type: 'richText', name: 'body', label: { en: 'Body', zh: '正文', ru: 'Текст статьи' }, localized: true },
      { type: 'text', name: 'videoUrl', label: { en: 'Video URL', zh: '视频地址', ru: 'Адрес видео' } },
      {
        type: 'group',
        name: 'meta',
        label: 'SEO',
        fields: [
          { type: 'text', name: 'title', label: 'Title', localized: true },
          { type: 'textarea', name: 'description', label: 'Description', localized: true },
        ],
      },
    ],
  },
  {
    slug: 'case-studies',
    useAsTitle: 'customer',
    hasSites: true,
    fields: [
      { type: 'text', name: 'customer', label: { en: 'Customer', zh: '客户名称', ru: 'Клиент' }, localized: true },
      { type: 'text', name: 'slug', label: { en: 'Slug', zh: '网址标识', ru: 'Идентификатор в URL' } },
      {
        type: 'row',
        fields: [
          { type: 'text', name: 'industry', label: { en: 'Industry', zh: '行业', ru: 'Отрасль' }, localized: true },
          {
            type: 'text',
            name: 'location',
            label: { en: 'Based in', zh: '所在地', ru: 'Где находится' },
            localized: true,
          },
        ],
      },
      {
        type: 'text',
        name: 'headline',
        label: { en: 'Headline result', zh: '核心成果', ru: 'Главный результат' },
        localized: true,
      },
      { type: 'textarea', name: 'summary', label: { en: 'Summary', zh: '摘要', ru: 'Кратко' }, localized: true },
      {
        type: 'textarea',
        name: 'problem',
        label: { en: 'The problem', zh: '遇到的问题', ru: 'Задача' },
        localized: true,
      },
      {
        type: 'richText',
        name: 'body',
        label: { en: 'What they did', zh: '解决方法', ru: 'Что сделали' },
        localized: true,
      },
      {
        type: 'array',
        name: 'results',
        label: { en: 'Results in numbers', zh: '成果数据', ru: 'Результаты в цифрах' },
        localized: true,
        fields: [
          {
            type: 'row',
            fields: [
              { type: 'text', name: 'figure', label: { en: 'Figure', zh: '数字', ru: 'Цифра' } },
              { type: 'text', name: 'label', label: { en: 'What it measures', zh: '说明', ru: 'Что означает' } },
            ],
          },
          { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
        ],
      },
      { type: 'textarea', name: 'outcome', label: { en: 'The result', zh: '结果', ru: 'Итог' }, localized: true },
      {
        type: 'group',
        name: 'quote',
        label: { en: 'Quote', zh: '客户原话', ru: 'Цитата' },
        localized: true,
        fields: [
          { type: 'textarea', name: 'text', label: { en: 'Quote', zh: '引语', ru: 'Цитата' } },
          {
            type: 'row',
            fields: [
              { type: 'text', name: 'person', label: { en: 'Name', zh: '姓名', ru: 'Имя' } },
              { type: 'text', name: 'role', label: { en: 'Role', zh: '职务', ru: 'Должность' } },
            ],
          },
        ],
      },
      {
        type: 'group',
        name: 'meta',
        label: 'SEO',
        fields: [
          { type: 'text', name: 'title', label: 'Title', localized: true },
          { type: 'textarea', name: 'description', label: 'Description', localized: true },
        ],
      },
    ],
  },
  {
    slug: 'solutions',
    useAsTitle: 'title',
    hasSites: false,
    fields: [
      { type: 'text', name: 'title', label: { en: 'Title', zh: '标题', ru: 'Заголовок' }, localized: true },
      { type: 'text', name: 'slug', label: { en: 'Slug', zh: '网址标识', ru: 'Идентификатор в URL' } },
      { type: 'text', name: 'icon', label: { en: 'Icon', zh: '图标', ru: 'Иконка' } },
      {
        type: 'textarea',
        name: 'summary',
        label: { en: 'Summary', zh: '摘要', ru: 'Краткое описание' },
        localized: true,
      },
      {
        type: 'array',
        name: 'challenges',
        label: { en: 'Challenges', zh: '客户痛点', ru: 'Задачи клиента' },
        localized: true,
        fields: [
          { type: 'text', name: 'text', label: { en: 'Text', zh: '内容', ru: 'Текст' } },
          { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
        ],
      },
      {
        type: 'array',
        name: 'benefits',
        label: { en: 'Benefits', zh: '方案价值', ru: 'Преимущества' },
        localized: true,
        fields: [
          { type: 'text', name: 'title', label: { en: 'Title', zh: '标题', ru: 'Заголовок' } },
          { type: 'textarea', name: 'text', label: { en: 'Text', zh: '说明', ru: 'Текст' } },
          { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
        ],
      },
      { type: 'richText', name: 'body', label: { en: 'Body', zh: '正文', ru: 'Основной текст' }, localized: true },
      {
        type: 'group',
        name: 'meta',
        label: 'SEO',
        fields: [
          { type: 'text', name: 'title', label: 'Title', localized: true },
          { type: 'textarea', name: 'description', label: 'Description', localized: true },
        ],
      },
    ],
  },
  {
    slug: 'services',
    useAsTitle: 'name',
    hasSites: true,
    fields: [
      { type: 'text', name: 'name', label: { en: 'Name', zh: '名称', ru: 'Название' }, localized: true },
      { type: 'text', name: 'slug', label: { en: 'Slug', zh: '网址标识', ru: 'Идентификатор в URL' } },
      {
        type: 'text',
        name: 'provider',
        label: { en: 'Provider', zh: '服务商', ru: 'Поставщик услуги' },
        localized: true,
      },
      {
        type: 'textarea',
        name: 'summary',
        label: { en: 'Summary', zh: '摘要', ru: 'Краткое описание' },
        localized: true,
      },
      { type: 'richText', name: 'body', label: { en: 'Body', zh: '正文', ru: 'Основной текст' }, localized: true },
      {
        type: 'group',
        name: 'meta',
        label: 'SEO',
        fields: [
          { type: 'text', name: 'title', label: 'Title', localized: true },
          { type: 'textarea', name: 'description', label: 'Description', localized: true },
        ],
      },
    ],
  },
  {
    slug: 'package-tiers',
    useAsTitle: 'name',
    hasSites: false,
    fields: [
      { type: 'text', name: 'name', label: { en: 'Name', zh: '名称', ru: 'Название' }, localized: true },
      { type: 'row', fields: [] },
      { type: 'text', name: 'datasets', label: { en: 'Datasets', zh: '包含的数据集', ru: 'Наборы данных' } },
      {
        type: 'textarea',
        name: 'summary',
        label: { en: 'Summary', zh: '简介', ru: 'Краткое описание' },
        localized: true,
      },
      {
        type: 'array',
        name: 'features',
        label: { en: 'Features', zh: '套餐权益', ru: 'Что входит' },
        localized: true,
        fields: [
          { type: 'text', name: 'text', label: { en: 'Text', zh: '内容', ru: 'Текст' } },
          { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
        ],
      },
    ],
  },
  {
    slug: 'countries',
    useAsTitle: 'name',
    hasSites: false,
    fields: [
      { type: 'text', name: 'name', label: { en: 'Name', zh: '名称', ru: 'Название' }, localized: true },
      { type: 'text', name: 'iso2', label: { en: 'ISO code', zh: 'ISO 代码', ru: 'Код ISO' } },
      {
        type: 'textarea',
        name: 'description',
        label: { en: 'Description', zh: '简介', ru: 'Описание' },
        localized: true,
      },
    ],
  },
  {
    slug: 'datasets',
    useAsTitle: 'code',
    hasSites: false,
    fields: [
      { type: 'text', name: 'code', label: { en: 'Code', zh: '数据源代码', ru: 'Код' } },
      {
        type: 'row',
        fields: [
          { type: 'text', name: 'country', label: { en: 'Country', zh: '国家', ru: 'Страна' } },
          { type: 'text', name: 'yearsCovered', label: { en: 'Years covered', zh: '覆盖年份', ru: 'Период данных' } },
        ],
      },
      { type: 'text', name: 'name', label: { en: 'Name', zh: '名称', ru: 'Название' }, localized: true },
      {
        type: 'textarea',
        name: 'description',
        label: { en: 'Description', zh: '简介', ru: 'Описание' },
        localized: true,
      },
      {
        type: 'text',
        name: 'updateFrequency',
        label: { en: 'Update frequency', zh: '更新频率', ru: 'Частота обновления' },
        localized: true,
      },
      {
        type: 'array',
        name: 'fields',
        label: { en: 'Data fields', zh: '数据字段', ru: 'Поля данных' },
        localized: true,
        fields: [
          { type: 'text', name: 'name', label: { en: 'Field name', zh: '字段名称', ru: 'Название поля' } },
          { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
        ],
      },
    ],
  },
  {
    slug: 'utility-tools',
    useAsTitle: 'name',
    hasSites: false,
    fields: [
      { type: 'text', name: 'name', label: { en: 'Name', zh: '名称', ru: 'Название' }, localized: true },
      { type: 'text', name: 'url', label: { en: 'Link (URL)', zh: '链接（URL）', ru: 'Ссылка (URL)' } },
    ],
  },
  {
    slug: 'legal-documents',
    useAsTitle: 'title',
    hasSites: false,
    fields: [
      { type: 'text', name: 'title', label: { en: 'Title', zh: '标题', ru: 'Заголовок' }, localized: true },
      { type: 'text', name: 'version', label: { en: 'Version', zh: '版本', ru: 'Версия' } },
      { type: 'richText', name: 'body', label: { en: 'Body', zh: '正文', ru: 'Текст' }, localized: true },
    ],
  },
  {
    slug: 'offices',
    useAsTitle: 'city',
    hasSites: false,
    fields: [
      { type: 'text', name: 'city', label: { en: 'City', zh: '城市', ru: 'Город' }, localized: true },
      { type: 'text', name: 'country', label: { en: 'Country', zh: '国家/地区', ru: 'Страна' }, localized: true },
      { type: 'textarea', name: 'address', label: { en: 'Address', zh: '地址', ru: 'Адрес' }, localized: true },
      {
        type: 'text',
        name: 'hours',
        label: { en: 'Opening hours', zh: '办公时间', ru: 'Часы работы' },
        localized: true,
      },
      {
        type: 'row',
        fields: [
          { type: 'text', name: 'phone', label: { en: 'Phone', zh: '电话', ru: 'Телефон' } },
          { type: 'text', name: 'email', label: { en: 'E-mail', zh: '邮箱', ru: 'E-mail' } },
        ],
      },
    ],
  },
  {
    slug: 'nav-items',
    useAsTitle: 'name',
    hasSites: true,
    fields: [
      { type: 'text', name: 'name', label: { en: 'Name', zh: '名称', ru: 'Название' }, localized: true },
      { type: 'row', fields: [{ type: 'text', name: 'path', label: { en: 'Link', zh: '链接', ru: 'Ссылка' } }] },
      { type: 'text', name: 'group', label: { en: 'Column', zh: '分组', ru: 'Колонка' }, localized: true },
      { type: 'row', fields: [{ type: 'text', name: 'icon', label: { en: 'Icon', zh: '图标', ru: 'Иконка' } }] },
      {
        type: 'collapsible',
        label: { en: 'Dropdown panel', zh: '下拉面板', ru: 'Выпадающая панель' },
        fields: [
          {
            type: 'text',
            name: 'contentHeading',
            label: { en: 'Panel heading', zh: '面板标题', ru: 'Заголовок панели' },
            localized: true,
          },
          {
            type: 'textarea',
            name: 'contentText',
            label: { en: 'Panel text', zh: '面板文字', ru: 'Текст панели' },
            localized: true,
          },
          { type: 'text', name: 'moreHref', label: { en: '“More” link', zh: '“更多”链接', ru: 'Ссылка «Подробнее»' } },
        ],
      },
    ],
  },
  {
    slug: 'media',
    useAsTitle: 'filename',
    hasSites: false,
    fields: [
      {
        type: 'text',
        name: 'alt',
        label: { en: 'Alternative text', zh: '替代文字', ru: 'Альтернативный текст' },
        localized: true,
      },
      { type: 'text', name: 'prefix', label: 'Prefix', admin: { hidden: true, readOnly: true } },
      { type: 'text', name: '_objectKey', label: '_object Key', admin: { hidden: true, readOnly: true } },
      { type: 'text', name: 'url', label: 'URL', admin: { hidden: true, readOnly: true } },
      { type: 'text', name: 'thumbnailURL', label: 'Thumbnail URL', admin: { hidden: true, readOnly: true } },
      { type: 'text', name: 'filename', admin: { hidden: true, readOnly: true } },
      { type: 'text', name: 'mimeType', label: 'MIME Type', admin: { hidden: true, readOnly: true } },
      {
        type: 'group',
        name: 'sizes',
        label: 'Sizes',
        admin: { hidden: true },
        fields: [
          {
            type: 'group',
            name: 'thumbnail',
            label: 'Thumbnail',
            admin: { hidden: true },
            fields: [
              { type: 'text', name: 'url', label: 'URL', admin: { hidden: true, readOnly: true } },
              { type: 'text', name: 'mimeType', label: 'MIME Type', admin: { hidden: true, readOnly: true } },
              { type: 'text', name: 'filename', admin: { hidden: true, readOnly: true } },
            ],
          },
          {
            type: 'group',
            name: 'card',
            label: 'Card',
            admin: { hidden: true },
            fields: [
              { type: 'text', name: 'url', label: 'URL', admin: { hidden: true, readOnly: true } },
              { type: 'text', name: 'mimeType', label: 'MIME Type', admin: { hidden: true, readOnly: true } },
              { type: 'text', name: 'filename', admin: { hidden: true, readOnly: true } },
            ],
          },
          {
            type: 'group',
            name: 'hero',
            label: 'Hero',
            admin: { hidden: true },
            fields: [
              { type: 'text', name: 'url', label: 'URL', admin: { hidden: true, readOnly: true } },
              { type: 'text', name: 'mimeType', label: 'MIME Type', admin: { hidden: true, readOnly: true } },
              { type: 'text', name: 'filename', admin: { hidden: true, readOnly: true } },
            ],
          },
        ],
      },
    ],
  },
]

export const TRACKED_GLOBALS: readonly FrozenGlobal[] = [
  {
    slug: 'site-settings',
    label: { en: 'Site settings', zh: '站点设置', ru: 'Настройки сайта' },
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            label: { en: 'Company and claims', zh: '公司与数据口径', ru: 'Компания и показатели' },
            fields: [
              {
                type: 'text',
                name: 'companyName',
                label: { en: 'Company name', zh: '公司名称', ru: 'Название компании' },
                localized: true,
              },
              { type: 'text', name: 'slogan', label: { en: 'Slogan', zh: '标语', ru: 'Слоган' }, localized: true },
              {
                type: 'group',
                name: 'claims',
                label: { en: 'Figures on the sites', zh: '网站展示数据', ru: 'Цифры на сайтах' },
                fields: [
                  {
                    type: 'row',
                    fields: [
                      {
                        type: 'text',
                        name: 'countries',
                        label: { en: 'Countries and regions', zh: '国家和地区', ru: 'Страны и регионы' },
                      },
                      {
                        type: 'text',
                        name: 'countriesExact',
                        label: { en: 'Countries (exact)', zh: '国家数（精确）', ru: 'Стран (точно)' },
                      },
                      {
                        type: 'text',
                        name: 'creditCountries',
                        label: { en: 'Credit-report coverage', zh: '信用报告覆盖国家', ru: 'Охват кредитных отчётов' },
                      },
                    ],
                  },
                  {
                    type: 'text',
                    name: 'companies',
                    label: { en: 'Companies (126 million)', zh: '企业数量（1.26 亿）', ru: 'Компаний (126 млн)' },
                    localized: true,
                  },
                ],
              },
              {
                type: 'text',
                name: 'contactDomain',
                label: { en: 'Contact domain', zh: '联系邮箱域名', ru: 'Домен контактных адресов' },
              },
              {
                type: 'row',
                fields: [
                  {
                    type: 'text',
                    name: 'supportEmail',
                    label: { en: 'Support e-mail', zh: '客服邮箱', ru: 'E-mail поддержки' },
                  },
                  {
                    type: 'text',
                    name: 'salesEmail',
                    label: { en: 'Sales e-mail', zh: '销售邮箱', ru: 'E-mail отдела продаж' },
                  },
                ],
              },
            ],
          },
          {
            label: { en: 'Contact widget (/cn)', zh: '悬浮联系窗（/cn）', ru: 'Виджет контактов (/cn)' },
            fields: [
              {
                type: 'group',
                name: 'contactWidget',
                label: { en: 'Contact widget', zh: '悬浮联系窗', ru: 'Виджет контактов' },
                fields: [
                  {
                    type: 'row',
                    fields: [
                      { type: 'text', name: 'wechatId', label: { en: 'WeChat ID', zh: '微信号', ru: 'ID в WeChat' } },
                      { type: 'text', name: 'qq', label: { en: 'QQ', zh: 'QQ 号', ru: 'QQ' } },
                      { type: 'text', name: 'phone', label: { en: 'Phone', zh: '电话', ru: 'Телефон' } },
                    ],
                  },
                  {
                    type: 'text',
                    name: 'hours',
                    label: { en: 'Service hours', zh: '服务时间', ru: 'Часы работы' },
                    localized: true,
                  },
                ],
              },
            ],
          },
          {
            label: { en: 'Bank transfer', zh: '银行转账', ru: 'Банковский перевод' },
            fields: [
              {
                type: 'group',
                name: 'bankTransfer',
                label: { en: 'Bank details', zh: '收款账户', ru: 'Банковские реквизиты' },
                fields: [
                  {
                    type: 'group',
                    name: 'international',
                    label: {
                      en: 'Hong Kong / international',
                      zh: '香港 / 境外账户',
                      ru: 'Гонконг / международный счёт',
                    },
                    fields: [
                      {
                        type: 'row',
                        fields: [
                          {
                            type: 'text',
                            name: 'beneficiary',
                            label: { en: 'Beneficiary', zh: '收款人', ru: 'Получатель' },
                          },
                          { type: 'text', name: 'bank', label: { en: 'Bank', zh: '开户银行', ru: 'Банк' } },
                        ],
                      },
                      {
                        type: 'row',
                        fields: [
                          {
                            type: 'text',
                            name: 'account',
                            label: { en: 'Account number', zh: '账号', ru: 'Номер счёта' },
                          },
                          {
                            type: 'text',
                            name: 'swift',
                            label: { en: 'SWIFT code', zh: 'SWIFT 代码', ru: 'Код SWIFT' },
                          },
                        ],
                      },
                      {
                        type: 'text',
                        name: 'address',
                        label: { en: 'Bank address', zh: '银行地址', ru: 'Адрес банка' },
                      },
                      {
                        type: 'textarea',
                        name: 'note',
                        label: { en: 'Note for the buyer', zh: '给买家的说明', ru: 'Примечание для покупателя' },
                        localized: true,
                      },
                    ],
                  },
                  {
                    type: 'group',
                    name: 'mainland',
                    label: { en: 'Mainland China', zh: '中国大陆账户', ru: 'Счёт в материковом Китае' },
                    fields: [
                      {
                        type: 'row',
                        fields: [
                          {
                            type: 'text',
                            name: 'beneficiary',
                            label: { en: 'Beneficiary', zh: '收款人', ru: 'Получатель' },
                          },
                          { type: 'text', name: 'bank', label: { en: 'Bank', zh: '开户银行', ru: 'Банк' } },
                        ],
                      },
                      {
                        type: 'row',
                        fields: [
                          {
                            type: 'text',
                            name: 'account',
                            label: { en: 'Account number', zh: '账号', ru: 'Номер счёта' },
                          },
                          { type: 'text', name: 'branch', label: { en: 'Branch', zh: '开户支行', ru: 'Отделение' } },
                        ],
                      },
                      {
                        type: 'textarea',
                        name: 'note',
                        label: { en: 'Note for the buyer', zh: '给买家的说明', ru: 'Примечание для покупателя' },
                        localized: true,
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            label: { en: 'Receipts', zh: '收据', ru: 'Квитанции' },
            fields: [
              {
                type: 'group',
                name: 'seller',
                label: { en: 'Seller', zh: '卖方', ru: 'Продавец' },
                fields: [
                  {
                    type: 'text',
                    name: 'legalName',
                    label: {
                      en: 'Legal name (empty: company name)',
                      zh: '法定名称（留空则用公司名称）',
                      ru: 'Юридическое название (пусто: название компании)',
                    },
                    localized: true,
                  },
                  {
                    type: 'textarea',
                    name: 'address',
                    label: { en: 'Address', zh: '地址', ru: 'Адрес' },
                    localized: true,
                  },
                  {
                    type: 'row',
                    fields: [
                      {
                        type: 'text',
                        name: 'taxId',
                        label: {
                          en: 'Tax / registration number',
                          zh: '税号 / 登记号',
                          ru: 'ИНН / регистрационный номер',
                        },
                      },
                      {
                        type: 'text',
                        name: 'taxLabel',
                        label: {
                          en: 'Tax name (e.g. VAT)',
                          zh: '税种名称（如 增值税）',
                          ru: 'Название налога (напр. НДС)',
                        },
                        localized: true,
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            label: { en: 'Social links', zh: '社交媒体', ru: 'Соцсети' },
            fields: [
              {
                type: 'array',
                name: 'social',
                label: { en: 'Social links', zh: '社交媒体链接', ru: 'Ссылки на соцсети' },
                fields: [
                  {
                    type: 'row',
                    fields: [
                      { type: 'text', name: 'name', label: { en: 'Name', zh: '名称', ru: 'Название' } },
                      { type: 'text', name: 'url', label: { en: 'Link (URL)', zh: '链接（URL）', ru: 'Ссылка (URL)' } },
                    ],
                  },
                  { type: 'text', name: 'id', label: 'ID', admin: { hidden: true } },
                ],
              },
            ],
          },
          {
            label: { en: 'Markets', zh: '市场合规', ru: 'Рынки' },
            fields: [
              {
                type: 'group',
                name: 'markets',
                fields: [
                  {
                    type: 'row',
                    fields: [
                      {
                        type: 'text',
                        name: 'icpNumber',
                        label: { en: 'ICP filing number', zh: 'ICP 备案号', ru: 'Номер ICP' },
                      },
                      {
                        type: 'text',
                        name: 'publicSecurityNumber',
                        label: {
                          en: 'Public-security filing number',
                          zh: '公安备案号',
                          ru: 'Номер регистрации в МОБ КНР',
                        },
                      },
                    ],
                  },
                  {
                    type: 'group',
                    name: 'verification',
                    label: {
                      en: 'Search-engine verification codes',
                      zh: '搜索引擎站点验证码',
                      ru: 'Коды подтверждения для поисковых систем',
                    },
                    fields: [
                      {
                        type: 'group',
                        name: 'cn',
                        label: { en: '/cn (Chinese site)', zh: '/cn（中文站）', ru: '/cn (китайский сайт)' },
                        fields: [
                          {
                            type: 'row',
                            fields: [
                              { type: 'text', name: 'baidu', label: { en: 'Baidu', zh: '百度', ru: 'Baidu' } },
                              { type: 'text', name: 'yandex', label: { en: 'Yandex', zh: 'Yandex', ru: 'Яндекс' } },
                              { type: 'text', name: 'bing', label: { en: 'Bing', zh: '必应', ru: 'Bing' } },
                              { type: 'text', name: 'google', label: { en: 'Google', zh: '谷歌', ru: 'Google' } },
                            ],
                          },
                        ],
                      },
                      {
                        type: 'group',
                        name: 'en',
                        label: { en: '/en (English site)', zh: '/en（英文站）', ru: '/en (английский сайт)' },
                        fields: [
                          {
                            type: 'row',
                            fields: [
                              { type: 'text', name: 'baidu', label: { en: 'Baidu', zh: '百度', ru: 'Baidu' } },
                              { type: 'text', name: 'yandex', label: { en: 'Yandex', zh: 'Yandex', ru: 'Яндекс' } },
                              { type: 'text', name: 'bing', label: { en: 'Bing', zh: '必应', ru: 'Bing' } },
                              { type: 'text', name: 'google', label: { en: 'Google', zh: '谷歌', ru: 'Google' } },
                            ],
                          },
                        ],
                      },
                      {
                        type: 'group',
                        name: 'ru',
                        label: { en: '/ru (Russian site)', zh: '/ru（俄文站）', ru: '/ru (русский сайт)' },
                        fields: [
                          {
                            type: 'row',
                            fields: [
                              { type: 'text', name: 'baidu', label: { en: 'Baidu', zh: '百度', ru: 'Baidu' } },
                              { type: 'text', name: 'yandex', label: { en: 'Yandex', zh: 'Yandex', ru: 'Яндекс' } },
                              { type: 'text', name: 'bing', label: { en: 'Bing', zh: '必应', ru: 'Bing' } },
                              { type: 'text', name: 'google', label: { en: 'Google', zh: '谷歌', ru: 'Google' } },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'header',
    label: { en: 'Header', zh: '页头', ru: 'Шапка' },
    fields: [
      {
        type: 'group',
        name: 'cn',
        label: { en: 'Chinese site /cn', zh: '中文站 /cn', ru: 'Китайский сайт /cn' },
        fields: [
          {
            type: 'text',
            name: 'logoText',
            label: { en: 'Logo text', zh: '标志文字', ru: 'Текст логотипа' },
            localized: true,
          },
        ],
      },
      {
        type: 'group',
        name: 'en',
        label: { en: 'English site /en', zh: '英文站 /en', ru: 'Английский сайт /en' },
        fields: [
          {
            type: 'text',
            name: 'logoText',
            label: { en: 'Logo text', zh: '标志文字', ru: 'Текст логотипа' },
            localized: true,
          },
        ],
      },
      {
        type: 'group',
        name: 'ru',
        label: { en: 'Russian site /ru', zh: '俄文站 /ru', ru: 'Русский сайт /ru' },
        fields: [
          {
            type: 'text',
            name: 'logoText',
            label: { en: 'Logo text', zh: '标志文字', ru: 'Текст логотипа' },
            localized: true,
          },
        ],
      },
    ],
  },
  {
    slug: 'footer',
    label: { en: 'Footer', zh: '页脚', ru: 'Подвал' },
    fields: [
      {
        type: 'group',
        name: 'cn',
        label: { en: 'Chinese site /cn', zh: '中文站 /cn', ru: 'Китайский сайт /cn' },
        fields: [
          {
            type: 'text',
            name: 'demoLabel',
            label: { en: 'Request-a-demo button', zh: '“预约演示”按钮文字', ru: 'Кнопка «Заказать демо»' },
            localized: true,
          },
          {
            type: 'textarea',
            name: 'about',
            label: { en: 'About us', zh: '关于我们', ru: 'О компании' },
            localized: true,
          },
          {
            type: 'text',
            name: 'copyright',
            label: { en: 'Copyright', zh: '版权信息', ru: 'Авторские права' },
            localized: true,
          },
          {
            type: 'row',
            fields: [
              {
                type: 'text',
                name: 'privacyHref',
                label: { en: 'Privacy policy link', zh: '隐私政策链接', ru: 'Ссылка на политику конфиденциальности' },
              },
              {
                type: 'text',
                name: 'termsHref',
                label: { en: 'Terms link', zh: '服务条款链接', ru: 'Ссылка на условия использования' },
              },
              {
                type: 'text',
                name: 'sitemapHref',
                label: { en: 'Sitemap link', zh: '网站地图链接', ru: 'Ссылка на карту сайта' },
              },
            ],
          },
        ],
      },
      {
        type: 'group',
        name: 'en',
        label: { en: 'English site /en', zh: '英文站 /en', ru: 'Английский сайт /en' },
        fields: [
          {
            type: 'text',
            name: 'demoLabel',
            label: { en: 'Request-a-demo button', zh: '“预约演示”按钮文字', ru: 'Кнопка «Заказать демо»' },
            localized: true,
          },
          {
            type: 'textarea',
            name: 'about',
            label: { en: 'About us', zh: '关于我们', ru: 'О компании' },
            localized: true,
          },
          {
            type: 'text',
            name: 'copyright',
            label: { en: 'Copyright', zh: '版权信息', ru: 'Авторские права' },
            localized: true,
          },
          {
            type: 'row',
            fields: [
              {
                type: 'text',
                name: 'privacyHref',
                label: { en: 'Privacy policy link', zh: '隐私政策链接', ru: 'Ссылка на политику конфиденциальности' },
              },
              {
                type: 'text',
                name: 'termsHref',
                label: { en: 'Terms link', zh: '服务条款链接', ru: 'Ссылка на условия использования' },
              },
              {
                type: 'text',
                name: 'sitemapHref',
                label: { en: 'Sitemap link', zh: '网站地图链接', ru: 'Ссылка на карту сайта' },
              },
            ],
          },
        ],
      },
      {
        type: 'group',
        name: 'ru',
        label: { en: 'Russian site /ru', zh: '俄文站 /ru', ru: 'Русский сайт /ru' },
        fields: [
          {
            type: 'text',
            name: 'demoLabel',
            label: { en: 'Request-a-demo button', zh: '“预约演示”按钮文字', ru: 'Кнопка «Заказать демо»' },
            localized: true,
          },
          {
            type: 'textarea',
            name: 'about',
            label: { en: 'About us', zh: '关于我们', ru: 'О компании' },
            localized: true,
          },
          {
            type: 'text',
            name: 'copyright',
            label: { en: 'Copyright', zh: '版权信息', ru: 'Авторские права' },
            localized: true,
          },
          {
            type: 'row',
            fields: [
              {
                type: 'text',
                name: 'privacyHref',
                label: { en: 'Privacy policy link', zh: '隐私政策链接', ru: 'Ссылка на политику конфиденциальности' },
              },
              {
                type: 'text',
                name: 'termsHref',
                label: { en: 'Terms link', zh: '服务条款链接', ru: 'Ссылка на условия использования' },
              },
              {
                type: 'text',
                name: 'sitemapHref',
                label: { en: 'Sitemap link', zh: '网站地图链接', ru: 'Ссылка на карту сайта' },
              },
            ],
          },
        ],
      },
    ],
  },
]
