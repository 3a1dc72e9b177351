import type { L, SeedMenus, SeedNavItem } from '../types'

/**
 * The menus of the three public sites and of the logged-in console header (SPEC §2.5, §2.6).
 * `{site}` in an href is replaced with the current site prefix (en or ru) by the renderer.
 * Console paths (inside: false) are relative to the console host.
 */

type Child = NonNullable<SeedNavItem['children']>[number]

const l = (zh: string, en: string, ru: string): L => ({ zh, en, ru })

// ---------------------------------------------------------------------------------------------------------------
// Chinese public header
// ---------------------------------------------------------------------------------------------------------------

const creditFinance = l('信用与金融', 'Credit and finance', 'Кредит и финансы')
const logisticsCert = l('物流与认证', 'Logistics and certification', 'Логистика и сертификация')
const marketingData = l('营销与数据', 'Marketing and data', 'Маркетинг и данные')

const service = (slug: string, name: L, group: L): Child => ({ name, path: `/cn/service/${slug}`, inside: true, group })

const cnHeader: SeedNavItem[] = [
  { name: l('首页', 'Home', 'Главная'), path: '/cn', inside: true },
  {
    name: l('关于我们', 'About us', 'О компании'),
    path: '/cn/aboutus',
    inside: true,
    children: [
      { name: l('公司简介', 'Company profile', 'О компании'), path: '/cn/aboutus#section1', inside: true },
      { name: l('发展历程', 'Our history', 'История'), path: '/cn/aboutus#section2', inside: true },
      { name: l('核心团队', 'Core team', 'Команда'), path: '/cn/aboutus#section3', inside: true },
      { name: l('荣誉资质', 'Honours', 'Награды'), path: '/cn/aboutus#section4', inside: true },
    ],
  },
  {
    name: l('产品', 'Products', 'Продукты'),
    path: '/cn/product/trade',
    inside: true,
    contentHeading: l(
      '一站式外贸获客与管理平台',
      'One platform to find and manage trade customers',
      'Единая платформа поиска и ведения клиентов во внешней торговле',
    ),
    contentText: l(
      '从 72 个国家的海关数据出发，找到真实采购商，一键触达并在 CRM 中持续跟进。',
      'Start from customs data of 72 countries, find real buyers, reach them in one click and follow up in the CRM.',
      'Начните с таможенных данных 72 стран, найдите реальных покупателей, свяжитесь с ними и ведите их в CRM.',
    ),
    moreHref: '/cn/product/trade',
    children: [
      { name: l('海关贸易数据', 'Customs trade data', 'Таможенные данные'), path: '/cn/product/trade', inside: true },
      { name: l('全球企业搜索', 'Global company search', 'Поиск компаний'), path: '/cn/product/search', inside: true },
      { name: l('智能拓客', 'Smart prospecting', 'Умный поиск клиентов'), path: '/cn/product/tuoke', inside: true },
      { name: l('全球采购商', 'Global buyers', 'Покупатели по всему миру'), path: '/cn/product/buyer', inside: true },
      {
        name: l('金蜘蛛邮件营销', 'Gold Spider e-mail marketing', 'E-mail маркетинг Gold Spider'),
        path: '/cn/product/goldspider',
        inside: true,
      },
      {
        name: l('全球企业库', 'Global company database', 'Глобальная база компаний'),
        path: '/cn/product/global',
        inside: true,
      },
      { name: l('外贸 CRM', 'Trade CRM', 'CRM для ВЭД'), path: '/cn/product/crm', inside: true },
    ],
  },
  {
    name: l('渠道', 'Channel', 'Партнёрам'),
    path: '/cn/investment',
    inside: true,
    children: [
      { name: l('招商加盟', 'Become a reseller', 'Стать дилером'), path: '/cn/investment', inside: true },
      { name: l('商务合作', 'Business cooperation', 'Сотрудничество'), path: '/cn/cooperation', inside: true },
      { name: l('加入我们', 'Join us', 'Вакансии'), path: '/cn/joinus', inside: true },
      { name: l('新闻动态', 'News', 'Новости'), path: '/cn/news', inside: true },
    ],
  },
  {
    name: l('服务联盟', 'Service alliance', 'Партнёрские сервисы'),
    path: '/cn/service',
    inside: true,
    contentHeading: l(
      '外贸全链路服务联盟',
      'Services for every step of an export deal',
      'Сервисы на каждом этапе экспортной сделки',
    ),
    contentText: l(
      '资信调查、跨境收款、验货认证、物流仓储、海外推广，由贸易罗盘精选的合作伙伴为您提供。',
      'Credit checks, cross-border payments, inspection, logistics and overseas promotion from partners selected by TradeCompass.',
      'Проверка контрагентов, международные платежи, инспекция, логистика и продвижение за рубежом от партнёров TradeCompass.',
    ),
    moreHref: '/cn/service',
    children: [
      service('cedarRose', l('全球企业资信报告', 'Global credit reports', 'Кредитные отчёты'), creditFinance),
      service('debtcollection', l('国际商账追收', 'International debt collection', 'Взыскание долгов'), creditFinance),
      service('airwallex', l('跨境收付款', 'Cross-border payments', 'Международные платежи'), creditFinance),
      service('yixin', l('出口信用保险', 'Export credit insurance', 'Страхование экспортных кредитов'), creditFinance),
      service('shiteng', l('贸易合规与法律', 'Trade compliance and legal', 'Комплаенс и право'), creditFinance),
      service('tuv', l('验货与认证', 'Inspection and certification', 'Инспекция и сертификация'), logisticsCert),
      service('ningbo', l('宁波港出口服务', 'Ningbo port export services', 'Экспорт через порт Нинбо'), logisticsCert),
      service('xinhai', l('海外仓', 'Overseas warehousing', 'Зарубежные склады'), logisticsCert),
      service('amass', l('国际货运代理', 'Freight forwarding', 'Экспедирование грузов'), logisticsCert),
      service('trace', l('货物追踪', 'Shipment tracking', 'Отслеживание грузов'), logisticsCert),
      service('yiwandian', l('B2B 独立店铺', 'B2B storefront', 'B2B-витрина'), marketingData),
      service('zhaodaka', l('找大客户', 'Key-account finder', 'Поиск крупных покупателей'), marketingData),
      service('website', l('外贸建站', 'Export website building', 'Создание экспортного сайта'), marketingData),
      service('spread', l('海外广告投放', 'Overseas advertising', 'Реклама за рубежом'), marketingData),
      service('analyze', l('市场分析报告', 'Market analysis reports', 'Отчёты об анализе рынка'), marketingData),
      service('video', l('营销视频制作', 'Marketing video production', 'Производство видео'), marketingData),
      service('search', l('谷歌 SEO 优化', 'Google SEO', 'SEO в Google'), marketingData),
      service('nova', l('AI 销售助理', 'AI sales assistant', 'AI-ассистент продаж'), marketingData),
      service(
        'Hide-article',
        l('海外媒体软文', 'Sponsored articles on overseas media', 'Статьи в зарубежных СМИ'),
        marketingData,
      ),
    ],
  },
  { name: l('联系我们', 'Contact us', 'Контакты'), path: '/cn/contact', inside: true },
]

