/** The product pages of the Chinese site: /cn/product/{trade,search,tuoke,buyer,goldspider,global,crm}. */
import type { HeroBlock, L, SeedPage } from '../../types'
import { demoCta, l, rich } from './helpers'
import type { Visual } from '../../visuals'

/** The hero of a product page, with the product's screen (in each language) beside it. */
function productHero(eyebrow: L, heading: L, subheading: L, screen: Visual): HeroBlock {
  return {
    blockType: 'hero',
    variant: 'page',
    eyebrow,
    heading,
    subheading,
    primary: { label: l('预约产品演示', 'Request a demo', 'Запросить демо'), href: '/cn/contact' },
    secondary: { label: l('免费注册试用', 'Join free', 'Зарегистрироваться'), href: '/register' },
    primaryOpensDemo: true,
    image: { picture: `product-${screen}` },
  }
}

const trade: SeedPage = {
  path: 'product/trade',
  sites: ['cn'],
  title: l(
    '海关数据 - 全球进出口提单与报关数据查询 - 贸易罗盘',
    'Customs data – TradeCompass',
    'Таможенные данные – TradeCompass',
  ),
  description: l(
    '贸易罗盘海关数据覆盖72个国家：63国的进出口报关单与提单逐票记录，另有9国的官方贸易统计，支持按产品描述、HS编码、进口商、出口商检索，查看交易日期、数量、重量、金额、港口与运输方式，分析采购商的采购周期和供应商结构，精准锁定真正有需求的海外买家，并一键生成企业贸易报告。',
    'Customs data from 72 countries – declarations and bills of lading from 63, official statistics from 9 more – searchable by product, HS code, importer and exporter, with trading-partner analysis.',
    'Таможенные данные 72 стран – декларации и коносаменты 63 стран и официальная статистика ещё 9: поиск по товару, коду HS, импортёру и экспортёру, анализ партнёров и закупок.',
  ),
  layout: [
    productHero(
      l('海关数据', 'Customs data', 'Таможенные данные'),
      l(
        '每一票货都有记录，每一个买家都有迹可循',
        'Every shipment on record, every buyer traceable',
        'Каждая поставка в базе – каждый покупатель на виду',
      ),
      l(
        '基于各国报关单和提单的进出口明细数据（63个国家），另有9个国家的官方贸易统计，共覆盖72个国家，让您看清谁在采购您的产品、从哪里采购、采购了多少。',
        'Line-level import and export data from customs declarations and bills of lading in 63 countries, plus official trade statistics for 9 more: see who buys your product, from where and how much.',
        'Детальные данные импорта и экспорта из деклараций и коносаментов 63 стран и официальная торговая статистика ещё 9: кто покупает ваш товар, откуда и в каком объёме.',
      ),
      'search',
    ),
    {
      blockType: 'featureGrid',
      heading: l(
        '为什么外贸人都在用海关数据',
        'Why trade teams rely on customs data',
        'Почему экспортёры работают с таможенными данными',
      ),
      columns: 3,
      features: [
        {
          icon: 'globe',
          title: l('72个国家', '72 countries', '72 страны'),
          text: l(
            '覆盖美洲、亚洲、欧洲、非洲和大洋洲的主要贸易国，既有进口数据，也有出口数据。',
            'Major trading nations in the Americas, Asia, Europe, Africa and Oceania, with both import and export data.',
            'Ключевые торговые страны Америки, Азии, Европы, Африки и Океании – данные импорта и экспорта.',
          ),
        },
        {
          icon: 'search',
          title: l('四种检索方式', 'Four ways to search', 'Четыре способа поиска'),
          text: l(
            '按产品描述、HS编码、进口商或出口商检索，可叠加时间段、国家和港口条件精确筛选。',
            'Search by product description, HS code, importer or exporter, then narrow by date range, country and port.',
            'Ищите по описанию товара, коду HS, импортёру или экспортёру и уточняйте по периоду, стране и порту.',
          ),
        },
        {
          icon: 'document',
          title: l('完整交易字段', 'Complete shipment fields', 'Полные данные о поставке'),
          text: l(
            '交易日期、产品描述、数量、重量、金额、起运港与目的港、运输方式等字段一目了然。',
            'Date, product description, quantity, weight, value, ports of loading and discharge and mode of transport at a glance.',
            'Дата, описание товара, количество, вес, стоимость, порты отправления и назначения, вид транспорта.',
          ),
        },
        {
          icon: 'link',
          title: l('贸易伙伴报告', 'Trading-partner reports', 'Отчёты о партнёрах'),
          text: l(
            '一键查看采购商的全部供应商、供应商的全部客户，找出竞争对手正在服务的买家。',
            'See every supplier of a buyer and every customer of a supplier, and find the buyers your competitors serve.',
            'Все поставщики покупателя и все клиенты поставщика – находите покупателей, с которыми работают конкуренты.',
          ),
        },
        {
          icon: 'chart',
          title: l('采购趋势分析', 'Purchase-trend analysis', 'Анализ динамики закупок'),
          text: l(
            '按月统计采购频次与金额，判断买家的采购周期、季节性和规模，把握报价时机。',
            'Monthly frequency and value charts reveal a buyer’s purchase cycle, seasonality and size, so you quote at the right time.',
            'Помесячная частота и стоимость закупок показывают цикл, сезонность и масштаб покупателя.',
          ),
        },
        {
          icon: 'star',
          title: l('收藏与导出', 'Save and export', 'Избранное и экспорт'),
          text: l(
            '重点企业一键收藏，检索结果按权限导出Excel，直接导入CRM开始跟进。',
            'Bookmark key companies and export results to Excel within your plan’s limits, ready to load into the CRM.',
            'Сохраняйте важные компании и выгружайте результаты в Excel в рамках тарифа – сразу в CRM.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: l('四步找到精准买家', 'Four steps to the right buyer', 'Четыре шага к нужному покупателю'),
      content: rich(
        `
        1. **输入产品关键词或HS编码**：例如“solar inverter”或HS 850440，选择目标国家和时间范围。
        2. **筛选进口商**：按采购次数、采购金额、最近采购日期排序，排除贸易量过小或已停止采购的企业。
        3. **查看企业贸易报告**：了解买家的主要供应商、采购品类、常用港口和采购周期。
        4. **获取联系方式并跟进**：关联全球企业库查看官网、邮箱和社媒，一键加入客户池或CRM，用邮件中心发送开发信。

        数据覆盖范围取决于您的套餐，可在[联系我们](/cn/contact)页面咨询具体国家的数据情况。
        `,
        `
        1. **Enter a product keyword or HS code** – for example “solar inverter” or HS 850440 – and choose the countries and period.
        2. **Filter importers** by number of shipments, value and latest shipment date, leaving out companies that are too small or have stopped buying.
        3. **Open the company trade report** to see the buyer’s main suppliers, product mix, usual ports and purchase cycle.
        4. **Get contacts and follow up**: check the website, e-mails and social accounts in the global company database, add the company to your pool or CRM and send an e-mail from the e-mail center.

        Coverage depends on your package; ask us about a specific country on the [contact page](/cn/contact).
        `,
        `
        1. **Введите ключевое слово или код HS** – например, «solar inverter» или HS 850440 – и выберите страны и период.
        2. **Отфильтруйте импортёров** по числу поставок, стоимости и дате последней поставки.
        3. **Откройте отчёт по компании**: основные поставщики, ассортимент, порты и цикл закупок.
        4. **Получите контакты и начните работу**: сайт, почта и соцсети из глобальной базы, добавление в пул или CRM, письмо из почтового центра.

        Покрытие зависит от пакета; о данных по конкретной стране спросите на [странице контактов](/cn/contact).
        `,
      ),
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l(
            '海关数据来源是什么？',
            'Where does the customs data come from?',
            'Откуда берутся таможенные данные?',
          ),
          answer: l(
            '数据来自各国海关公开或授权的报关单、提单以及出口申报记录，经过清洗、翻译和企业名称标准化后提供查询。不同国家公开的字段不同，部分国家不公布企业名称。',
            'It comes from customs declarations, bills of lading and export declarations that each country publishes or licenses. We clean, translate and standardise company names. Published fields vary; some countries do not publish company names.',
            'Из деклараций, коносаментов и экспортных деклараций, которые страны публикуют или лицензируют. Мы очищаем, переводим и нормализуем названия компаний. Состав полей различается; некоторые страны не раскрывают названия компаний.',
          ),
        },
        {
          question: l(
            '我的套餐能查哪些国家？',
            'Which countries can I search?',
            'Какие страны доступны в моём пакете?',
          ),
          answer: l(
            '每个账号开通的数据源以套餐为准，从仅含美国进口数据的PRO套餐，到含62个国家进口和47个国家出口数据的Deluxe套餐不等。登录后在数据中心可以看到已开通的国家。',
            'It depends on your package – from PRO with US import data to Deluxe with import data for 62 countries and export data for 47. After logging in, the data center shows which sources are enabled.',
            'Зависит от пакета: от PRO с импортом США до Deluxe с импортом 62 и экспортом 47 стран. Подключённые источники видны в центре данных после входа.',
          ),
        },
        {
          question: l('数据多久更新一次？', 'How often is the data updated?', 'Как часто обновляются данные?'),
          answer: l(
            '我们按各国海关发布节奏持续更新，不同国家的更新频率和时间滞后不同，每个数据源的最新日期在查询页面上都会标明。',
            'We update each source as the country publishes it, so frequency and time lag differ by country. The latest date of every source is shown on the search page.',
            'Каждый источник обновляется по мере публикации страной, поэтому частота и задержка различаются. Последняя дата указана на странице поиска.',
          ),
        },
        {
          question: l(
            '能直接看到买家的联系方式吗？',
            'Can I see buyers’ contact details?',
            'Видны ли контакты покупателей?',
          ),
          answer: l(
            '海关记录本身通常只有企业名称和地址，贸易罗盘会把企业与全球企业库关联，补充官网、邮箱、电话和社媒账号，方便您直接联系。',
            'Customs records usually contain only names and addresses. TradeCompass links each company to the global company database, adding websites, e-mails, phone numbers and social accounts.',
            'В таможенных записях обычно только название и адрес. TradeCompass связывает компанию с глобальной базой и добавляет сайт, почту, телефоны и соцсети.',
          ),
        },
      ],
    },
    demoCta(
      l(
        '用您的产品，看一次真实的数据演示',
        'See a live demo with your own product',
        'Посмотрите демо на примере вашего товара',
      ),
      l(
        '告诉我们产品名称或HS编码，顾问会现场为您查出目标市场的主要采购商。',
        'Give us a product name or HS code and a consultant will pull up the main buyers in your target markets.',
        'Назовите товар или код HS – консультант покажет основных покупателей на ваших рынках.',
      ),
    ),
  ],
}

const search: SeedPage = {
  path: 'product/search',
  sites: ['cn'],
  title: l(
    '贸易搜索 - 全球企业与合作伙伴搜索 - 贸易罗盘',
    'Trade search – TradeCompass',
    'Торговый поиск – TradeCompass',
  ),
  description: l(
    '贸易罗盘贸易搜索：一个搜索框同时检索海关企业、公司官网与邮箱，按公司名称、产品关键词或域名查找目标企业，查看贸易记录与合作伙伴，核实采购商和供应商背景，并把结果一键加入客户池和CRM继续跟进，几分钟完成一次客户背景调查，显著提高外贸开发效率。',
    'Trade search covers customs companies, websites and e-mails at once: find companies by name, product or domain and check their trade records and partners.',
    'Торговый поиск работает сразу по компаниям из таможенных данных, сайтам и e-mail: находите компании по названию, товару или домену и проверяйте их поставки.',
  ),
  layout: [
    productHero(
      l('贸易搜索', 'Trade search', 'Торговый поиск'),
      l(
        '一个搜索框，查遍企业、官网与邮箱',
        'One search box for companies, websites and e-mails',
        'Одна строка поиска – компании, сайты и почта',
      ),
      l(
        '输入公司名、产品词或网址，贸易搜索同时返回海关贸易记录、企业档案和联系方式，帮您在几分钟内完成一次客户背景调查。',
        'Type a company name, product or web address and trade search returns trade records, company profiles and contacts together – a background check in minutes.',
        'Введите название компании, товар или адрес сайта – поиск вернёт торговые записи, профиль компании и контакты. Проверка контрагента за минуты.',
      ),
      'company',
    ),
    {
      blockType: 'featureGrid',
      heading: l('贸易搜索能做什么', 'What trade search does', 'Возможности торгового поиска'),
      columns: 2,
      features: [
        {
          icon: 'building',
          title: l('全部企业搜索', 'All-company search', 'Поиск по всем компаниям'),
          text: l(
            '按公司名称或关键词同时检索海关数据中的进口商、出口商和全球企业库，结果按相关度排序。',
            'Search importers, exporters and the global company database by name or keyword in one go, ranked by relevance.',
            'Ищите импортёров, экспортёров и компании глобальной базы по названию или ключевому слову одновременно.',
          ),
        },
        {
          icon: 'mail',
          title: l('官网与邮箱搜索', 'Website and e-mail search', 'Поиск по сайтам и e-mail'),
          text: l(
            '输入域名或邮箱后缀，反查背后的企业和同域名下的联系人邮箱，辨别询盘真伪。',
            'Enter a domain or e-mail domain to find the company behind it and other contacts on the same domain – useful for checking an inquiry.',
            'Введите домен сайта или почты – узнайте компанию и другие контакты на этом домене. Полезно для проверки запросов.',
          ),
        },
        {
          icon: 'link',
          title: l('合作伙伴查询', 'Partner look-up', 'Поиск партнёров'),
          text: l(
            '查看企业在海关记录中的上下游伙伴，判断它是终端买家、贸易商还是物流代理。',
            'See a company’s upstream and downstream partners in customs records to tell an end buyer from a trader or forwarder.',
            'Смотрите партнёров компании по таможенным записям и отличайте конечного покупателя от трейдера или экспедитора.',
          ),
        },
        {
          icon: 'users',
          title: l('结果直达客户池', 'Straight into your pipeline', 'Сразу в воронку продаж'),
          text: l(
            '搜索到的企业可一键加入客户池或CRM私海，并自动记录客户来源为“搜索”。',
            'Add any result to the customer pool or your private CRM list in one click; the origin is recorded as “search”.',
            'Добавляйте результаты в пул или личный список CRM в один клик; источник клиента фиксируется как «поиск».',
          ),
        },
      ],
    },
    {
      blockType: 'productShowcase',
      heading: l('典型使用场景', 'Typical uses', 'Типичные сценарии'),
      products: [
        {
          name: l('核实询盘', 'Checking an inquiry', 'Проверка запроса'),
          summary: l(
            '收到陌生询盘时，先搜一下对方公司。',
            'Got an inquiry from an unknown company? Search it first.',
            'Пришёл запрос от незнакомой компании? Сначала проверьте её.',
          ),
          bullets: [
            l('按邮箱域名找到公司官网', 'Find the website from the e-mail domain', 'Сайт компании по домену почты'),
            l('查看是否有真实进口记录', 'Check for real import records', 'Есть ли реальные поставки'),
            l('了解其现有供应商', 'See its current suppliers', 'Кто её текущие поставщики'),
          ],
        },
        {
          name: l('拜访与展会前准备', 'Before a visit or trade show', 'Перед встречей или выставкой'),
          summary: l(
            '见客户之前，把对方的采购情况摸清楚。',
            'Know the buyer’s purchasing before you meet.',
            'Изучите закупки клиента до встречи.',
          ),
          bullets: [
            l('采购品类与频次', 'Product mix and frequency', 'Ассортимент и частота закупок'),
            l('主要供应国家', 'Main supplying countries', 'Основные страны-поставщики'),
            l('关键联系人', 'Key contacts', 'Ключевые контакты'),
          ],
        },
        {
          name: l('竞争对手研究', 'Competitor research', 'Анализ конкурентов'),
          summary: l(
            '搜索同行出口商，看他们在卖给谁。',
            'Search competing exporters and see whom they sell to.',
            'Найдите экспортёров-конкурентов и узнайте, кому они продают.',
          ),
          bullets: [
            l('竞争对手的客户名单', 'Competitors’ customer lists', 'Клиенты конкурентов'),
            l('出货量变化', 'Changes in shipment volume', 'Динамика объёмов'),
            l('新进入的市场', 'New markets they enter', 'Новые рынки конкурентов'),
          ],
        },
      ],
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l(
            '贸易搜索和海关数据查询有什么区别？',
            'How is trade search different from customs data search?',
            'Чем торговый поиск отличается от поиска по таможенным данным?',
          ),
          answer: l(
            '海关数据查询以“货”为中心，适合按产品找买家；贸易搜索以“企业”为中心，适合已知公司名、网址或邮箱时快速了解一家企业。',
            'Customs data search starts from shipments and is best for finding buyers by product. Trade search starts from companies and is best when you already have a name, website or e-mail.',
            'Поиск по таможенным данным идёт от поставок – для поиска покупателей по товару. Торговый поиск идёт от компании – когда известны название, сайт или e-mail.',
          ),
        },
        {
          question: l(
            '哪些账号可以使用贸易搜索？',
            'Which accounts can use trade search?',
            'Кому доступен торговый поиск?',
          ),
          answer: l(
            '贸易搜索需要开通相应的贸易搜索权限，开通后菜单中会出现“贸易搜索”和CRM入口。如不确定，请联系客户经理。',
            'It needs the trade-search permission on your account; once enabled, trade search and the CRM appear in the menu. Your account manager can check this for you.',
            'Нужно разрешение на торговый поиск; после подключения в меню появятся торговый поиск и CRM. Уточните у своего менеджера.',
          ),
        },
        {
          question: l('搜索结果能导出吗？', 'Can I export results?', 'Можно ли выгрузить результаты?'),
          answer: l(
            '可以，导出条数受账号权限限制。建议先把目标企业加入客户池，再在CRM中统一管理和导出。',
            'Yes, within the row limit of your account. We suggest adding target companies to the customer pool first and managing them in the CRM.',
            'Да, в пределах лимита аккаунта. Рекомендуем сначала добавить компании в пул и работать с ними в CRM.',
          ),
        },
      ],
    },
    demoCta(
      l('现在就查一查您的下一个客户', 'Look up your next customer now', 'Проверьте своего следующего клиента'),
      l(
        '预约演示，体验从一个邮箱地址到完整企业画像的全过程。',
        'Book a demo and go from a single e-mail address to a complete company profile.',
        'Запишитесь на демо: от одного адреса почты до полного профиля компании.',
      ),
    ),
  ],
}

