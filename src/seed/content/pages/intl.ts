/** English and Russian overview pages: /{en,ru}/products, /{en,ru}/datacountries, /{en,ru}/solutions. */
import type { SeedPage } from '../../types'
import { demoCta, l, rich } from './helpers'

const products: SeedPage = {
  path: 'products',
  sites: ['en', 'ru'],
  title: l('产品总览 - 贸易罗盘', 'Products – TradeCompass', 'Продукты – TradeCompass'),
  description: l(
    '贸易罗盘产品总览：海关与提单数据查询、企业与合作伙伴搜索、全球企业库、数据中心、智能营销、CRM与邮件中心、AI外贸工具以及信用报告和国际追账等第三方服务，一个账号即可覆盖外贸获客、背景调查、客户跟进与风险防控的全部流程，各模块之间数据自动打通。',
    'All TradeCompass products: customs data, company and partner search, data hub, smart marketing, CRM and e-mail, AI tools, credit reports and debt collection.',
    'Продукты TradeCompass: таможенные данные, поиск компаний и партнёров, центр данных, умный маркетинг, CRM и почта, ИИ-инструменты, кредитные отчёты, взыскание.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('产品', 'Products', 'Продукты'),
      heading: l(
        '从找到买家到收回货款，一个平台全覆盖',
        'From finding the buyer to getting paid – one platform',
        'От поиска покупателя до получения оплаты – одна платформа',
      ),
      subheading: l(
        '贸易罗盘把海关数据、企业信息、营销工具和客户管理放在同一个账号里，各模块之间的数据自动打通。',
        'TradeCompass puts customs data, company information, marketing tools and customer management in one account, with data flowing between the modules.',
        'TradeCompass объединяет таможенные данные, сведения о компаниях, маркетинг и управление клиентами в одном аккаунте; данные между модулями связаны.',
      ),
      primary: { label: l('预约演示', 'Request a demo', 'Запросить демо'), href: '/{site}/contact' },
      secondary: { label: l('查看套餐价格', 'See packages', 'Пакеты и цены'), href: '/{site}/package' },
      primaryOpensDemo: true,
    },
    {
      blockType: 'productShowcase',
      heading: l('产品模块', 'Product modules', 'Модули платформы'),
      products: [
        {
          name: l('海关与提单数据', 'Customs and shipment data', 'Таможенные данные и коносаменты'),
          image: { picture: 'product-search' },
          summary: l(
            '72个国家的进出口数据，按产品、HS编码或公司检索。',
            'Import and export data from 72 countries, searchable by product, HS code or company.',
            'Данные импорта и экспорта 72 стран с поиском по товару, коду HS или компании.',
          ),
          bullets: [
            l(
              '进口商、出口商、HS编码和产品描述检索',
              'Importer, exporter, HS code and product-description search',
              'Поиск по импортёру, экспортёру, коду HS и описанию',
            ),
            l(
              '日期、数量、重量、金额、港口、运输方式',
              'Date, quantity, weight, value, ports and transport',
              'Дата, количество, вес, стоимость, порты, транспорт',
            ),
            l('合作伙伴报告与收藏', 'Partner reports and saved companies', 'Отчёты о партнёрах и избранное'),
          ],
          href: '/{site}/datacountries',
        },
        {
          name: l('企业与合作伙伴搜索', 'Company and partner search', 'Поиск компаний и партнёров'),
          image: { picture: 'product-company' },
          summary: l(
            '按公司名、网址或邮箱查找企业，查看其贸易伙伴与联系方式。',
            'Look up any company by name, website or e-mail and see its trading partners and contacts.',
            'Находите компанию по названию, сайту или e-mail и смотрите её партнёров и контакты.',
          ),
          bullets: [
            l('全球企业库', 'Global company database', 'Глобальная база компаний'),
            l('官网与邮箱搜索', 'Website and e-mail search', 'Поиск по сайтам и e-mail'),
            l('上下游关系图谱', 'Upstream and downstream map', 'Карта поставщиков и клиентов'),
          ],
        },
        {
          name: l('数据中心', 'Data hub', 'Центр данных'),
          image: { picture: 'product-trend' },
          summary: l(
            '贸易统计与市场信息，帮助您判断市场容量。',
            'Trade statistics and market information for sizing a market.',
            'Торговая статистика и рыночная информация для оценки рынка.',
          ),
          bullets: [
            l('全球及中国贸易统计', 'Global and China trade statistics', 'Мировая и китайская статистика'),
            l('全球地图与B2B平台', 'Global map and B2B platforms', 'Карта мира и B2B-площадки'),
            l('社交媒体与展会', 'Social media and exhibitions', 'Соцсети и выставки'),
          ],
        },
        {
          name: l('智能营销', 'Smart marketing', 'Умный маркетинг'),
          image: { picture: 'product-marketing' },
          summary: l(
            '在社交平台和搜索引擎中挖掘潜在客户，并自动化营销。',
            'Dig for prospects on social platforms and search engines and automate outreach.',
            'Поиск клиентов в соцсетях и поисковиках и автоматизация маркетинга.',
          ),
          bullets: [
            l(
              '按产品或公司自动营销',
              'Automated marketing by product or company',
              'Автомаркетинг по товару или компании',
            ),
            l('相似客户推荐', 'Look-alike recommendations', 'Рекомендации похожих компаний'),
            l('我的挖掘与客户池', 'My digs and customer pool', 'Мои поиски и пул клиентов'),
          ],
        },
        {
          name: l('业务管理', 'Business management', 'Управление продажами'),
          image: { picture: 'product-crm' },
          summary: l(
            'CRM、邮件中心和产品管理，让团队协作有序。',
            'CRM, e-mail center and product management to keep the team organised.',
            'CRM, почтовый центр и управление товарами для слаженной работы команды.',
          ),
          bullets: [
            l(
              '私海、公海、合作客户与统计',
              'Private, public and cooperative customers with statistics',
              'Личные, общие и действующие клиенты, статистика',
            ),
            l('邮箱、模板与发送报告', 'Mailboxes, templates and reports', 'Почтовые ящики, шаблоны и отчёты'),
            l(
              '产品列表、分类、图片库与标签',
              'Product list, categories, picture library and labels',
              'Товары, категории, фотобанк и метки',
            ),
          ],
        },
        {
          name: l('AI工具', 'AI tools', 'ИИ-инструменты'),
          image: { picture: 'product-ai' },
          summary: l(
            'AI撰写开发信和社媒文案，并提供多语种翻译。',
            'AI drafts trade e-mails and social posts and translates between languages.',
            'ИИ пишет деловые письма и посты и переводит тексты.',
          ),
          bullets: [
            l('AI外贸邮件', 'AI trade e-mail', 'ИИ-письма'),
            l('AI社媒文案', 'AI social copy', 'ИИ-тексты для соцсетей'),
            l('AI翻译', 'AI translation', 'ИИ-перевод'),
          ],
        },
        {
          name: l('第三方服务', 'Third-party services', 'Сервисы партнёров'),
          image: { picture: 'product-credit' },
          summary: l(
            '信用报告与国际账款追收，降低交易风险。',
            'Credit reports and international debt collection to reduce trade risk.',
            'Кредитные отчёты и международное взыскание долгов для снижения рисков.',
          ),
          bullets: [
            l(
              '信用报告覆盖230个国家、1.26亿家企业',
              'Credit reports on 126 million companies in 230 countries',
              'Кредитные отчёты: 126 млн компаний в 230 странах',
            ),
            l('追账无前期费用', 'Debt collection with no up-front fees', 'Взыскание долгов без предоплаты'),
          ],
        },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: l('为什么选择贸易罗盘', 'Why TradeCompass', 'Почему TradeCompass'),
      columns: 4,
      features: [
        {
          icon: 'globe',
          title: l('覆盖广', 'Broad coverage', 'Широкий охват'),
          text: l(
            '72个国家的进出口数据。',
            'Import and export data from 72 countries.',
            'Данные импорта и экспорта 72 стран.',
          ),
        },
        {
          icon: 'link',
          title: l('数据打通', 'Connected data', 'Связанные данные'),
          text: l(
            '从海关记录到联系人再到CRM，无需来回复制。',
            'From customs record to contact to CRM without copy and paste.',
            'От таможенной записи к контакту и в CRM – без копирования.',
          ),
        },
        {
          icon: 'chat',
          title: l('三语服务', 'Three languages', 'Три языка'),
          text: l(
            '中文、英文和俄文界面与客服。',
            'Interface and support in English, Russian and Chinese.',
            'Интерфейс и поддержка на русском, английском и китайском.',
          ),
        },
        {
          icon: 'coins',
          title: l('价格透明', 'Clear pricing', 'Прозрачные цены'),
          text: l(
            '按年订阅，签约时一次付费，不自动续费。',
            'Yearly packages, paid once at the start, never auto-renewed.',
            'Годовые пакеты, оплата один раз при заключении, без автопродления.',
          ),
        },
      ],
    },
    demoCta(
      l('看看哪些模块最适合您', 'Find out which modules fit your business', 'Узнайте, какие модули подходят вам'),
      l(
        '预约演示，我们会根据您的角色和目标市场推荐合适的模块和套餐。',
        'Book a demo and we will recommend modules and a package for your role and target markets.',
        'Запишитесь на демо – мы подберём модули и пакет под вашу роль и рынки.',
      ),
    ),
  ],
}