// ---------------------------------------------------------------------------------------------------------------
// English and Russian public header
// ---------------------------------------------------------------------------------------------------------------

// The English detail screen; on the Russian site the same item is its own page (/ru/buyers …, SPEC §2.3), resolved
// by the renderer (src/domain/routing.ts `siteHref`).
const solution = (contId: number, name: string, label: L): Child => ({
  name: label,
  path: `/{site}/solutionsdetail?contId=${contId}&name=${name}`,
  inside: true,
})

const intlHeader: SeedNavItem[] = [
  { name: l('首页', 'Home', 'Главная'), path: '/{site}', inside: true },
  { name: l('产品', 'Products', 'Продукты'), path: '/{site}/products', inside: true },
  { name: l('数据国家', 'Data countries', 'Страны данных'), path: '/{site}/datacountries', inside: true },
  {
    name: l('解决方案', 'Solutions', 'Решения'),
    path: '/{site}/solutions',
    inside: true,
    contentHeading: l('按行业划分的解决方案', 'Solutions by industry', 'Решения по отраслям'),
    contentText: l(
      '采购商、供应商、物流、研究、律所、金融、投资、政府、高校与媒体：看看各行业如何使用贸易数据。',
      'Buyers, suppliers, logistics, research, law, finance, investment, government, education and media: see how each uses trade data.',
      'Покупатели, поставщики, логистика, исследования, юристы, финансы, инвестиции, госсектор, вузы и СМИ: как каждый использует торговые данные.',
    ),
    moreHref: '/{site}/solutions',
    children: [
      solution(998, 'buyers', l('采购商', 'Buyers', 'Покупателям')),
      solution(2002, 'suppliers', l('供应商', 'Suppliers', 'Поставщикам')),
      solution(3003, 'logistics', l('物流公司', 'Logistics', 'Логистическим компаниям')),
      solution(4001, 'research', l('研究与咨询', 'Research', 'Исследованиям и консалтингу')),
      solution(5001, 'lawFirms', l('律师事务所', 'Law firms', 'Юридическим фирмам')),
      solution(6001, 'financialInstitutions', l('金融机构', 'Financial institutions', 'Финансовым институтам')),
      solution(7001, 'investmentFirms', l('投资机构', 'Investment firms', 'Инвестиционным компаниям')),
      solution(8001, 'government', l('政府机构', 'Government', 'Госорганам')),
      solution(9001, 'college', l('高校', 'Colleges', 'Вузам')),
      solution(1001, 'media', l('媒体', 'Media', 'СМИ')),
    ],
  },
  { name: l('套餐', 'Package', 'Тарифы'), path: '/{site}/package', inside: true },
  { name: l('关于我们', 'About us', 'О компании'), path: '/{site}/aboutus', inside: true },
  { name: l('联系我们', 'Contact', 'Контакты'), path: '/{site}/contact', inside: true },
  { name: l('常见问题', 'FAQ', 'Вопросы'), path: '/{site}/content/faq', inside: true },
]

