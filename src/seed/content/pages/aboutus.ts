/** About us (/cn/aboutus, /en/aboutus, /ru/aboutus): profile, history, team, honours (anchors section1–section4). */
import type { SeedPage } from '../../types'
import { COVERAGE } from '../../../domain/coverage'
import { timelineEvents } from '../history'
import { demoCta, l, rich } from './helpers'

export const aboutPage: SeedPage = {
  path: 'aboutus',
  sites: ['cn', 'en', 'ru'],
  title: l('关于我们 - 贸易罗盘', 'About us – TradeCompass', 'О компании – TradeCompass'),
  description: l(
    '贸易罗盘2014年创立于上海，专注外贸大数据与智能获客服务，在上海、深圳、香港、莫斯科和迪拜设有办公室。了解我们的公司简介、发展历程、核心团队与所获荣誉，以及我们如何用真实的进出口数据和智能工具，帮助全球外贸企业看清市场、找到客户、做出更好的决策。',
    'Founded in Shanghai in 2014, TradeCompass builds trade data and prospecting tools, with offices in Shanghai, Shenzhen, Hong Kong, Moscow and Dubai.',
    'TradeCompass основана в Шанхае в 2014 году: данные и инструменты для ВЭД, офисы в Шанхае, Шэньчжэне, Гонконге, Москве и Дубае. История, команда и награды.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('关于贸易罗盘', 'About TradeCompass', 'О TradeCompass'),
      heading: l(
        '让每一家外贸企业都看得清全球市场',
        'Making world trade visible to every exporter',
        'Делаем мировую торговлю прозрачной для каждого экспортёра',
      ),
      subheading: l(
        '十余年来，我们把分散在各国海关、港口和企业名录里的数据整理成可检索、可分析、可跟进的商业信息。',
        'For more than a decade we have turned data scattered across customs offices, ports and company registers into information you can search, analyse and act on.',
        'Более десяти лет мы превращаем разрозненные данные таможен, портов и реестров компаний в информацию, которую можно искать, анализировать и использовать в продажах.',
      ),
    },
    {
      blockType: 'sectionTabs',
      tabs: [
        { anchor: 'section1', label: l('公司简介', 'Company profile', 'О компании') },
        { anchor: 'section2', label: l('发展历程', 'Our history', 'История') },
        { anchor: 'section3', label: l('核心团队', 'Core team', 'Команда') },
        { anchor: 'section4', label: l('荣誉资质', 'Honours', 'Награды') },
      ],
    },
    {
      blockType: 'richText',
      anchor: 'section1',
      heading: l('公司简介', 'Company profile', 'О компании'),
      content: rich(
        `
        上海贸易罗盘信息科技有限公司成立于2014年，总部位于上海，是一家专注于外贸大数据与智能获客的科技企业。我们的产品“贸易罗盘”汇集${COVERAGE.countries}个国家的进出口海关数据、提单记录与官方贸易统计，并将其与全球企业档案、社交媒体、B2B平台和展会信息打通，帮助外贸企业回答三个最实际的问题：谁在买、谁在卖、应该先联系谁。

        ## 我们做什么

        - **海关数据与企业搜索**：按产品、HS编码、进口商或出口商查询进出口明细，查看贸易伙伴与采购趋势。
        - **智能营销与客户管理**：从数据中挖掘线索，用CRM、邮件中心和AI工具完成跟进。
        - **第三方服务**：联合合作伙伴提供覆盖230个国家、1.26亿家企业的信用报告和国际账款追收服务。

        ## 我们的团队与网络

        公司在上海、深圳、香港、莫斯科和迪拜设有办公室，数据、研发、客户成功与本地化团队协同工作，为中文、英文和俄文用户提供本地化服务。我们的客户包括工厂、贸易公司、物流企业、研究与媒体机构、律师事务所、金融与投资机构，以及政府部门和高校。

        ## 我们的原则

        数据来源合法、口径清晰，服务条款与价格公开透明：数据套餐按年订阅，签约时一次性付费，不自动续费。如需了解合作方式，欢迎[联系我们](/{site}/contact)。
        `,
        `
        TradeCompass Information Technology (Shanghai) Co., Ltd. was founded in Shanghai in 2014 to make foreign-trade data practical for the people who sell and buy across borders. Our platform, TradeCompass, brings together import and export customs records, bills of lading and official trade statistics from ${COVERAGE.countries} countries and connects them with company profiles, social media, B2B platforms and trade-show information. It answers the three questions every trade team asks: who is buying, who is selling, and whom should we contact first.

        ## What we do

        - **Customs data and company search**: look up shipment records by product, HS code, importer or exporter, and see trading partners and purchase trends.
        - **Smart marketing and business management**: turn data into leads and follow them up with a CRM, an e-mail center and AI writing tools.
        - **Third-party services**: credit reports covering 230 countries and 126 million companies, and international debt collection, delivered with our partners.

        ## Our people and offices

        We work from offices in Shanghai, Shenzhen, Hong Kong, Moscow and Dubai. Data, engineering, customer-success and localisation teams serve users in Chinese, English and Russian. Our customers include manufacturers, traders, logistics firms, researchers and media, law firms, financial and investment firms, government bodies and universities.

        ## How we work

        Lawfully sourced data, clear definitions and transparent terms: data packages are yearly, paid once at the start of the contract and never billed again automatically. To discuss how we can work together, [contact us](/{site}/contact).
        `,
        `
        TradeCompass Information Technology (Shanghai) Co., Ltd. основана в Шанхае в 2014 году. Наша цель – сделать внешнеторговые данные практичным инструментом для тех, кто продаёт и покупает за рубежом. Платформа TradeCompass объединяет таможенные записи импорта и экспорта, коносаменты и официальную торговую статистику ${COVERAGE.countries} стран и связывает их с профилями компаний, соцсетями, B2B-площадками и выставками. Она отвечает на три главных вопроса: кто покупает, кто продаёт и с кем связаться в первую очередь.

        ## Что мы делаем

        - **Таможенные данные и поиск компаний**: записи о поставках по товару, коду HS, импортёру или экспортёру, партнёры и динамика закупок.
        - **Умный маркетинг и управление продажами**: лиды из данных, CRM, почтовый центр и ИИ-инструменты для переписки.
        - **Сервисы партнёров**: кредитные отчёты по 230 странам и 126 млн компаний, международное взыскание задолженности.

        ## Команда и офисы

        У нас офисы в Шанхае, Шэньчжэне, Гонконге, Москве и Дубае. Команды данных, разработки, клиентского сервиса и локализации работают с пользователями на китайском, английском и русском языках. Среди наших клиентов – производители, торговые и логистические компании, аналитики и СМИ, юридические фирмы, банки и инвесторы, госорганы и университеты.

        ## Наши принципы

        Законные источники данных, понятные определения и прозрачные условия: пакеты данных оформляются на год, оплачиваются один раз при заключении договора и не продлеваются автоматически. Чтобы обсудить сотрудничество, [свяжитесь с нами](/{site}/contact).
        `,
      ),
    },
    {
      blockType: 'timeline',
      anchor: 'section2',
      heading: l('发展历程', 'Our history', 'История компании'),
      events: timelineEvents(),
    },
    {
      blockType: 'team',
      anchor: 'section3',
      heading: l('核心团队', 'Core team', 'Команда'),
      intro: l(
        '我们的管理团队来自外贸、数据和软件行业，平均拥有超过十五年的从业经验。',
        'Our leadership comes from trade, data and software, with more than fifteen years of experience on average.',
        'Наши руководители пришли из ВЭД, работы с данными и разработки ПО; средний опыт – более пятнадцати лет.',
      ),
      members: [
        {
          name: l('陈立航', 'Chen Lihang', 'Чэнь Лихан'),
          role: l('创始人兼首席执行官', 'Founder and CEO', 'Основатель и генеральный директор'),
          bio: l(
            '曾在外贸企业负责北美市场开拓近十年，深知业务员找客户的难处，2014年创立贸易罗盘，负责公司战略与全球业务。',
            'Spent nearly ten years building North American sales for an export manufacturer before founding TradeCompass in 2014. Leads strategy and global business.',
            'Почти десять лет развивал продажи экспортёра в Северной Америке, в 2014 году основал TradeCompass. Отвечает за стратегию и международный бизнес.',
          ),
          photo: { picture: 'team-compass' },
        },
        {
          name: l('周婧', 'Zhou Jing', 'Чжоу Цзин'),
          role: l('联合创始人兼首席运营官', 'Co-founder and COO', 'Сооснователь и операционный директор'),
          bio: l(
            '负责客户成功、销售运营与各地办公室管理，主导建立了中英俄三语服务体系。',
            'Runs customer success, sales operations and the regional offices, and built our service in Chinese, English and Russian.',
            'Руководит клиентским сервисом, операционной деятельностью продаж и региональными офисами; выстроила поддержку на трёх языках.',
          ),
          photo: { picture: 'team-network' },
        },
        {
          name: l('李明哲', 'Li Mingzhe', 'Ли Минчжэ'),
          role: l('首席技术官', 'Chief Technology Officer', 'Технический директор'),
          bio: l(
            '前大型互联网公司搜索架构师，负责数据检索平台、企业关联算法与AI工具的研发。',
            'A former search architect at a large internet company; leads the search platform, company-matching algorithms and AI tools.',
            'Бывший архитектор поисковых систем в крупной интернет-компании; отвечает за поисковую платформу, алгоритмы сопоставления компаний и ИИ-инструменты.',
          ),
          photo: { picture: 'team-code' },
        },
        {
          name: l('刘晓岚', 'Liu Xiaolan', 'Лю Сяолань'),
          role: l('数据副总裁', 'VP, Data', 'Вице-президент по данным'),
          bio: l(
            '负责各国海关与提单数据的采集、清洗和标准化，带领团队维护数据字段口径与更新节奏。',
            'Oversees the collection, cleaning and standardisation of customs and bill-of-lading data, and owns field definitions and update schedules.',
            'Отвечает за сбор, очистку и стандартизацию таможенных данных и коносаментов, за определения полей и графики обновлений.',
          ),
          photo: { picture: 'team-bars' },
        },
        {
          name: l('黄子健', 'Huang Zijian', 'Хуан Цзыцзянь'),
          role: l(
            '国际业务副总裁（香港）',
            'VP, International Business (Hong Kong)',
            'Вице-президент по международному бизнесу (Гонконг)',
          ),
          bio: l(
            '常驻香港，负责海外客户、合作伙伴与英文站运营，服务东南亚、中东和欧洲市场。',
            'Based in Hong Kong; responsible for international customers, partners and the English site across Southeast Asia, the Middle East and Europe.',
            'Работает в Гонконге; отвечает за международных клиентов, партнёров и англоязычный сайт в Юго-Восточной Азии, на Ближнем Востоке и в Европе.',
          ),
          photo: { picture: 'team-globe' },
        },
        {
          name: l('德米特里·沃尔科夫', 'Dmitry Volkov', 'Дмитрий Волков'),
          role: l(
            '俄罗斯及独联体区域总经理',
            'General Manager, Russia and CIS',
            'Генеральный менеджер по России и СНГ',
          ),
          bio: l(
            '常驻莫斯科，拥有多年国际物流与对华贸易经验，负责俄语区客户与合作伙伴。',
            'Based in Moscow, with many years in international logistics and trade with China; leads customers and partners in Russian-speaking markets.',
            'Работает в Москве; многолетний опыт в международной логистике и торговле с Китаем. Отвечает за клиентов и партнёров в русскоязычных странах.',
          ),
          photo: { picture: 'team-route' },
        },
      ],
    },
    {
      blockType: 'honours',
      anchor: 'section4',
      heading: l('荣誉资质', 'Honours and certifications', 'Награды и сертификаты'),
      items: [
        {
          year: '2017',
          title: l(
            '上海市软件企业认定',
            'Certified Software Enterprise, Shanghai',
            'Сертифицированное предприятие-разработчик ПО, Шанхай',
          ),
          issuer: l('上海市软件行业协会', 'Shanghai Software Industry Association', 'Ассоциация индустрии ПО Шанхая'),
          image: { picture: 'honour-2017' },
        },
        {
          year: '2019',
          title: l('国家高新技术企业', 'National High-Tech Enterprise', 'Национальное высокотехнологичное предприятие'),
          issuer: l(
            '上海市科学技术委员会等',
            'Shanghai Science and Technology Commission and partner agencies',
            'Комитет по науке и технологиям Шанхая и партнёрские ведомства',
          ),
          image: { picture: 'honour-2019' },
        },
        {
          year: '2020',
          title: l(
            'ISO/IEC 27001 信息安全管理体系认证',
            'ISO/IEC 27001 information security certification',
            'Сертификат ISO/IEC 27001 по информационной безопасности',
          ),
          issuer: l(
            '认证机构：中国网络安全审查认证和市场监管大数据中心（CCRC）',
            'Certification body: China Cybersecurity Review, Certification and Market Regulation Big Data Center (CCRC)',
            'Орган сертификации: China Cybersecurity Review, Certification and Market Regulation Big Data Center (CCRC)',
          ),
          image: { picture: 'honour-2020' },
        },
        {
          year: '2021',
          title: l(
            '年度外贸数字化服务商',
            'Foreign-Trade Digital Service Provider of the Year',
            'Провайдер цифровых сервисов для ВЭД года',
          ),
          issuer: l(
            '跨境电商与外贸服务行业峰会',
            'Cross-Border Trade Services Summit',
            'Саммит сервисов для трансграничной торговли',
          ),
          image: { picture: 'honour-2021' },
        },
        {
          year: '2022',
          title: l(
            '上海市“专精特新”中小企业',
            'Shanghai Specialised and Innovative SME',
            'Специализированное инновационное МСП Шанхая',
          ),
          issuer: l(
            '上海市经济和信息化委员会',
            'Shanghai Municipal Commission of Economy and Informatization',
            'Комитет по экономике и информатизации Шанхая',
          ),
          image: { picture: 'honour-2022' },
        },
        {
          year: '2023',
          title: l(
            '数十项软件著作权登记',
            'Dozens of registered software copyrights',
            'Десятки зарегистрированных авторских прав на ПО',
          ),
          issuer: l('中国版权保护中心', 'Copyright Protection Center of China', 'Центр защиты авторских прав Китая'),
          image: { picture: 'honour-2023' },
        },
        {
          year: '2025',
          title: l(
            '外贸服务优秀合作伙伴',
            'Outstanding Foreign-Trade Service Partner',
            'Лучший партнёр в сфере сервисов для ВЭД',
          ),
          issuer: l('区域外贸企业协会', 'Regional exporters’ association', 'Региональная ассоциация экспортёров'),
          image: { picture: 'honour-2025' },
        },
      ],
    },
    demoCta(
      l(
        '想了解贸易罗盘能为您的团队做什么？',
        'Want to see what TradeCompass can do for your team?',
        'Хотите узнать, чем TradeCompass поможет вашей команде?',
      ),
      l(
        '预约一次产品演示，我们会结合您的产品和目标市场讲解数据与工具的用法。',
        'Book a demo and we will show you the data and tools using your own products and target markets.',
        'Запишитесь на демонстрацию – мы покажем данные и инструменты на примере ваших товаров и рынков.',
      ),
    ),
  ],
}