const tuoke: SeedPage = {
  path: 'product/tuoke',
  sites: ['cn'],
  title: l(
    '智能拓客 - 社媒与搜索引擎自动获客 - 贸易罗盘',
    'Smart prospecting – TradeCompass',
    'Умный поиск клиентов – TradeCompass',
  ),
  description: l(
    '贸易罗盘智能拓客：按产品在社交平台、搜索引擎、B2B平台和展会名录中挖掘潜在客户，按公司或产品开展自动化营销，系统智能推荐相似买家，所有挖掘记录和线索沉淀到客户池，让外贸业务员每天都有新客户可跟进，摆脱对展会和B2B平台询盘的单一依赖，稳定获客。',
    'Smart prospecting finds leads by product on social platforms, search engines, B2B sites and exhibitions, automates outreach and recommends look-alike buyers.',
    'Умный поиск клиентов находит лиды по товару в соцсетях, поисковиках, на B2B-площадках и выставках, автоматизирует маркетинг и подбирает похожих покупателей.',
  ),
  layout: [
    productHero(
      l('智能拓客', 'Smart prospecting', 'Умный поиск клиентов'),
      l('让新客户线索每天自动找上门', 'New leads every day, found for you', 'Новые лиды каждый день – автоматически'),
      l(
        '只需设定产品和目标市场，系统就会在社交平台、搜索引擎、B2B平台和展会信息中持续挖掘潜在买家，并按匹配度推荐给您。',
        'Set your products and target markets; the system keeps digging for prospective buyers on social platforms, search engines, B2B sites and exhibition lists and ranks them for you.',
        'Задайте товары и рынки – система постоянно ищет покупателей в соцсетях, поисковиках, на B2B-площадках и выставках и ранжирует их по релевантности.',
      ),
      'marketing',
    ),
    {
      blockType: 'featureGrid',
      heading: l('多渠道获客，一处管理', 'Many channels, one place', 'Много каналов – одно окно'),
      columns: 3,
      features: [
        {
          icon: 'chat',
          title: l('社交平台找客户', 'Social-platform prospecting', 'Поиск в соцсетях'),
          text: l(
            '按产品关键词在主流社交平台上查找企业主页和采购负责人，获取可触达的账号。',
            'Find company pages and purchasing staff on major social platforms by product keyword.',
            'Находите страницы компаний и закупщиков в крупных соцсетях по ключевым словам товара.',
          ),
        },
        {
          icon: 'search',
          title: l('搜索引擎挖掘', 'Search-engine digging', 'Поиск через поисковые системы'),
          text: l(
            '组合产品词、行业词和国家，从搜索引擎结果中批量识别经销商、批发商和品牌商官网。',
            'Combine product, industry and country terms to pick out distributors, wholesalers and brand sites from search-engine results.',
            'Сочетайте товар, отрасль и страну, чтобы выделить из выдачи дистрибьюторов, оптовиков и бренды.',
          ),
        },
        {
          icon: 'map',
          title: l('海关、地图、B2B与展会', 'Customs, map, B2B and exhibitions', 'Таможня, карта, B2B и выставки'),
          text: l(
            '从海关企业、全球地图、B2B平台、社交媒体和展会名录五个维度按国家浏览目标企业。',
            'Browse target companies by country from five angles: customs companies, the global map, B2B platforms, social media and exhibitor lists.',
            'Просматривайте компании по странам в пяти разрезах: таможенные данные, карта, B2B-площадки, соцсети и списки экспонентов.',
          ),
        },
        {
          icon: 'bolt',
          title: l(
            '按公司或产品自动营销',
            'Automated marketing by company or product',
            'Автомаркетинг по компании или товару',
          ),
          text: l(
            '设定目标公司或产品后，系统自动挖掘联系人并生成营销任务，减少重复操作。',
            'Pick target companies or products and the system finds contacts and prepares outreach tasks automatically.',
            'Выберите компании или товары – система сама найдёт контакты и подготовит задачи для рассылки.',
          ),
        },
        {
          icon: 'target',
          title: l('智能推荐', 'Recommendations', 'Рекомендации'),
          text: l(
            '根据您已成交和正在跟进的客户，推荐采购品类、规模相近的相似买家。',
            'Based on the customers you have won and are working on, the system suggests look-alike buyers of similar products and size.',
            'На основе ваших клиентов система предлагает похожих покупателей с близким ассортиментом и масштабом.',
          ),
        },
        {
          icon: 'database',
          title: l('我的挖掘与客户池', 'My digs and customer pool', 'Мои поиски и пул клиентов'),
          text: l(
            '每次挖掘都会保存，线索统一进入客户池，确认后再转入CRM私海跟进。',
            'Every dig is saved and all leads land in the customer pool; move the qualified ones into your private CRM list.',
            'Каждый поиск сохраняется, лиды попадают в пул клиентов, а квалифицированные – в личный список CRM.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: l('一个业务员的一天', 'A day with smart prospecting', 'Один день с умным поиском'),
      content: rich(
        `
        早上打开贸易罗盘，**推荐**里已经有一批与老客户相似的新买家；在**客户池**中筛掉不合适的企业，把有进口记录、有官网的企业转入CRM私海。

        上午用**社交平台**和**搜索引擎**挖掘两个新市场的经销商，挖掘结果自动保存在“我的挖掘”中，随时可以回看。

        下午用**AI开发信**为不同客户生成个性化邮件，通过邮件中心发送，并在报告里查看打开与回复情况。

        ## 适合谁

        - 刚开拓新市场、缺少客户名单的工厂和贸易公司
        - 希望减少展会依赖、建立线上获客渠道的外贸团队
        - 需要给多名业务员稳定分配线索的外贸经理
        `,
        `
        In the morning, **recommendations** already hold new buyers similar to your existing customers. You filter the **customer pool** and move companies with import records and a website into your private CRM list.

        Before lunch you dig for distributors in two new markets on **social platforms** and **search engines**. Each dig is saved under “my digs” for later.

        In the afternoon **AI trade e-mail** drafts personalised messages, the e-mail center sends them and its reports show opens and replies.

        ## Who it is for

        - Manufacturers and traders entering a new market without a customer list
        - Export teams that want an online channel besides trade shows
        - Sales managers who need a steady flow of leads for several reps
        `,
        `
        Утром в **рекомендациях** уже есть новые покупатели, похожие на ваших клиентов. Вы фильтруете **пул клиентов** и переносите компании с поставками и сайтом в личный список CRM.

        До обеда вы ищете дистрибьюторов на двух новых рынках через **соцсети** и **поисковые системы**; каждый поиск сохраняется в разделе «Мои поиски».

        После обеда **ИИ** готовит персональные письма, почтовый центр отправляет их, а отчёты показывают открытия и ответы.

        ## Кому подходит

        - Производителям и трейдерам, выходящим на новый рынок без базы клиентов
        - Командам, которым нужен онлайн-канал помимо выставок
        - Руководителям продаж, распределяющим лиды между менеджерами
        `,
      ),
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l(
            '智能拓客需要什么权限？',
            'What do I need to use smart prospecting?',
            'Что нужно для умного поиска клиентов?',
          ),
          answer: l(
            '营销模块需要账号开通AI权限；推荐功能需要单独的推荐权限。具体以您的合同为准。',
            'The marketing module needs the AI permission on your account; recommendations need the recommend permission. Your contract lists what is enabled.',
            'Для модуля маркетинга нужно разрешение AI, для рекомендаций – отдельное разрешение. Подключённые функции указаны в договоре.',
          ),
        },
        {
          question: l(
            '挖掘到的联系方式准确吗？',
            'How accurate are the contacts found?',
            'Насколько точны найденные контакты?',
          ),
          answer: l(
            '联系方式来自企业官网、社交平台等公开渠道，系统会标注来源。建议发送前先用邮件中心的小批量测试验证效果。',
            'Contacts come from public sources such as company websites and social platforms, and the source is shown. Send a small test batch from the e-mail center first.',
            'Контакты берутся из открытых источников – сайтов и соцсетей, источник указывается. Начните с небольшой тестовой рассылки.',
          ),
        },
        {
          question: l(
            '客户池和CRM是什么关系？',
            'How does the customer pool relate to the CRM?',
            'Как связаны пул клиентов и CRM?',
          ),
          answer: l(
            '客户池存放尚未确认的线索；确认值得跟进后转入CRM私海，由业务员负责跟进，长期不跟进的客户可以退回公海。',
            'The pool holds unqualified leads. Once a lead is worth pursuing it moves to a rep’s private CRM list; customers left idle can go back to the public list.',
            'В пуле – неквалифицированные лиды. Перспективные переходят в личный список менеджера в CRM, а забытые клиенты возвращаются в общий список.',
          ),
        },
      ],
    },
    demoCta(
      l('让系统帮您找客户', 'Let the system find customers for you', 'Пусть система ищет клиентов за вас'),
      l(
        '预约演示，看看您的产品在社媒和搜索引擎上能挖到哪些潜在买家。',
        'Book a demo and see which prospects your product can turn up on social platforms and search engines.',
        'Запишитесь на демо и посмотрите, каких покупателей можно найти для вашего товара.',
      ),
    ),
  ],
}

const buyer: SeedPage = {
  path: 'product/buyer',
  sites: ['cn'],
  title: l(
    '全球买家 - 按产品查找海外采购商 - 贸易罗盘',
    'Global buyers – TradeCompass',
    'Глобальные покупатели – TradeCompass',
  ),
  description: l(
    '贸易罗盘全球买家：按产品和HS编码查找海外采购商，结合真实进口记录判断采购规模、采购频次与现有供应商，查看企业画像和关键决策人联系方式，筛选出真正有采购需求的优质买家，并一键加入CRM客户池持续跟进，让每一封开发信都准确发给真正负责采购的人。',
    'Global buyers finds importers by product and HS code, shows their purchase volume, frequency and current suppliers, and gives you decision-maker contacts.',
    'Глобальные покупатели: поиск зарубежных импортёров по товару и коду HS, объёмы и частота закупок, текущие поставщики и контакты лиц, принимающих решения.',
  ),
  layout: [
    productHero(
      l('全球买家', 'Global buyers', 'Глобальные покупатели'),
      l(
        '只找真正在采购的买家',
        'Only buyers who are actually buying',
        'Только те покупатели, которые действительно закупают',
      ),
      l(
        '全球买家以真实进口记录为依据筛选采购商，告诉您谁在买、买得多不多、多久买一次，再给出联系人，让开发信发给对的人。',
        'Global buyers qualifies importers by their real import records – who buys, how much and how often – and gives you the contacts, so your e-mails reach the right people.',
        'Глобальные покупатели отбирает импортёров по реальным поставкам – кто, сколько и как часто закупает – и даёт контакты, чтобы письма доходили до нужных людей.',
      ),
      'trend',
    ),
    {
      blockType: 'featureGrid',
      heading: l(
        '从产品到买家，只需几步',
        'From product to buyer in a few steps',
        'От товара к покупателю за несколько шагов',
      ),
      columns: 2,
      features: [
        {
          icon: 'search',
          title: l('按产品找买家', 'Find buyers by product', 'Поиск покупателей по товару'),
          text: l(
            '输入产品名称或HS编码，按国家列出有进口记录的采购商，并按采购金额排序。',
            'Enter a product or HS code to list importers by country, ranked by purchase value.',
            'Введите товар или код HS – получите импортёров по странам, отсортированных по объёму закупок.',
          ),
        },
        {
          icon: 'chart',
          title: l('采购商画像', 'Buyer profile', 'Профиль покупателя'),
          text: l(
            '采购品类、采购频次、单票规模、常用港口和供应来源国，一页看懂一个买家。',
            'Products, frequency, typical shipment size, usual ports and source countries – one page per buyer.',
            'Ассортимент, частота, средний размер партии, порты и страны-поставщики – всё на одной странице.',
          ),
        },
        {
          icon: 'users',
          title: l('决策人联系方式', 'Decision-maker contacts', 'Контакты ЛПР'),
          text: l(
            '关联企业官网和社交平台，提供采购、运营和管理层等关键岗位的联系方式。',
            'Linked to company websites and social platforms, with contacts in purchasing, operations and management.',
            'Связь с сайтами и соцсетями компаний: контакты в закупках, операционном блоке и руководстве.',
          ),
        },
        {
          icon: 'check',
          title: l('质量标签', 'Quality signals', 'Признаки качества'),
          text: l(
            '标记最近一次采购时间、是否为终端买家、是否有中国供应商，帮您优先联系高意向客户。',
            'Latest purchase date, end-buyer or trader, and whether it already buys from China – so you call the hottest prospects first.',
            'Дата последней закупки, конечный покупатель или трейдер, закупает ли уже в Китае – звоните самым горячим первыми.',
          ),
        },
      ],
    },
    {
      blockType: 'productShowcase',
      heading: l(
        '全球买家与其他模块的配合',
        'How global buyers works with the rest',
        'Как модуль работает с остальными',
      ),
      products: [
        {
          name: l('海关数据', 'Customs data', 'Таможенные данные'),
          summary: l(
            '用明细记录验证买家的真实性。',
            'Verify buyers against line-level records.',
            'Проверка покупателей по детальным записям.',
          ),
          bullets: [
            l('查看每票进口明细', 'See every import shipment', 'Каждая импортная поставка'),
            l('核对供应商名单', 'Check the supplier list', 'Список поставщиков'),
          ],
        },
        {
          name: l('CRM', 'CRM', 'CRM'),
          summary: l(
            '买家一键入库，来源自动标记为“全球买家”。',
            'Add buyers in one click; the origin is marked “global buyers”.',
            'Добавление в один клик; источник – «глобальные покупатели».',
          ),
          bullets: [
            l('分配给业务员', 'Assign to a rep', 'Назначение менеджеру'),
            l('跟进记录与统计', 'Follow-up notes and statistics', 'История работы и статистика'),
          ],
        },
        {
          name: l('邮件中心与AI', 'E-mail center and AI', 'Почта и ИИ'),
          summary: l(
            'AI生成开发信，批量发送并追踪效果。',
            'AI drafts the e-mail; send in batches and track results.',
            'ИИ пишет письмо; рассылка и отслеживание результатов.',
          ),
          bullets: [
            l('多语种开发信', 'Outreach in many languages', 'Письма на разных языках'),
            l('打开与回复报告', 'Open and reply reports', 'Отчёты об открытиях и ответах'),
          ],
        },
      ],
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l(
            '全球买家和海关数据有什么不同？',
            'How is this different from customs data?',
            'Чем это отличается от таможенных данных?',
          ),
          answer: l(
            '海关数据提供逐票明细，适合深入研究；全球买家把明细汇总成“采购商名单+画像+联系人”，适合业务员直接开发客户。',
            'Customs data gives you each shipment for in-depth research. Global buyers condenses it into a buyer list with profiles and contacts that reps can work through directly.',
            'Таможенные данные – это каждая поставка для глубокого анализа. Модуль покупателей сводит их в список с профилями и контактами для менеджеров.',
          ),
        },
        {
          question: l(
            '全球买家在英文和俄文站可以用吗？',
            'Is global buyers available outside China?',
            'Доступен ли модуль на английском и русском сайтах?',
          ),
          answer: l(
            '全球买家目前为中文版功能，需要账号开通全球买家权限。海外用户可以通过海关数据和企业搜索实现类似的查询。',
            'Global buyers is currently a Chinese-console feature and needs the global-buyers permission. International users get similar results with customs data and company search.',
            'Сейчас модуль доступен в китайской версии консоли и требует отдельного разрешения. Зарубежные пользователи получают похожий результат через таможенные данные и поиск компаний.',
          ),
        },
        {
          question: l(
            '能按国家批量导出买家吗？',
            'Can I export buyers by country?',
            'Можно ли выгрузить покупателей по стране?',
          ),
          answer: l(
            '可以在账号导出额度内导出，也可以直接批量加入CRM，由系统分配给不同业务员。',
            'Yes, within your account’s export limit – or add them to the CRM in bulk and assign them to your reps.',
            'Да, в пределах лимита выгрузки – или добавьте их в CRM пакетом и распределите между менеджерами.',
          ),
        },
      ],
    },
    demoCta(
      l(
        '看看您的产品在全球有多少买家',
        'See how many buyers your product has worldwide',
        'Узнайте, сколько покупателей у вашего товара',
      ),
      l(
        '预约演示，顾问会按您的产品为您列出重点市场的采购商名单。',
        'Book a demo and a consultant will list the buyers of your product in your key markets.',
        'Запишитесь на демо – консультант составит список покупателей вашего товара на ключевых рынках.',
      ),
    ),
  ],
}