// ---------------------------------------------------------------------------------------------------------------
// Footers
// ---------------------------------------------------------------------------------------------------------------

const footer: SeedNavItem[] = [
  {
    name: l('产品', 'Products', 'Продукты'),
    path: '',
    children: [
      {
        name: l('海关贸易数据', 'Customs trade data', 'Таможенные данные'),
        path: '/cn/product/trade',
        inside: true,
        sites: ['cn'],
      },
      {
        name: l('全球企业搜索', 'Global company search', 'Поиск компаний'),
        path: '/cn/product/search',
        inside: true,
        sites: ['cn'],
      },
      {
        name: l('智能拓客', 'Smart prospecting', 'Умный поиск клиентов'),
        path: '/cn/product/tuoke',
        inside: true,
        sites: ['cn'],
      },
      { name: l('外贸 CRM', 'Trade CRM', 'CRM для ВЭД'), path: '/cn/product/crm', inside: true, sites: ['cn'] },
      { name: l('产品', 'Products', 'Продукты'), path: '/{site}/products', inside: true, sites: ['en', 'ru'] },
      {
        name: l('数据国家', 'Data countries', 'Страны данных'),
        path: '/{site}/datacountries',
        inside: true,
        sites: ['en', 'ru'],
      },
      { name: l('解决方案', 'Solutions', 'Решения'), path: '/{site}/solutions', inside: true, sites: ['en', 'ru'] },
      {
        name: l('套餐价格', 'Packages and pricing', 'Тарифы и цены'),
        path: '/{site}/package',
        inside: true,
        sites: ['en', 'ru'],
      },
    ],
  },
  {
    name: l('公司', 'Company', 'Компания'),
    path: '',
    children: [
      { name: l('关于我们', 'About us', 'О компании'), path: '/{site}/aboutus', inside: true },
      { name: l('客户案例', 'Customer stories', 'Истории клиентов'), path: '/{site}/cases', inside: true },
      { name: l('联系我们', 'Contact us', 'Контакты'), path: '/{site}/contact', inside: true },
      { name: l('新闻动态', 'News', 'Новости'), path: '/cn/news', inside: true, sites: ['cn'] },
      {
        name: l('招商加盟', 'Become a reseller', 'Стать дилером'),
        path: '/cn/investment',
        inside: true,
        sites: ['cn'],
      },
      { name: l('加入我们', 'Join us', 'Вакансии'), path: '/cn/joinus', inside: true, sites: ['cn'] },
      { name: l('媒体报道', 'Press', 'Пресса'), path: '/en/content/press-scmp', inside: true, sites: ['en'] },
    ],
  },
  {
    name: l('资源与条款', 'Resources and legal', 'Ресурсы и документы'),
    path: '',
    children: [
      {
        name: l('服务联盟', 'Service alliance', 'Партнёрские сервисы'),
        path: '/cn/service',
        inside: true,
        sites: ['cn'],
      },
      { name: l('外贸工具', 'Trade tools', 'Инструменты'), path: '/cn/service#utilities', inside: true, sites: ['cn'] },
      {
        name: l('常见问题', 'FAQ', 'Вопросы и ответы'),
        path: '/{site}/content/faq',
        inside: true,
        sites: ['en', 'ru'],
      },
      {
        name: l('企业资信报告', 'Credit reports', 'Кредитные отчёты'),
        path: '/en/service/cedarRose',
        inside: true,
        sites: ['en'],
      },
      {
        name: l('国际商账追收', 'Debt collection', 'Взыскание долгов'),
        path: '/en/service/debtcollection',
        inside: true,
        sites: ['en'],
      },
      {
        name: l('套餐条款', 'Package terms', 'Условия тарифов'),
        path: '/{site}/packageterms',
        inside: true,
        sites: ['en', 'ru'],
      },
    ],
  },
]