const datacountries: SeedPage = {
  path: 'datacountries',
  sites: ['en', 'ru'],
  title: l(
    '数据国家 - 海关数据覆盖范围 - 贸易罗盘',
    'Data countries – customs data coverage – TradeCompass',
    'Страны с данными – покрытие – TradeCompass',
  ),
  description: l(
    '查看贸易罗盘海关数据覆盖的国家和地区：按美洲、亚洲、非洲、欧洲、大洋洲浏览各国可用的进口与出口数据集，了解每个数据源是否支持按进口商、出口商、HS编码和产品描述检索，并进入国家详情页查看数据字段、样例与更新情况，为选择合适的数据套餐提供参考。',
    'Browse TradeCompass customs data by continent – Americas, Asia, Africa, Europe, Oceania – with the import and export datasets and search types of each country.',
    'Страны с таможенными данными TradeCompass по континентам: наборы данных импорта и экспорта и доступные виды поиска для каждой страны.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('数据国家', 'Data countries', 'Страны с данными'),
      heading: l('我们有哪些国家的数据？', 'Which countries do we cover?', 'По каким странам есть данные?'),
      subheading: l(
        '贸易罗盘的海关与提单数据覆盖72个国家。选择大洲和国家，查看可用的进口、出口数据集和检索方式。',
        'TradeCompass customs and shipment data covers 72 countries. Pick a continent and country to see the import and export datasets and how you can search them.',
        'Таможенные данные TradeCompass охватывают 72 страны. Выберите континент и страну, чтобы увидеть наборы данных импорта и экспорта и способы поиска.',
      ),
    },
    {
      blockType: 'countryExplorer',
      heading: l('按大洲浏览', 'Browse by continent', 'По континентам'),
      intro: l(
        '每个数据集都标明类型（进口或出口）以及是否支持按进口商、出口商、HS编码和产品描述检索。点击国家查看详情。',
        'Each dataset shows its type (import or export) and whether you can search by importer, exporter, HS code and product description. Click a country for details.',
        'Для каждого набора указан тип (импорт или экспорт) и возможность поиска по импортёру, экспортёру, коду HS и описанию товара. Нажмите на страну, чтобы узнать подробности.',
      ),
      showDatasets: true,
    },
    {
      blockType: 'richText',
      heading: l('如何理解数据集', 'Reading the dataset list', 'Как читать список наборов данных'),
      content: rich(
        `
        - **进口数据**：进口国海关记录的入境货物，通常包含进口商，部分国家也包含境外供应商。
        - **出口数据**：出口国记录的离境货物，通常包含出口商，部分国家也包含境外买家。
        - **数据形式**：不同国家分别来自报关单、提单或出口申报，字段因来源而异。
        - **检索方式**：部分国家不公开企业名称，此时只能按HS编码和产品描述检索。

        您能访问的数据集取决于所购[套餐](/{site}/package)。想了解数据字段，请参阅[数据说明](/{site}/packageLearn)。
        `,
        `
        - **Import datasets** record goods entering a country. They usually name the importer and, in some countries, the foreign supplier.
        - **Export datasets** record goods leaving a country. They usually name the exporter and, in some countries, the foreign buyer.
        - **Source type**: depending on the country, data comes from customs declarations, bills of lading or export declarations, so fields differ.
        - **Search types**: some countries do not publish company names; there you can search by HS code and product description only.

        The datasets you can open depend on your [package](/{site}/package). For the data fields, see [learn more about the data](/{site}/packageLearn).
        `,
        `
        - **Импорт** – товары, ввезённые в страну. Обычно указан импортёр, в ряде стран – и зарубежный поставщик.
        - **Экспорт** – товары, вывезенные из страны. Обычно указан экспортёр, в ряде стран – и зарубежный покупатель.
        - **Источник**: в зависимости от страны это декларации, коносаменты или экспортные декларации, поэтому набор полей различается.
        - **Виды поиска**: некоторые страны не раскрывают названия компаний – там доступен поиск только по коду HS и описанию товара.

        Доступные наборы данных зависят от [пакета](/{site}/package). О полях данных – на странице [подробнее о данных](/{site}/packageLearn).
        `,
      ),
    },
    demoCta(
      l('需要某个国家的样例数据？', 'Need sample data for a country?', 'Нужен пример данных по стране?'),
      l(
        '预约演示，我们会用您关注的国家和产品展示真实记录。',
        'Book a demo and we will show real records for the countries and products you care about.',
        'Запишитесь на демо – покажем реальные записи по нужным вам странам и товарам.',
      ),
    ),
  ],
}

