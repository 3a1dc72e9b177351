/** Home page of the three sites (/cn, /en, /ru). */
import type { SeedPage } from '../../types'
import { demoCta, l, partnerWall, testimonialStrip, trustedByRow } from './helpers'

export const homePage: SeedPage = {
  path: '',
  sites: ['cn', 'en', 'ru'],
  title: l(
    '贸易罗盘 - 海关数据、外贸获客与客户管理一体化平台',
    'TradeCompass – Customs Data, Buyer Discovery and Trade CRM in One Platform',
    'TradeCompass – таможенные данные, поиск покупателей и CRM для ВЭД',
  ),
  description: l(
    '贸易罗盘汇集72个国家的进出口海关数据与提单记录，集数据查询、智能拓客、客户管理、AI外贸工具和第三方服务于一体，帮助外贸企业精准找到海外买家与可靠供应商，按年订阅、一次付费、开箱即用，适合工厂、贸易公司与物流企业，支持在线预约产品演示与免费注册试用。',
    'TradeCompass brings import and export data from 72 countries together with prospecting, CRM and AI tools to help you find buyers and suppliers.',
    'TradeCompass объединяет данные импорта и экспорта 72 стран, поиск клиентов, CRM и ИИ-инструменты, чтобы вы находили покупателей и поставщиков.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'home',
      eyebrow: l('外贸数据与获客一体化平台', 'Trade intelligence platform', 'Платформа внешнеторговой аналитики'),
      heading: l(
        '用真实的进出口记录，找到下一位海外买家',
        'Find your next overseas buyer in real shipment records',
        'Находите новых зарубежных покупателей по реальным данным поставок',
      ),
      subheading: l(
        '贸易罗盘汇集72个国家的海关与提单数据，把“谁在买、买什么、从谁那里买、买了多少”变成可以直接跟进的销售线索，并在同一个平台里完成背景调查、开发信、社媒触达和客户管理。',
        'TradeCompass turns customs and bill-of-lading data from 72 countries into leads you can act on – who buys, what they buy, from whom and how much – and lets you vet, contact and manage those companies in one place.',
        'TradeCompass превращает таможенные данные и коносаменты 72 стран в готовые лиды: кто покупает, что, у кого и в каком объёме. Проверка контрагентов, рассылки и CRM – в одном окне.',
      ),
      primary: { label: l('预约产品演示', 'Request a demo', 'Запросить демо'), href: '/{site}/contact' },
      secondary: { label: l('免费注册', 'Join free', 'Зарегистрироваться бесплатно'), href: '/register' },
      primaryOpensDemo: true,
      image: { picture: 'product-search' },
    },
    trustedByRow(),
    {
      blockType: 'stats',
      heading: l(
        '覆盖全球贸易的数据底座',
        'A data foundation that spans world trade',
        'Данные, охватывающие мировую торговлю',
      ),
      items: [],
    },
    {
      blockType: 'featureGrid',
      heading: l(
        '外贸全流程，一个平台搞定',
        'Everything an export team needs, in one platform',
        'Весь цикл внешнеторговых продаж на одной платформе',
      ),
      intro: l(
        '从市场研究到成交回款，贸易罗盘把分散在海关、B2B平台、社交媒体和邮箱里的工作整合到一起。',
        'From market research to the signed order, TradeCompass pulls together work that is usually scattered across customs portals, B2B sites, social networks and inboxes.',
        'От анализа рынка до подписанного контракта: TradeCompass объединяет то, что обычно разбросано по таможенным порталам, B2B-площадкам, соцсетям и почте.',
      ),
      columns: 3,
      features: [
        {
          icon: 'database',
          title: l('海关数据查询', 'Customs data search', 'Поиск по таможенным данным'),
          text: l(
            '按产品描述、HS编码、进口商或出口商检索各国进出口记录，查看采购频次、数量、重量、金额、港口与贸易伙伴，一键生成企业贸易报告。',
            'Search import and export records by product description, HS code, importer or exporter. See frequency, quantity, weight, value, ports and trading partners, and open a full company trade report.',
            'Ищите записи импорта и экспорта по описанию товара, коду ТН ВЭД (HS), импортёру или экспортёру. Частота, объёмы, вес, стоимость, порты и партнёры – в отчёте по компании.',
          ),
        },
        {
          icon: 'chart',
          title: l('数据中心', 'Data hub', 'Центр данных'),
          text: l(
            '海关与贸易数据、全球及中国贸易统计、全球地图、B2B平台、社交媒体和展会信息集中呈现，帮助您判断市场容量与竞争格局。',
            'Customs and trade data, global and China trade statistics, a global map, B2B platforms, social media and exhibitions in one hub for sizing markets and reading the competition.',
            'Таможенные и торговые данные, мировая и китайская статистика, карта мира, B2B-площадки, соцсети и выставки – всё для оценки рынков и конкурентов.',
          ),
        },
        {
          icon: 'target',
          title: l('智能营销', 'Smart marketing', 'Умный маркетинг'),
          text: l(
            '按产品在社交平台和搜索引擎中挖掘潜在客户，按公司或产品自动化营销，系统推荐相似买家，所有线索沉淀到客户池。',
            'Dig for prospects by product across social platforms and search engines, run automated campaigns by company or product, get look-alike recommendations and keep every lead in your customer pool.',
            'Ищите потенциальных клиентов по товару в соцсетях и поисковиках, запускайте автоматический маркетинг по компании или товару, получайте рекомендации похожих покупателей.',
          ),
        },
        {
          icon: 'users',
          title: l('业务管理', 'Business management', 'Управление продажами'),
          text: l(
            'CRM区分私海、公海与合作客户，配合客户统计、邮件中心（邮箱、模板、报告）和产品管理，让团队跟进有据可查。',
            'A CRM with private, public and cooperative customers and customer statistics, an e-mail center with mailboxes, templates and reports, and product management for your catalogue.',
            'CRM с личными, общими и действующими клиентами и статистикой, почтовый центр с ящиками, шаблонами и отчётами, а также управление каталогом товаров.',
          ),
        },
        {
          icon: 'bolt',
          title: l('AI外贸工具', 'AI tools', 'ИИ-инструменты'),
          text: l(
            'AI撰写开发信与社媒文案，多语种翻译，另有汇率、时区、HS编码查询等实用工具，节省业务员的重复劳动。',
            'AI writes trade e-mails and social copy and translates between languages, alongside a list of everyday utilities such as currency, time-zone and HS code look-ups.',
            'ИИ пишет деловые письма и посты для соцсетей, переводит тексты; плюс набор утилит – курсы валют, часовые пояса, справочник кодов HS.',
          ),
        },
        {
          icon: 'shield',
          title: l('第三方服务', 'Third-party services', 'Сервисы партнёров'),
          text: l(
            '联合合作伙伴提供覆盖230个国家、1.26亿家企业的信用报告，以及“不成功不收费”的国际账款追收服务。',
            'Credit reports from our partner covering 230 countries and 126 million companies, plus international debt collection through two partners with no up-front fees.',
            'Кредитные отчёты партнёра по 230 странам и 126 млн компаний, а также международное взыскание долгов через двух партнёров без предоплаты.',
          ),
        },
      ],
    },
    {
      blockType: 'productShowcase',
      heading: l('核心产品', 'Core products', 'Ключевые продукты'),
      intro: l(
        '每个模块都可以单独使用，组合在一起就是一条完整的外贸获客链路。',
        'Each module works on its own; together they form a complete path from data to deal.',
        'Каждый модуль работает самостоятельно, а вместе они образуют полный путь от данных до сделки.',
      ),
      products: [
        {
          name: l('海关数据', 'Customs and shipment data', 'Таможенные данные и поставки'),
          summary: l(
            '以报关单和提单为基础的进出口明细，精确到每一票货。',
            'Line-level import and export records built on customs declarations and bills of lading.',
            'Детальные записи импорта и экспорта на основе деклараций и коносаментов – по каждой партии.',
          ),
          bullets: [
            l('72个国家的数据来源', 'Sources from 72 countries', 'Источники из 72 стран'),
            l(
              '按HS编码、产品、公司多维检索',
              'Search by HS code, product or company',
              'Поиск по коду HS, товару или компании',
            ),
            l(
              '贸易伙伴与采购趋势分析',
              'Trading-partner and purchase-trend analysis',
              'Анализ партнёров и динамики закупок',
            ),
          ],
        },
        {
          name: l('全球企业库', 'Global company database', 'Глобальная база компаний'),
          summary: l(
            '把海关记录中的企业与官网、邮箱、电话、社媒账号关联起来。',
            'Links the companies in customs records to their websites, e-mails, phone numbers and social accounts.',
            'Связывает компании из таможенных записей с их сайтами, почтой, телефонами и аккаунтами в соцсетях.',
          ),
          bullets: [
            l('企业档案与关键联系人', 'Company profiles and key contacts', 'Профили компаний и ключевые контакты'),
            l('合作伙伴关系图谱', 'Partner relationship map', 'Карта деловых связей'),
            l('一键加入客户池', 'Add to your customer pool in one click', 'Добавление в пул клиентов в один клик'),
          ],
        },
        {
          name: l('智能拓客', 'Smart prospecting', 'Умный поиск клиентов'),
          summary: l(
            '从社交平台、搜索引擎和B2B平台中自动挖掘目标客户。',
            'Finds target customers across social platforms, search engines and B2B marketplaces.',
            'Находит целевых клиентов в соцсетях, поисковых системах и на B2B-площадках.',
          ),
          bullets: [
            l(
              '按产品或公司自动营销',
              'Automated marketing by product or company',
              'Автоматический маркетинг по товару или компании',
            ),
            l('相似买家智能推荐', 'Look-alike buyer recommendations', 'Рекомендации похожих покупателей'),
            l('挖掘记录随时回看', 'Every dig saved for later', 'История поисков всегда под рукой'),
          ],
        },
        {
          name: l('CRM与邮件中心', 'CRM and e-mail center', 'CRM и почтовый центр'),
          summary: l(
            '从线索到成交的客户管理，开发信发送与效果追踪。',
            'Customer management from lead to order, with outreach e-mail and tracking.',
            'Управление клиентами от лида до заказа, рассылки и отслеживание откликов.',
          ),
          bullets: [
            l(
              '私海、公海、合作客户分层管理',
              'Private, public and cooperative customers',
              'Личные, общие и действующие клиенты',
            ),
            l('邮件模板与发送报告', 'E-mail templates and send reports', 'Шаблоны писем и отчёты о рассылках'),
            l('客户统计看板', 'Customer statistics dashboard', 'Статистика по клиентам'),
          ],
        },
      ],
    },
    {
      blockType: 'solutionList',
      heading: l(
        '为不同角色量身定制的解决方案',
        'Solutions for every role in trade',
        'Решения для всех участников ВЭД',
      ),
      intro: l(
        '采购商、供应商、物流企业、研究与媒体机构、律所、金融与投资机构、政府与院校，都在用贸易罗盘的数据做决策。',
        'Buyers, suppliers, logistics firms, researchers and media, law firms, financial and investment firms, government and education all make decisions with TradeCompass data.',
        'Покупатели, поставщики, логисты, аналитики и СМИ, юристы, банки и инвесторы, госорганы и вузы принимают решения на данных TradeCompass.',
      ),
    },
    testimonialStrip(),
    {
      blockType: 'logoWall',
      heading: l('服务的客户行业', 'Industries our customers work in', 'Отрасли наших клиентов'),
      logos: [
        { name: l('机械设备', 'Machinery and equipment', 'Машиностроение и оборудование') },
        { name: l('电子电器', 'Electronics and appliances', 'Электроника и бытовая техника') },
        { name: l('纺织服装', 'Textiles and apparel', 'Текстиль и одежда') },
        { name: l('化工原料', 'Chemicals and raw materials', 'Химия и сырьё') },
        { name: l('汽车及配件', 'Automotive and parts', 'Автомобили и автокомпоненты') },
        { name: l('家居建材', 'Furniture and building materials', 'Мебель и стройматериалы') },
        { name: l('新能源与光伏', 'New energy and solar', 'Новая энергетика и солнечные панели') },
        { name: l('医疗器械', 'Medical devices', 'Медицинские изделия') },
        { name: l('食品农产品', 'Food and agriculture', 'Продукты питания и агросектор') },
        { name: l('物流货代', 'Logistics and freight forwarding', 'Логистика и экспедирование') },
        { name: l('金融与投资', 'Finance and investment', 'Финансы и инвестиции') },
        { name: l('研究与咨询', 'Research and consulting', 'Исследования и консалтинг') },
      ],
    },
    partnerWall(),
    {
      blockType: 'newsList',
      heading: l('最新动态', 'Latest news', 'Новости'),
      limit: 3,
    },
    demoCta(
      l(
        '30分钟，看清您产品的海外买家在哪里',
        'See where the buyers for your product are – in 30 minutes',
        'За 30 минут покажем, где покупатели вашего товара',
      ),
      l(
        '告诉我们您的产品和目标市场，顾问会用真实数据为您演示采购商分布、主要竞争对手和可以立即联系的潜在客户。',
        'Tell us your product and target markets. A consultant will walk you through real data: where buyers are, who your competitors ship to and which prospects you can contact today.',
        'Расскажите о товаре и целевых рынках – консультант покажет на реальных данных, где покупатели, кому поставляют конкуренты и с кем можно связаться уже сегодня.',
      ),
    ),
  ],
}