const memberFooter: SeedNavItem[] = [
  {
    name: l('浏览制造商', 'Browse manufacturers', 'Каталог производителей'),
    path: '/marketing/companies/b2b',
    inside: false,
  },
  { name: l('联系我们', 'Contact us', 'Контакты'), path: '/{site}/contact', inside: true },
  { name: l('博客', 'Blog', 'Блог'), path: '/cn/news', inside: true },
]

// ---------------------------------------------------------------------------------------------------------------
// Logged-in console header (SPEC §2.6, visibility rules of §6)
// ---------------------------------------------------------------------------------------------------------------

const c = (path: string, name: L, extra: Partial<Child> = {}): Child => ({ name, path, inside: false, ...extra })

const crmGroup = l('客户管理', 'CRM', 'CRM')
const mailGroup = l('邮件中心', 'E-mail center', 'Почтовый центр')
const productGroup = l('产品管理', 'Products', 'Товары')
const companyGroup = l('企业挖掘', 'Find companies', 'Поиск компаний')
const productSearchGroup = l('产品搜索', 'Product search', 'Поиск по товарам')
const autoGroup = l('智能营销', 'Automated marketing', 'Автоматический маркетинг')
const meGroup = l('我的主页', 'Me', 'Мой профиль')
const messagesGroup = l('消息', 'Messages', 'Сообщения')
const companyAreaGroup = l('企业与账户', 'Company and account', 'Компания и аккаунт')