const solutions: SeedPage = {
  path: 'solutions',
  sites: ['en', 'ru'],
  title: l('解决方案 - 贸易罗盘', 'Solutions – TradeCompass', 'Решения – TradeCompass'),
  description: l(
    '贸易罗盘为采购商、供应商、物流企业、研究机构、媒体、律师事务所、金融机构、投资机构、政府部门和高校提供基于进出口数据的解决方案，帮助不同角色寻找贸易伙伴、研究市场、核查企业背景和评估风险，让贸易决策有据可依，选择您的角色即可查看对应的典型问题与解决方案。',
    'Solutions built on trade data for buyers, suppliers, logistics firms, researchers, media, law firms, banks, investors, government bodies and universities.',
    'Решения TradeCompass для покупателей, поставщиков, логистов, аналитиков, СМИ, юристов, банков, инвесторов, госорганов и вузов на основе внешнеторговых данных.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('解决方案', 'Solutions', 'Решения'),
      heading: l(
        '同一份贸易数据，服务不同的决策',
        'One body of trade data, many kinds of decisions',
        'Одни и те же данные – для разных решений',
      ),
      subheading: l(
        '供应商用它找买家，采购商用它找工厂，律所和银行用它核实企业，研究机构用它观察产业链。选择您的角色，看看贸易罗盘如何帮助您。',
        'Suppliers use it to find buyers, buyers to find factories, law firms and banks to verify companies, researchers to follow supply chains. Choose your role to see how TradeCompass helps.',
        'Поставщики ищут покупателей, покупатели – производителей, юристы и банки проверяют компании, аналитики изучают цепочки поставок. Выберите свою роль.',
      ),
    },
    {
      blockType: 'solutionList',
      heading: l('按角色选择', 'Choose your role', 'Выберите свою роль'),
      intro: l(
        '十类用户的典型问题与对应方案。',
        'Typical questions and answers for ten kinds of users.',
        'Типичные задачи и решения для десяти групп пользователей.',
      ),
    },
    demoCta(
      l('没有找到您的行业？', 'Don’t see your industry?', 'Не нашли свою отрасль?'),
      l(
        '告诉我们您的业务场景，我们会为您定制数据与工具组合。',
        'Tell us how you work and we will put together the right data and tools for you.',
        'Расскажите о своих задачах – мы подберём данные и инструменты под вас.',
      ),
    ),
  ],
}

export const intlPages: SeedPage[] = [products, datacountries, solutions]