const goldspider: SeedPage = {
  path: 'product/goldspider',
  sites: ['cn'],
  title: l(
    '金蜘蛛 - 全网联系人挖掘工具 - 贸易罗盘',
    'Gold Spider contact finder – TradeCompass',
    'Gold Spider: сбор контактов – TradeCompass',
  ),
  description: l(
    '贸易罗盘金蜘蛛：从企业官网、社交媒体、搜索引擎和B2B平台中自动抓取公开的企业邮箱、电话与社媒账号，按公司、域名或产品关键词批量挖掘联系人并自动去重、校验和标注来源，直接导入客户池和邮件中心开展营销，让业务员告别手工复制粘贴找邮箱的低效工作。',
    'Gold Spider collects public e-mails, phones and social accounts from websites, social media, search engines and B2B sites, de-duplicated and ready for outreach.',
    'Gold Spider собирает открытые e-mail, телефоны и аккаунты соцсетей с сайтов, из соцсетей, поисковиков и B2B-площадок – без дублей и готовыми для рассылки.',
  ),
  layout: [
    productHero(
      l('金蜘蛛', 'Gold Spider', 'Gold Spider'),
      l(
        '把全网公开的联系人，织进您的客户网',
        'Weave the web’s public contacts into your pipeline',
        'Открытые контакты из интернета – в вашу воронку продаж',
      ),
      l(
        '输入公司名、域名或产品关键词，金蜘蛛自动在官网、社交媒体、搜索引擎和B2B平台上抓取公开联系人，校验后直接用于开发。',
        'Enter a company, domain or product keyword and Gold Spider collects public contacts from websites, social media, search engines and B2B sites, checked and ready to use.',
        'Введите компанию, домен или товар – Gold Spider соберёт открытые контакты с сайтов, из соцсетей, поисковиков и B2B-площадок, проверит их и подготовит к работе.',
      ),
      'crm',
    ),
    {
      blockType: 'featureGrid',
      heading: l('金蜘蛛的核心能力', 'What Gold Spider does', 'Возможности Gold Spider'),
      columns: 3,
      features: [
        {
          icon: 'globe',
          title: l('官网深度抓取', 'Deep website crawl', 'Глубокий обход сайтов'),
          text: l(
            '遍历企业官网的联系页、团队页和页脚，提取邮箱、电话和地址。',
            'Goes through contact pages, team pages and footers of company websites to extract e-mails, phones and addresses.',
            'Обходит страницы контактов, команды и подвалы сайтов, извлекая e-mail, телефоны и адреса.',
          ),
        },
        {
          icon: 'chat',
          title: l('社媒账号识别', 'Social account discovery', 'Поиск аккаунтов в соцсетях'),
          text: l(
            '识别企业在主流社交媒体上的主页及员工公开资料，补全职位信息。',
            'Finds company pages and public staff profiles on major social networks and fills in job titles.',
            'Находит страницы компаний и открытые профили сотрудников в соцсетях и дополняет должности.',
          ),
        },
        {
          icon: 'check',
          title: l('邮箱校验与去重', 'E-mail check and de-duplication', 'Проверка и удаление дублей'),
          text: l(
            '对抓取到的邮箱做格式与域名校验，自动去重，降低退信率。',
            'Collected e-mails are checked for format and domain and de-duplicated to cut bounce rates.',
            'Собранные адреса проверяются по формату и домену, дубли удаляются – меньше недоставленных писем.',
          ),
        },
        {
          icon: 'document',
          title: l('来源可追溯', 'Traceable sources', 'Прозрачные источники'),
          text: l(
            '每条联系人都标注来源网页，方便判断可信度。',
            'Every contact shows the page it came from, so you can judge how reliable it is.',
            'Для каждого контакта указана страница-источник – легко оценить достоверность.',
          ),
        },
        {
          icon: 'mail',
          title: l('直连邮件中心', 'Straight to the e-mail center', 'Прямо в почтовый центр'),
          text: l(
            '挖掘结果一键加入客户池或邮件中心，套用模板即可开始开发。',
            'Send results to the customer pool or the e-mail center in one click and start with a template.',
            'Результаты в один клик попадают в пул клиентов или почтовый центр – остаётся выбрать шаблон.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: l('工作原理', 'How it works', 'Как это работает'),
      content: rich(
        `
        1. **设定任务**：输入公司名称、网址或产品关键词，选择目标国家。
        2. **自动抓取**：金蜘蛛在企业官网、社交媒体、搜索引擎和B2B平台的公开页面中查找联系人。
        3. **清洗校验**：去重、校验邮箱格式和域名，并标注来源与职位。
        4. **导入跟进**：结果进入“我的挖掘”，可一键转入客户池、CRM或邮件中心。

        金蜘蛛只采集公开发布的企业联系信息。请在营销中遵守目标市场的个人信息保护和反垃圾邮件法规，给收件人提供退订方式。
        `,
        `
        1. **Set up a task**: enter a company name, website or product keyword and choose target countries.
        2. **Automatic collection**: Gold Spider looks for contacts on public pages of company websites, social media, search engines and B2B sites.
        3. **Cleaning and checks**: duplicates are removed, e-mail formats and domains are checked, and source and job title are noted.
        4. **Import and follow up**: results appear under “my digs” and move to the customer pool, CRM or e-mail center in one click.

        Gold Spider only collects publicly published business contact information. When marketing, follow the personal-data and anti-spam rules of your target markets and always offer an unsubscribe option.
        `,
        `
        1. **Создайте задачу**: укажите компанию, сайт или ключевое слово товара и целевые страны.
        2. **Автоматический сбор**: Gold Spider ищет контакты на открытых страницах сайтов, в соцсетях, поисковиках и на B2B-площадках.
        3. **Очистка и проверка**: удаление дублей, проверка формата и домена e-mail, указание источника и должности.
        4. **Работа с результатом**: результаты попадают в «Мои поиски» и переносятся в пул клиентов, CRM или почтовый центр.

        Gold Spider собирает только открыто опубликованные деловые контакты. Соблюдайте законы о персональных данных и о рассылках на целевых рынках и всегда давайте возможность отписаться.
        `,
      ),
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l(
            '金蜘蛛抓取的数据合法吗？',
            'Is the collected data lawful to use?',
            'Законно ли использовать собранные данные?',
          ),
          answer: l(
            '金蜘蛛只采集企业公开发布的联系信息，不会绕过登录或抓取非公开内容。使用时请遵守目标国家的数据保护与营销法规。',
            'Gold Spider only collects contact information that companies publish openly; it never bypasses log-ins or takes private content. Follow the data-protection and marketing rules of each target country.',
            'Gold Spider собирает только открыто опубликованные контакты компаний и не обходит авторизацию. Соблюдайте законы о защите данных и маркетинге в каждой стране.',
          ),
        },
        {
          question: l('一次任务需要多长时间？', 'How long does a task take?', 'Сколько длится одна задача?'),
          answer: l(
            '单个公司或域名通常几分钟即可返回结果；按产品关键词的批量任务会在后台运行，完成后在“我的挖掘”中查看。',
            'A single company or domain usually returns within minutes. Bulk keyword tasks run in the background; check “my digs” when they finish.',
            'Одна компания или домен – обычно несколько минут. Массовые задачи по ключевым словам выполняются в фоне; результат появится в «Моих поисках».',
          ),
        },
        {
          question: l(
            '挖到的邮箱能直接群发吗？',
            'Can I mass-mail the e-mails I find?',
            'Можно ли делать массовую рассылку по найденным адресам?',
          ),
          answer: l(
            '建议先通过邮件中心小批量发送、观察退信和回复情况，再逐步扩大。邮件中心会生成发送报告，帮助您优化模板。',
            'Start with small batches from the e-mail center, watch bounces and replies, then scale up. The e-mail center’s reports help you improve your templates.',
            'Начинайте с небольших партий через почтовый центр, следите за отказами и ответами и постепенно увеличивайте объём. Отчёты помогут улучшить шаблоны.',
          ),
        },
      ],
    },
    demoCta(
      l(
        '试试金蜘蛛能帮您找到多少联系人',
        'See how many contacts Gold Spider finds for you',
        'Узнайте, сколько контактов найдёт Gold Spider',
      ),
      l(
        '预约演示，用您的目标客户名单现场测试。',
        'Book a demo and test it live on your own target list.',
        'Запишитесь на демо и проверьте его на своём списке целевых компаний.',
      ),
    ),
  ],
}

const global: SeedPage = {
  path: 'product/global',
  sites: ['cn'],
  title: l(
    '全球企业库 - 海外企业信息与背景调查 - 贸易罗盘',
    'Global company database – TradeCompass',
    'Глобальная база компаний – TradeCompass',
  ),
  description: l(
    '贸易罗盘全球企业库：整合海关数据中的进口商和出口商、企业官网、社交媒体与行业名录，提供企业基本信息、经营品类、联系人和贸易伙伴关系，可对接覆盖230个国家、1.26亿家企业的信用报告服务，帮助您在下单、放账期之前快速完成客户背景调查，降低交易风险。',
    'Our company database links customs importers and exporters to websites, social media and directories, plus credit reports on 126 million firms in 230 countries.',
    'База компаний связывает импортёров и экспортёров из таможенных данных с сайтами, соцсетями и каталогами; кредитные отчёты – 126 млн фирм в 230 странах.',
  ),
  layout: [
    productHero(
      l('全球企业库', 'Global company database', 'Глобальная база компаний'),
      l(
        '一家海外企业，一份完整档案',
        'One overseas company, one complete profile',
        'Одна зарубежная компания – один полный профиль',
      ),
      l(
        '把海关记录、企业官网、社交媒体和行业名录中的信息汇总到同一个企业档案里，背景调查不再需要开十几个网页。',
        'Information from customs records, company websites, social media and directories in a single profile – no more checking a dozen sites for one background check.',
        'Данные таможенных записей, сайтов, соцсетей и отраслевых каталогов в одном профиле – не нужно открывать десяток сайтов ради одной проверки.',
      ),
      'company',
    ),
    {
      blockType: 'featureGrid',
      heading: l('企业档案包含什么', 'What a profile contains', 'Что входит в профиль'),
      columns: 3,
      features: [
        {
          icon: 'building',
          title: l('基本信息', 'Company basics', 'Основные сведения'),
          text: l(
            '企业名称、所在国家与地址、官网、行业与主营产品。',
            'Name, country and address, website, industry and main products.',
            'Название, страна и адрес, сайт, отрасль и основные товары.',
          ),
        },
        {
          icon: 'ship',
          title: l('贸易记录', 'Trade records', 'Внешнеторговые записи'),
          text: l(
            '关联海关数据中的进出口记录，显示采购与销售的品类、国家和规模。',
            'Linked import and export records showing products, countries and volumes bought and sold.',
            'Связанные записи импорта и экспорта: товары, страны и объёмы.',
          ),
        },
        {
          icon: 'users',
          title: l('联系人', 'Contacts', 'Контакты'),
          text: l(
            '公开的邮箱、电话和社媒账号，按部门和职位整理。',
            'Public e-mails, phone numbers and social accounts, organised by department and role.',
            'Открытые e-mail, телефоны и аккаунты соцсетей по отделам и должностям.',
          ),
        },
        {
          icon: 'link',
          title: l('关系图谱', 'Relationship map', 'Карта связей'),
          text: l(
            '展示企业的供应商、客户和物流合作方，发现潜在的间接客户。',
            'Shows suppliers, customers and logistics partners to reveal indirect prospects.',
            'Поставщики, клиенты и логистические партнёры – находите косвенных клиентов.',
          ),
        },
        {
          icon: 'shield',
          title: l('信用报告', 'Credit reports', 'Кредитные отчёты'),
          text: l(
            '对接信用报告合作伙伴，覆盖230个国家、1.26亿家企业，可下载现有报告或委托新调查。',
            'Through our credit-report partner: 230 countries and 126 million companies, as ready reports or fresh investigations.',
            'Через партнёра: 230 стран и 126 млн компаний – готовые отчёты или новое расследование.',
          ),
        },
        {
          icon: 'map',
          title: l('全球地图', 'Global map', 'Карта мира'),
          text: l(
            '在地图上按国家和城市查看企业分布，规划拜访和展会行程。',
            'See companies by country and city on a map to plan visits and trade-show trips.',
            'Компании на карте по странам и городам – для планирования встреч и поездок на выставки.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: l('关于信用报告', 'About credit reports', 'О кредитных отчётах'),
      content: rich(
        `
        新客户下大单、要求账期，或首次合作金额较大时，建议先查看信用报告。通过贸易罗盘的第三方服务，您可以：

        - **下载现有报告**：价格约15至40欧元，通常即时或24小时内获得；
        - **委托新调查**：60欧元起，根据国家不同，约24小时至10个工作日完成；
        - 报告包括注册信息、股东与管理层、财务摘要、付款记录和信用评级（视国家而定）。

        了解更多请访问[第三方服务](/cn/service)。
        `,
        `
        Before a large first order or granting payment terms, check a credit report. Through TradeCompass third-party services you can:

        - **Download an existing report** for about 15 to 40 euros, usually instantly or within 24 hours;
        - **Order a fresh investigation** from 60 euros, completed in about 24 hours to 10 days depending on the country;
        - Reports cover registration, shareholders and management, financial summary, payment record and credit rating (depending on the country).

        See [third-party services](/cn/service) for more.
        `,
        `
        Перед крупным первым заказом или отсрочкой платежа проверьте кредитный отчёт. Через сервисы партнёров TradeCompass можно:

        - **скачать готовый отчёт** примерно за 15–40 евро, обычно сразу или в течение 24 часов;
        - **заказать новое расследование** от 60 евро – от 24 часов до 10 дней в зависимости от страны;
        - отчёт включает регистрационные данные, владельцев и руководство, финансовую сводку, платёжную дисциплину и рейтинг (зависит от страны).

        Подробнее – в разделе [сервисов партнёров](/cn/service).
        `,
      ),
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l('全球企业库收录了多少企业？', 'How many companies are covered?', 'Сколько компаний в базе?'),
          answer: l(
            '企业库收录来自72个国家海关数据中的进出口企业，并持续补充官网和社媒信息；信用报告服务覆盖230个国家的1.26亿家企业。',
            'It holds the importers and exporters found in customs data from 72 countries, enriched with website and social data; the credit-report service covers 126 million companies in 230 countries.',
            'В базе – импортёры и экспортёры из таможенных данных 72 стран, дополненные данными сайтов и соцсетей; кредитные отчёты – 126 млн компаний в 230 странах.',
          ),
        },
        {
          question: l(
            '信用报告是贸易罗盘自己出具的吗？',
            'Does TradeCompass write the credit reports?',
            'TradeCompass сам составляет кредитные отчёты?',
          ),
          answer: l(
            '不是。信用报告由专业的信用报告合作伙伴出具，贸易罗盘负责下单、沟通和交付。',
            'No. Reports are produced by our specialist credit-report partner; TradeCompass handles ordering, communication and delivery.',
            'Нет. Отчёты готовит специализированный партнёр, а TradeCompass принимает заказ, ведёт коммуникацию и передаёт результат.',
          ),
        },
        {
          question: l(
            '企业信息有误怎么办？',
            'What if a profile is wrong?',
            'Что делать, если данные о компании неверны?',
          ),
          answer: l(
            '可以在企业档案页反馈，或通过联系我们页面提交，数据团队核实后会更新。',
            'Report it from the profile page or through the contact page; our data team checks and updates it.',
            'Сообщите об ошибке со страницы профиля или через форму контактов – команда данных проверит и исправит.',
          ),
        },
      ],
    },
    demoCta(
      l(
        '下一次背景调查，试试贸易罗盘',
        'Run your next background check with TradeCompass',
        'Проведите следующую проверку с TradeCompass',
      ),
      l(
        '预约演示，输入一家您正在洽谈的企业，看看我们能提供哪些信息。',
        'Book a demo, name a company you are talking to and see what we can tell you about it.',
        'Запишитесь на демо, назовите компанию, с которой ведёте переговоры, и посмотрите, что мы о ней знаем.',
      ),
    ),
  ],
}

const crm: SeedPage = {
  path: 'product/crm',
  sites: ['cn'],
  title: l(
    '外贸CRM与邮件中心 - 贸易罗盘',
    'Trade CRM and e-mail center – TradeCompass',
    'CRM и почтовый центр для ВЭД – TradeCompass',
  ),
  description: l(
    '贸易罗盘外贸CRM与邮件中心：私海、公海与合作客户分层管理，客户来源与跟进记录清晰可查，客户统计实时掌握团队业绩；内置邮箱、邮件模板与发送报告，配合产品管理和客户追踪，让外贸团队的客户资产沉淀在公司里，即使业务员离职或岗位调整，也不会带走任何客户。',
    'A CRM built for export teams – private, public and cooperative customers, statistics and follow-ups – with an e-mail center: mailboxes, templates, reports.',
    'CRM для экспортных команд: личные, общие и действующие клиенты, статистика и история работы, а также почтовый центр с ящиками, шаблонами и отчётами.',
  ),
  layout: [
    productHero(
      l('CRM与邮件中心', 'CRM and e-mail center', 'CRM и почтовый центр'),
      l(
        '客户是公司的资产，不是某个人的通讯录',
        'Customers belong to the company, not to one inbox',
        'Клиенты принадлежат компании, а не чьей-то записной книжке',
      ),
      l(
        '专为外贸设计的CRM：线索从数据和搜索中来，跟进在邮件中心完成，所有记录沉淀在系统里，人员变动也不丢客户。',
        'A CRM designed for trade: leads come from data and search, follow-up happens in the e-mail center and every record stays in the system when people change roles.',
        'CRM для ВЭД: лиды приходят из данных и поиска, переписка ведётся в почтовом центре, а вся история остаётся в системе даже при смене сотрудников.',
      ),
      'crm',
    ),
    {
      blockType: 'featureGrid',
      heading: l(
        '外贸团队需要的管理功能',
        'Management features export teams need',
        'Всё нужное для управления продажами',
      ),
      columns: 3,
      features: [
        {
          icon: 'users',
          title: l('私海、公海、合作客户', 'Private, public and cooperative', 'Личные, общие и действующие клиенты'),
          text: l(
            '业务员在私海跟进，久未跟进的客户回到公海重新分配，成交客户进入合作客户统一维护。',
            'Reps work their private list, idle customers return to the public list for reassignment, and customers who order become cooperative customers.',
            'Менеджеры ведут личные списки, забытые клиенты возвращаются в общий список, а заказавшие переходят в действующие.',
          ),
        },
        {
          icon: 'chart',
          title: l('客户统计', 'Customer statistics', 'Статистика клиентов'),
          text: l(
            '按业务员、来源、国家和阶段统计客户数量与转化，管理者一眼掌握团队状况。',
            'Counts and conversion by rep, origin, country and stage give managers the full picture.',
            'Количество и конверсия по менеджерам, источникам, странам и этапам – полная картина для руководителя.',
          ),
        },
        {
          icon: 'mail',
          title: l('邮件中心', 'E-mail center', 'Почтовый центр'),
          text: l(
            '绑定企业邮箱收发邮件，使用模板批量发送开发信，在报告中查看送达、打开和回复。',
            'Connect company mailboxes, send outreach in bulk from templates and see delivery, opens and replies in reports.',
            'Подключайте корпоративные ящики, рассылайте письма по шаблонам и смотрите доставку, открытия и ответы в отчётах.',
          ),
        },
        {
          icon: 'document',
          title: l('产品管理', 'Product management', 'Управление товарами'),
          text: l(
            '产品列表、分类、发布和图片库集中管理，写开发信时直接插入产品资料。',
            'Keep your product list, categories, releases and picture library in one place and insert product details into e-mails.',
            'Список товаров, категории, публикации и фотобанк в одном месте – вставляйте данные о товаре прямо в письма.',
          ),
        },
        {
          icon: 'clock',
          title: l('客户追踪与关注', 'Tracking and follow', 'Отслеживание и подписка'),
          text: l(
            '关注重点企业的新贸易记录，追踪客户浏览行为，在合适的时机再次联系。',
            'Follow key companies for new trade records and track customer browsing to get back in touch at the right moment.',
            'Следите за новыми поставками важных компаний и активностью клиентов, чтобы связаться в нужный момент.',
          ),
        },
        {
          icon: 'tool',
          title: l('标签与来源', 'Labels and origin', 'Метки и источники'),
          text: l(
            '自定义客户标签，系统自动记录客户来源：外部导入、海关数据、全球买家或搜索。',
            'Custom labels, plus the origin recorded automatically: external import, trade information, global buyers or search.',
            'Собственные метки и автоматический источник клиента: внешний импорт, торговые данные, глобальные покупатели или поиск.',
          ),
        },
      ],
    },
    {
      blockType: 'productShowcase',
      heading: l('客户从哪里来，到哪里去', 'Where customers come from and where they go', 'Путь клиента в системе'),
      products: [
        {
          name: l('获取', 'Capture', 'Привлечение'),
          summary: l('从数据和搜索一键入库。', 'One click from data and search.', 'В один клик из данных и поиска.'),
          bullets: [
            l('海关数据与全球买家', 'Customs data and global buyers', 'Таможенные данные и покупатели'),
            l('贸易搜索与智能拓客', 'Trade search and prospecting', 'Торговый поиск и умный поиск клиентов'),
            l('Excel外部导入', 'External Excel import', 'Импорт из Excel'),
          ],
        },
        {
          name: l('跟进', 'Follow up', 'Работа с клиентом'),
          summary: l(
            '邮件、记录和提醒都在一个界面。',
            'E-mails, notes and reminders in one view.',
            'Письма, заметки и напоминания в одном окне.',
          ),
          bullets: [
            l('AI开发信与模板', 'AI e-mails and templates', 'ИИ-письма и шаблоны'),
            l('跟进记录与标签', 'Notes and labels', 'Заметки и метки'),
            l('客户追踪', 'Customer tracking', 'Отслеживание клиента'),
          ],
        },
        {
          name: l('管理', 'Manage', 'Управление'),
          summary: l(
            '团队协作与数据沉淀。',
            'Teamwork and a lasting record.',
            'Командная работа и сохранение истории.',
          ),
          bullets: [
            l('公海再分配', 'Public-list reassignment', 'Перераспределение из общего списка'),
            l('客户统计报表', 'Customer statistics', 'Отчёты по клиентам'),
            l('主账号与子账号权限', 'Main and sub-account permissions', 'Права основного и дополнительных аккаунтов'),
          ],
        },
      ],
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l('可以绑定哪些邮箱？', 'Which mailboxes can I connect?', 'Какие почтовые ящики можно подключить?'),
          answer: l(
            '支持绑定常见的企业邮箱和支持IMAP/SMTP协议的邮箱，绑定后可在邮件中心统一收发。',
            'Common business mailboxes and any mailbox that supports IMAP/SMTP; once connected, send and receive in the e-mail center.',
            'Распространённые корпоративные ящики и любые с поддержкой IMAP/SMTP; после подключения письма отправляются и принимаются в почтовом центре.',
          ),
        },
        {
          question: l(
            '业务员离职后客户怎么办？',
            'What happens to customers when a rep leaves?',
            'Что происходит с клиентами при уходе менеджера?',
          ),
          answer: l(
            '主账号可以把离职人员私海中的客户转入公海或直接分配给其他同事，全部跟进记录和邮件往来都会保留。',
            'The main account moves that rep’s private customers to the public list or straight to a colleague; all notes and e-mail history stay.',
            'Основной аккаунт переводит клиентов менеджера в общий список или сразу коллеге; вся история и переписка сохраняются.',
          ),
        },
        {
          question: l('CRM需要单独购买吗？', 'Is the CRM sold separately?', 'Нужно ли покупать CRM отдельно?'),
          answer: l(
            'CRM随贸易搜索权限一起开通，邮件中心需要开通邮件权限。具体模块以合同为准，可联系客户经理了解。',
            'The CRM comes with the trade-search permission; the e-mail center needs the e-mail permission. Your contract lists the modules; ask your account manager.',
            'CRM подключается вместе с торговым поиском, почтовый центр – с разрешением на e-mail. Состав модулей указан в договоре.',
          ),
        },
      ],
    },
    demoCta(
      l(
        '让团队的每一个客户都有迹可循',
        'Keep a record of every customer your team touches',
        'Каждый клиент команды – под контролем',
      ),
      l(
        '预约演示，了解如何把现有客户导入贸易罗盘CRM并开始协作。',
        'Book a demo to see how to bring your existing customers into the TradeCompass CRM and start working together.',
        'Запишитесь на демо и узнайте, как перенести клиентов в CRM TradeCompass и наладить командную работу.',
      ),
    ),
  ],
}

export const cnProductPages: SeedPage[] = [trade, search, tuoke, buyer, goldspider, global, crm]