const consoleMenu: SeedNavItem[] = [
  { name: l('工作台', 'Dashboard', 'Панель управления'), path: '/dashboard', inside: false },
  {
    name: l('数据中心', 'Data center', 'Центр данных'),
    path: '/shipments/search',
    inside: false,
    contentHeading: l('海关与贸易数据', 'Customs and trade data', 'Таможенные и торговые данные'),
    contentText: l(
      '按产品、HS 编码或公司检索 72 个国家的进出口数据，查看贸易伙伴与市场趋势。',
      'Search import and export data of 72 countries by product, HS code or company; see partners and market trends.',
      'Ищите данные импорта и экспорта 72 стран по товару, коду HS или компании; смотрите партнёров и тренды рынка.',
    ),
    moreHref: '/shipments/search',
    children: [
      c('/shipments/search', l('提单数据查询', 'Shipments search', 'Поиск поставок')),
      c('/shipments/partners', l('贸易伙伴报告', 'Partners report', 'Отчёт о партнёрах')),
      c('/shipments/collect', l('我的收藏', 'Collect', 'Избранное')),
      c('/stats/cn', l('中国海关统计', 'China statistics', 'Статистика Китая'), { permission: 'marketAnalysis' }),
      c('/stats/un', l('全球贸易统计', 'Global statistics', 'Мировая статистика'), { permission: 'marketAnalysis' }),
      c('/buyer', l('采购商搜索', 'Buyer search', 'Поиск покупателей'), { sites: ['cn'] }),
    ],
  },
  { name: l('贸易搜索', 'Trade search', 'Торговый поиск'), path: '/so', inside: false, permission: 'tradeSearch' },
  {
    name: l('智能营销', 'Marketing', 'Маркетинг'),
    path: '/marketing/companies/customs',
    inside: false,
    permission: 'marketing',
    children: [
      c('/marketing/companies/customs', l('海关企业', 'Customs companies', 'Компании из таможенных данных'), {
        group: companyGroup,
      }),
      c('/marketing/companies/map', l('地图获客', 'Map', 'Поиск по карте'), { group: companyGroup }),
      c('/marketing/companies/b2b', l('B2B 平台', 'B2B platforms', 'B2B-площадки'), { group: companyGroup }),
      c('/marketing/companies/social-media', l('社媒企业', 'Social media', 'Соцсети'), { group: companyGroup }),
      c('/marketing/companies/exhibitions', l('展会企业', 'Exhibitions', 'Выставки'), { group: companyGroup }),
      c('/marketing/product/social-media', l('社交平台搜索', 'Social platforms', 'Социальные платформы'), {
        group: productSearchGroup,
      }),
      c('/marketing/product/search-engine', l('搜索引擎搜索', 'Search engines', 'Поисковые системы'), {
        group: productSearchGroup,
      }),
      c('/marketing/recommend', l('智能推荐', 'Recommendations', 'Рекомендации'), {
        group: autoGroup,
        permission: 'recommend',
      }),
      c('/marketing/intelligent/company', l('按公司智能营销', 'Intelligent: by company', 'Автомаркетинг по компании'), {
        group: autoGroup,
      }),
      c('/marketing/intelligent/product', l('按产品智能营销', 'Intelligent: by product', 'Автомаркетинг по товару'), {
        group: autoGroup,
      }),
      c('/marketing/pool', l('客户池', 'Customer pool', 'Пул клиентов'), { group: autoGroup }),
    ],
  },
  {
    name: l('业务管理', 'Business management', 'Управление бизнесом'),
    path: '/crm/crm-private',
    inside: false,
    children: [
      c('/crm/crm-private', l('私海客户', 'Private customers', 'Мои клиенты'), {
        group: crmGroup,
        permission: 'tradeSearch',
      }),
      c('/crm/crm-public', l('公海客户', 'Public customers', 'Общие клиенты'), {
        group: crmGroup,
        permission: 'tradeSearch',
      }),
      c('/crm/crm-cooperative', l('合作客户', 'Cooperative customers', 'Действующие клиенты'), {
        group: crmGroup,
        permission: 'tradeSearch',
      }),
      c('/crm/crm-statistics', l('客户统计', 'Customer statistics', 'Статистика клиентов'), {
        group: crmGroup,
        permission: 'tradeSearch',
      }),
      c('/business/ec/mail', l('邮箱', 'Mailboxes', 'Почтовые ящики'), { group: mailGroup, permission: 'email' }),
      c('/business/ec/template', l('邮件模板', 'Templates', 'Шаблоны'), { group: mailGroup, permission: 'email' }),
      c('/business/ec/report', l('邮件报告', 'Reports', 'Отчёты'), { group: mailGroup, permission: 'email' }),
      c('/business/product/list', l('产品列表', 'Product list', 'Список товаров'), { group: productGroup }),
      c('/business/product/classify', l('产品分类', 'Categories', 'Категории'), { group: productGroup }),
      c('/business/product/release', l('发布产品', 'Release', 'Публикация'), { group: productGroup }),
      c('/business/product/pictures', l('图片库', 'Picture library', 'Фотобанк'), { group: productGroup }),
      c('/business/follow', l('跟进记录', 'Follow-ups', 'Контакты с клиентами'), { group: productGroup }),
      c('/business/trace', l('访客追踪', 'Tracking', 'Отслеживание'), { group: productGroup }),
      c('/business/label', l('标签管理', 'Labels', 'Метки'), { group: productGroup }),
    ],
  },
  {
    name: l('AI 工具', 'AI tools', 'AI-инструменты'),
    path: '/tools/email',
    inside: false,
    children: [
      c('/tools/email', l('AI 外贸邮件', 'Trade e-mail', 'Деловые письма')),
      c('/tools/social', l('AI 社媒文案', 'Social copy', 'Тексты для соцсетей')),
      c('/tools/translate', l('AI 翻译', 'Translation', 'Перевод')),
      { name: l('实用工具', 'Utilities', 'Утилиты'), path: '/cn/service#utilities', inside: true, sites: ['cn'] },
    ],
  },
  { name: l('第三方服务', 'Third-party services', 'Сторонние сервисы'), path: '/cn/service', inside: true },
  { name: l('产品套餐', 'Product package', 'Тарифы'), path: '/package', inside: false, sites: ['en', 'ru'] },
  { name: l('费用中心', 'Cost', 'Расходы'), path: '/cost', inside: false, permission: 'cost' },
  {
    name: l('开放平台', 'Open platform', 'Открытая платформа'),
    path: '/open-platform',
    inside: false,
    permission: 'openPlatform',
  },
  {
    name: l('个人中心', 'Personal area', 'Личный кабинет'),
    path: '/personal',
    inside: false,
    sites: ['en'],
    children: [
      c('/personal/visitors', l('谁看过我', 'Who viewed me', 'Кто смотрел мой профиль'), { group: meGroup }),
      c('/personal/profile', l('个人资料', 'Profile', 'Профиль'), { group: meGroup }),
      c('/personal/connections', l('人脉', 'Connections', 'Контакты'), { group: meGroup }),
      c('/personal/invitations', l('邀请', 'Invitations', 'Приглашения'), { group: meGroup }),
      c('/personal/references', l('推荐信', 'References', 'Рекомендации'), { group: meGroup }),
      c('/personal/import-contacts', l('导入联系人', 'Import contacts', 'Импорт контактов'), { group: meGroup }),
      c('/personal/messages/inquiries', l('询盘', 'Inquiries', 'Запросы'), { group: messagesGroup }),
      c('/personal/messages/notifications', l('通知', 'Notifications', 'Уведомления'), { group: messagesGroup }),
      c('/personal/messages/comments', l('评论', 'Comments', 'Комментарии'), { group: messagesGroup }),
      c('/personal/messages/chats', l('聊天', 'Chats', 'Чаты'), { group: messagesGroup }),
      c('/personal/messages/compose', l('写消息', 'Compose', 'Написать'), { group: messagesGroup }),
      c('/personal/company', l('公司资料', 'Company profile', 'Профиль компании'), { group: companyAreaGroup }),
      c('/personal/coworkers', l('同事', 'Coworkers', 'Коллеги'), { group: companyAreaGroup }),
      c('/personal/products', l('产品', 'Products', 'Товары'), { group: companyAreaGroup }),
      c('/personal/reviews', l('评价', 'Reviews', 'Отзывы'), { group: companyAreaGroup }),
      c('/personal/history-tracking', l('历史追踪', 'History tracking', 'История действий'), {
        group: companyAreaGroup,
      }),
      c('/personal/market-insight', l('市场洞察', 'Market insight', 'Аналитика рынка'), { group: companyAreaGroup }),
      c('/personal/company-tracking', l('公司追踪', 'Company tracking', 'Отслеживание компаний'), {
        group: companyAreaGroup,
      }),
      c('/personal/vouchers', l('优惠券中心', 'Voucher center', 'Купоны'), { group: companyAreaGroup }),
      c('/account', l('账户中心', 'Account centre', 'Центр аккаунта'), { group: companyAreaGroup }),
      c('/personal/advertising', l('广告设置', 'Advertising settings', 'Настройки рекламы'), {
        group: companyAreaGroup,
      }),
      c('/logout', l('退出登录', 'Sign out', 'Выйти'), { group: companyAreaGroup }),
    ],
  },
]

export const menus: SeedMenus = { cnHeader, intlHeader, footer, memberFooter, console: consoleMenu }
