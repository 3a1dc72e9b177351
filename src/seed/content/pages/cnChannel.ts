/** Chinese-only channel and service pages: /cn/investment, /cn/cooperation, /cn/joinus, /cn/shipping, /cn/service. */
import type { SeedPage } from '../../types'
import { DATASETS } from '../../../domain/datasets'
import { demoCta, l, partnerWall, rich } from './helpers'

/** The countries with bill-of-lading data in the catalogue (the shipping page's figure). */
const BL_COUNTRIES = new Set(DATASETS.filter((d) => d.document === 'BL').map((d) => d.country)).size

const investment: SeedPage = {
  path: 'investment',
  sites: ['cn'],
  title: l(
    '招商加盟 - 成为贸易罗盘区域合作伙伴',
    'Regional partner programme – TradeCompass',
    'Региональное партнёрство – TradeCompass',
  ),
  description: l(
    '贸易罗盘面向全国招募区域合作伙伴：依托72个国家的海关数据与成熟的外贸获客产品，合作伙伴可在本地区开展销售与服务，获得产品培训、市场支持、销售工具和有竞争力的分成政策，与我们共同服务当地外贸企业，共享外贸数字化的广阔市场机会，欢迎有志之士咨询。',
    'Become a TradeCompass regional partner: sell and support our trade-data platform in your region, with training, marketing support and a competitive share.',
    'Станьте региональным партнёром TradeCompass: продавайте и поддерживайте нашу платформу в своём регионе – обучение, маркетинг и выгодная доля дохода.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('招商加盟', 'Partner programme', 'Партнёрская программа'),
      heading: l(
        '和贸易罗盘一起，服务本地外贸企业',
        'Serve the exporters in your region with TradeCompass',
        'Обслуживайте экспортёров своего региона вместе с TradeCompass',
      ),
      subheading: l(
        '外贸企业的数字化需求正在快速增长。我们提供成熟的产品、数据和培训体系，您提供本地的客户关系与服务能力。',
        'Exporters need digital tools more than ever. We bring a proven product, data and training; you bring local relationships and service.',
        'Экспортёрам всё больше нужны цифровые инструменты. Мы даём продукт, данные и обучение, вы – местные связи и сервис.',
      ),
      primary: { label: l('提交合作意向', 'Apply to partner', 'Оставить заявку'), href: '/cn/contact' },
    },
    {
      blockType: 'featureGrid',
      heading: l('为什么选择贸易罗盘', 'Why partner with TradeCompass', 'Почему TradeCompass'),
      columns: 4,
      features: [
        {
          icon: 'database',
          title: l('扎实的数据产品', 'A solid data product', 'Надёжный продукт'),
          text: l(
            '海关数据覆盖72个国家，配套拓客、CRM、AI工具和第三方服务，满足客户一站式需求。',
            'Customs data from 72 countries plus prospecting, CRM, AI tools and third-party services – one stop for customers.',
            'Таможенные данные 72 стран, поиск клиентов, CRM, ИИ и сервисы партнёров – всё в одном месте.',
          ),
        },
        {
          icon: 'graduation',
          title: l('系统培训', 'Structured training', 'Системное обучение'),
          text: l(
            '新伙伴接受产品、销售和售后三阶段培训，并可参加总部定期组织的案例分享。',
            'New partners complete product, sales and after-sales training and join regular case-study sessions run by headquarters.',
            'Новые партнёры проходят обучение по продукту, продажам и сервису и участвуют в регулярных разборах кейсов.',
          ),
        },
        {
          icon: 'newspaper',
          title: l('市场支持', 'Marketing support', 'Маркетинговая поддержка'),
          text: l(
            '提供宣传物料、线上活动和联合沙龙支持，总部的区域线索按规则分配给当地伙伴。',
            'Marketing materials, online campaigns and co-hosted seminars; regional leads from headquarters go to local partners by agreed rules.',
            'Материалы, онлайн-кампании и совместные семинары; региональные лиды передаются местным партнёрам по правилам.',
          ),
        },
        {
          icon: 'coins',
          title: l('有竞争力的分成', 'Competitive revenue share', 'Выгодная доля дохода'),
          text: l(
            '按年度业绩阶梯分成，续费客户同样计入业绩，长期经营收益可观。',
            'Tiered share based on yearly results, with renewals counted too – steady income for partners who build for the long term.',
            'Ступенчатая доля по итогам года, продления тоже учитываются – стабильный доход при долгосрочной работе.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: l('合作条件与流程', 'Requirements and process', 'Условия и порядок'),
      content: rich(
        `
        ## 我们希望您

        - 具有合法注册的企业主体，熟悉本地外贸企业或企业服务市场；
        - 拥有至少3人的销售与服务团队，认同长期经营、诚信服务的理念；
        - 能够按照统一的价格体系和服务标准开展业务。

        ## 合作流程

        1. 通过[联系我们](/cn/contact)提交合作意向，注明所在城市；
        2. 区域经理与您沟通，了解团队与资源情况；
        3. 双方确认合作区域与业绩目标，签订合作协议；
        4. 参加入职培训，开通演示账号与伙伴后台；
        5. 正式开展业务，总部持续提供运营支持。
        `,
        `
        ## What we look for

        - A registered company that knows local exporters or the business-services market;
        - A sales and service team of at least three people and a long-term, service-first attitude;
        - Willingness to work within our common price list and service standards.

        ## How it works

        1. Tell us about your interest and your city through the [contact page](/cn/contact);
        2. A regional manager talks with you about your team and resources;
        3. We agree on the territory and targets and sign the partner agreement;
        4. You complete onboarding training and receive demo and partner accounts;
        5. You start selling, with ongoing support from headquarters.
        `,
        `
        ## Кого мы ищем

        - Зарегистрированную компанию, знающую местных экспортёров или рынок B2B-услуг;
        - Команду продаж и сервиса не менее трёх человек, нацеленную на долгосрочную работу;
        - Готовность работать по единому прайс-листу и стандартам сервиса.

        ## Порядок

        1. Оставьте заявку на [странице контактов](/cn/contact) с указанием города;
        2. Региональный менеджер обсудит с вами команду и ресурсы;
        3. Согласуем территорию и цели и подпишем соглашение;
        4. Вы пройдёте обучение и получите демо-доступ и кабинет партнёра;
        5. Начнёте продажи при постоянной поддержке центрального офиса.
        `,
      ),
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l('需要缴纳加盟费吗？', 'Is there a joining fee?', 'Есть ли вступительный взнос?'),
          answer: l(
            '不收取加盟费。合作伙伴按协议约定的年度业绩目标开展业务，具体条款在签约前书面确认。',
            'There is no joining fee. Partners work towards yearly targets set in the agreement; all terms are confirmed in writing before signing.',
            'Вступительного взноса нет. Партнёр работает на годовые цели из соглашения; все условия фиксируются письменно до подписания.',
          ),
        },
        {
          question: l(
            '一个城市会有多个合作伙伴吗？',
            'Will there be several partners in one city?',
            'Может ли в одном городе быть несколько партнёров?',
          ),
          answer: l(
            '我们会根据城市的外贸企业规模合理规划伙伴数量，并通过客户报备规则避免伙伴之间的冲突。',
            'We plan the number of partners per city by the size of its export sector and use a customer-registration rule to avoid conflicts.',
            'Число партнёров в городе зависит от масштаба местного экспорта; конфликты исключаются правилом регистрации клиентов.',
          ),
        },
        {
          question: l(
            '没有外贸软件销售经验可以加入吗？',
            'Can I join without experience selling trade software?',
            'Можно ли без опыта продаж ПО для ВЭД?',
          ),
          answer: l(
            '可以。只要团队熟悉本地企业客户，我们的培训和陪跑机制会帮助您尽快上手。',
            'Yes. If your team knows local business customers, our training and hands-on coaching will get you up to speed quickly.',
            'Да. Если команда знает местных клиентов, обучение и сопровождение помогут быстро начать.',
          ),
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: l('期待与您携手', 'Let’s build it together', 'Будем рады сотрудничеству'),
      text: l(
        '留下您的联系方式和所在城市，区域经理会在两个工作日内与您联系。',
        'Leave your contact details and city; a regional manager will get back to you within two working days.',
        'Оставьте контакты и город – региональный менеджер свяжется с вами в течение двух рабочих дней.',
      ),
      action: 'link',
      label: l('提交合作意向', 'Apply now', 'Оставить заявку'),
      href: '/cn/contact',
    },
  ],
}

const cooperation: SeedPage = {
  path: 'cooperation',
  sites: ['cn'],
  title: l(
    '渠道合作 - 代理、OEM与开放平台 - 贸易罗盘',
    'Channel partnerships – TradeCompass',
    'Партнёрские каналы – TradeCompass',
  ),
  description: l(
    '贸易罗盘渠道合作：面向代理商、外贸综合服务平台、行业协会、SaaS厂商和软件开发商，提供销售代理、OEM贴牌、开放平台API接入、客户推荐和服务联盟等多种合作方式，共享外贸大数据能力，为您的客户创造更多价值，实现互利共赢，欢迎各类机构洽谈合作。',
    'Partner with TradeCompass: reselling, white-label OEM, open-platform API access, referrals and the service alliance – for platforms, associations and vendors.',
    'Партнёрство с TradeCompass: перепродажа, white-label (OEM), API открытой платформы, рекомендации и альянс сервисов для платформ, ассоциаций и разработчиков.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('渠道合作', 'Channel partnerships', 'Партнёрство'),
      heading: l(
        '把外贸数据能力带给您的客户',
        'Bring trade data to your own customers',
        'Дайте своим клиентам данные о мировой торговле',
      ),
      subheading: l(
        '无论您是外贸服务平台、行业协会、软件厂商还是咨询机构，都可以找到适合的合作方式。',
        'Whether you run a trade-services platform, an industry association, a software company or a consultancy, there is a way to work with us.',
        'Платформа сервисов для ВЭД, отраслевая ассоциация, разработчик ПО или консалтинг – для каждого есть формат сотрудничества.',
      ),
      primary: { label: l('洽谈合作', 'Talk to us', 'Обсудить сотрудничество'), href: '/cn/contact' },
    },
    {
      blockType: 'featureGrid',
      heading: l('五种合作方式', 'Five ways to partner', 'Пять форматов сотрудничества'),
      columns: 3,
      features: [
        {
          icon: 'briefcase',
          title: l('销售代理', 'Reseller', 'Перепродажа'),
          text: l(
            '代理销售贸易罗盘数据套餐和增值服务，享受阶梯分成与销售支持。',
            'Resell TradeCompass data packages and add-on services with a tiered margin and sales support.',
            'Продавайте пакеты данных и дополнительные услуги TradeCompass со ступенчатой маржой и поддержкой.',
          ),
        },
        {
          icon: 'building',
          title: l('OEM贴牌', 'White-label OEM', 'White-label (OEM)'),
          text: l(
            '以您的品牌、域名和系统名称向客户提供完整平台，用户通过单点登录进入。',
            'Offer the full platform under your own brand, domain and system name, with single sign-on for your users.',
            'Предлагайте платформу под своим брендом, доменом и названием системы с единым входом для пользователей.',
          ),
        },
        {
          icon: 'link',
          title: l('开放平台API', 'Open-platform API', 'API открытой платформы'),
          text: l(
            '通过开放平台接口把海关数据与企业信息接入您的ERP、CRM或业务系统。',
            'Bring customs data and company information into your ERP, CRM or in-house systems through the open-platform API.',
            'Подключайте таможенные данные и сведения о компаниях к своей ERP, CRM или внутренним системам через API.',
          ),
        },
        {
          icon: 'users',
          title: l('客户推荐', 'Referral', 'Рекомендации'),
          text: l(
            '推荐客户成交即可获得推荐奖励，适合咨询顾问、培训机构和行业社群。',
            'Earn a referral reward for every customer who signs – ideal for consultants, trainers and trade communities.',
            'Вознаграждение за каждого приведённого клиента – для консультантов, учебных центров и профессиональных сообществ.',
          ),
        },
        {
          icon: 'shield',
          title: l('服务联盟', 'Service alliance', 'Альянс сервисов'),
          text: l(
            '信用、金融、物流、认证、营销等服务商可入驻服务联盟，面向平台用户提供服务。',
            'Credit, finance, logistics, certification and marketing providers can join the service alliance and serve our users.',
            'Поставщики услуг в сфере кредита, финансов, логистики, сертификации и маркетинга могут войти в альянс.',
          ),
          href: '/cn/service',
        },
      ],
    },
    {
      blockType: 'richText',
      heading: l('合作流程', 'How we start', 'Как начать'),
      content: rich(
        `
        1. **提交需求**：在[联系我们](/cn/contact)页面说明您的机构类型、客户群体和希望的合作方式；
        2. **方案沟通**：渠道经理与您确认合作模式、价格体系、数据范围和技术方案；
        3. **签约与对接**：签署合作协议；OEM与API合作由技术团队协助完成域名、单点登录或接口对接；
        4. **上线运营**：提供培训、物料和联合推广支持，定期复盘合作效果。

        所有合作伙伴均需遵守数据使用规范，不得转售原始数据或将其用于协议约定以外的用途。
        `,
        `
        1. **Tell us what you need** on the [contact page](/cn/contact): your type of organisation, your customers and the form of partnership you have in mind;
        2. **Shape the plan** with a channel manager: model, pricing, data scope and technical approach;
        3. **Sign and connect**: we sign the agreement, and for OEM or API partners our engineers help set up the domain, single sign-on or API access;
        4. **Launch and grow** with training, materials and joint promotion, and regular reviews of results.

        All partners follow our data-use rules: raw data may not be resold or used beyond the agreed purpose.
        `,
        `
        1. **Расскажите о задаче** на [странице контактов](/cn/contact): тип организации, клиенты и желаемый формат;
        2. **Согласуйте схему** с менеджером по партнёрам: модель, цены, объём данных и техническое решение;
        3. **Подпишите договор и подключитесь**: для OEM и API наши инженеры помогут с доменом, единым входом или доступом к API;
        4. **Запуск и развитие**: обучение, материалы, совместное продвижение и регулярный разбор результатов.

        Все партнёры соблюдают правила использования данных: перепродажа исходных данных и использование вне договора запрещены.
        `,
      ),
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l(
            'OEM版本和标准版功能一样吗？',
            'Does the OEM version have the same features?',
            'Совпадают ли функции OEM-версии со стандартной?',
          ),
          answer: l(
            '功能一致，可按合作协议选择开放的模块；登录页、系统名称和域名使用您的品牌，中英文系统名称可分别设置。',
            'Yes; the modules offered follow the agreement. The log-in page, system name and domain carry your brand, and the system name can be set separately in Chinese and English.',
            'Да, набор модулей определяется договором. Страница входа, название системы и домен – ваши; название можно задать отдельно на китайском и английском.',
          ),
        },
        {
          question: l('API按什么方式计费？', 'How is the API priced?', 'Как тарифицируется API?'),
          answer: l(
            '开放平台按调用量和数据范围定价，签约前提供测试账号用于评估接口。',
            'By call volume and data scope. We provide a test account so you can evaluate the API before signing.',
            'По объёму запросов и составу данных. До подписания предоставляется тестовый доступ.',
          ),
        },
        {
          question: l(
            '服务商如何入驻服务联盟？',
            'How do service providers join the alliance?',
            'Как поставщику услуг войти в альянс?',
          ),
          answer: l(
            '提交公司资质与服务介绍，审核通过后我们会为您建立服务页面，并在平台的第三方服务栏目中展示。',
            'Send us your credentials and a description of your service. Once approved, we build your service page and list it under third-party services.',
            'Пришлите документы компании и описание услуги. После проверки мы создадим страницу сервиса и разместим её в разделе сервисов партнёров.',
          ),
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: l('聊聊我们能怎样合作', 'Let’s talk about working together', 'Давайте обсудим сотрудничество'),
      text: l(
        '渠道经理会在两个工作日内回复您的合作需求。',
        'A channel manager will reply to your enquiry within two working days.',
        'Менеджер по партнёрам ответит в течение двух рабочих дней.',
      ),
      action: 'link',
      label: l('联系渠道经理', 'Contact the channel team', 'Связаться с отделом партнёрств'),
      href: '/cn/contact',
    },
  ],
}

const joinus: SeedPage = {
  path: 'joinus',
  sites: ['cn'],
  title: l('加入我们 - 贸易罗盘招聘', 'Careers – TradeCompass', 'Карьера – TradeCompass'),
  description: l(
    '加入贸易罗盘，和一群懂外贸、懂数据、懂技术的伙伴一起，帮助中国企业更好地走向世界。了解我们的团队文化、福利待遇和上海、深圳、香港、莫斯科、迪拜各地办公室的最新开放职位，涵盖销售、客户成功、数据、研发与市场等岗位，欢迎投递简历，期待优秀的你加入。',
    'Join TradeCompass and help businesses trade across borders. Our culture, benefits and open positions in Shanghai, Shenzhen, Hong Kong and Moscow.',
    'Присоединяйтесь к TradeCompass и помогайте компаниям торговать по всему миру. Наша культура, условия и открытые вакансии в Шанхае, Шэньчжэне, Гонконге и Москве.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('加入我们', 'Careers', 'Карьера'),
      heading: l(
        '让全球贸易更透明，需要你的一份力量',
        'Help make world trade more transparent',
        'Сделаем мировую торговлю прозрачнее вместе',
      ),
      subheading: l(
        '我们是一支横跨上海、深圳、香港、莫斯科和迪拜的团队，用数据和产品帮助外贸企业找到客户、做成生意。',
        'We are a team across Shanghai, Shenzhen, Hong Kong, Moscow and Dubai, using data and software to help exporters find customers and close deals.',
        'Наша команда работает в Шанхае, Шэньчжэне, Гонконге, Москве и Дубае и помогает экспортёрам находить клиентов и заключать сделки.',
      ),
    },
    {
      blockType: 'featureGrid',
      heading: l('我们的文化', 'Our culture', 'Наша культура'),
      columns: 4,
      features: [
        {
          icon: 'target',
          title: l('客户第一', 'Customers first', 'Клиент прежде всего'),
          text: l(
            '每个功能都从外贸业务员的真实工作出发，产品和研发同事定期跟随销售拜访客户。',
            'Every feature starts from a sales rep’s real workday; product and engineering staff regularly join customer visits.',
            'Каждая функция исходит из реальной работы менеджера по ВЭД; продакты и разработчики регулярно ездят к клиентам.',
          ),
        },
        {
          icon: 'check',
          title: l('数据说话', 'Let data decide', 'Решают данные'),
          text: l(
            '我们对数据质量较真，也用数据做决策，讨论问题看事实，不看职级。',
            'We are strict about data quality and use data to decide; arguments are won with facts, not titles.',
            'Мы требовательны к качеству данных и принимаем решения на фактах, а не по должностям.',
          ),
        },
        {
          icon: 'globe',
          title: l('开放多元', 'Open and international', 'Открытость и многообразие'),
          text: l(
            '中文、英文、俄文同事在同一个项目里协作，欢迎不同背景的伙伴。',
            'Colleagues who speak Chinese, English and Russian work on the same projects; we welcome people of every background.',
            'Коллеги, говорящие на китайском, английском и русском, работают в одних проектах; мы рады людям с разным опытом.',
          ),
        },
        {
          icon: 'graduation',
          title: l('持续成长', 'Keep growing', 'Постоянный рост'),
          text: l(
            '导师制、内部分享和年度学习预算，支持每个人在专业上不断精进。',
            'Mentoring, internal talks and a yearly learning budget help everyone keep developing their craft.',
            'Наставничество, внутренние доклады и годовой бюджет на обучение помогают расти профессионально.',
          ),
        },
      ],
    },
    {
      blockType: 'productShowcase',
      heading: l('开放职位', 'Open positions', 'Открытые вакансии'),
      intro: l(
        '以下职位长期招聘，请通过联系我们页面投递简历，主题注明“应聘 + 职位名称 + 城市”。',
        'These positions are open on a rolling basis. Apply through the contact page with the subject “Application + position + city”.',
        'Вакансии открыты постоянно. Откликайтесь через страницу контактов, указав в теме «Отклик + вакансия + город».',
      ),
      products: [
        {
          name: l(
            '外贸数据销售顾问（上海/深圳）',
            'Trade-data sales consultant (Shanghai/Shenzhen)',
            'Консультант по продажам (Шанхай/Шэньчжэнь)',
          ),
          summary: l(
            '为外贸工厂和贸易公司提供产品演示与方案咨询，完成签约与续费。',
            'Demonstrate the platform to manufacturers and traders, advise on solutions and win new and renewing customers.',
            'Проводить демонстрации для производителей и трейдеров, подбирать решения, заключать и продлевать договоры.',
          ),
          bullets: [
            l(
              '本科及以上，有外贸或B2B销售经验优先',
              'Degree; export or B2B sales experience preferred',
              'Высшее образование; опыт в ВЭД или B2B-продажах – плюс',
            ),
            l(
              '表达清晰，能独立完成线上演示',
              'Clear communicator who can run online demos alone',
              'Умение ясно объяснять и самостоятельно вести онлайн-демо',
            ),
            l(
              '底薪加提成，业绩优秀者有晋升通道',
              'Base salary plus commission, with a clear path to promotion',
              'Оклад плюс бонусы, понятный карьерный рост',
            ),
          ],
        },
        {
          name: l(
            '客户成功经理（深圳）',
            'Customer success manager (Shenzhen)',
            'Менеджер по работе с клиентами (Шэньчжэнь)',
          ),
          summary: l(
            '负责新客户培训、使用辅导和续费，帮助客户用数据拿到订单。',
            'Onboard and coach customers and look after renewals, helping them win orders with data.',
            'Обучать новых клиентов, сопровождать их работу и отвечать за продления.',
          ),
          bullets: [
            l(
              '熟悉外贸流程，懂海关数据者优先',
              'Knows export workflows; customs-data experience a plus',
              'Знание процессов ВЭД; опыт с таможенными данными – плюс',
            ),
            l(
              '耐心细致，乐于分享',
              'Patient, thorough and happy to teach',
              'Терпение, внимательность, желание делиться знаниями',
            ),
          ],
        },
        {
          name: l('数据工程师（上海）', 'Data engineer (Shanghai)', 'Инженер данных (Шанхай)'),
          summary: l(
            '负责多国海关与提单数据的采集、清洗、实体匹配和入库流程。',
            'Build the pipelines that collect, clean, match and load customs and bill-of-lading data from many countries.',
            'Разрабатывать конвейеры сбора, очистки, сопоставления и загрузки таможенных данных и коносаментов разных стран.',
          ),
          bullets: [
            l('熟练使用Python或Java及SQL', 'Strong Python or Java and SQL', 'Уверенное владение Python или Java и SQL'),
            l(
              '有ETL、搜索引擎或实体识别经验',
              'Experience with ETL, search engines or entity resolution',
              'Опыт ETL, поисковых движков или сопоставления сущностей',
            ),
            l('对数据质量有执念', 'Cares deeply about data quality', 'Внимание к качеству данных'),
          ],
        },
        {
          name: l('前端开发工程师（上海）', 'Front-end engineer (Shanghai)', 'Фронтенд-разработчик (Шанхай)'),
          summary: l(
            '开发官网和控制台的多语言界面，打磨数据检索与可视化体验。',
            'Build the multilingual websites and console, and refine the search and data-visualisation experience.',
            'Разрабатывать многоязычные сайты и консоль, улучшать поиск и визуализацию данных.',
          ),
          bullets: [
            l('熟悉TypeScript、React或Vue', 'TypeScript with React or Vue', 'TypeScript, React или Vue'),
            l(
              '重视性能、可访问性与国际化',
              'Cares about performance, accessibility and i18n',
              'Внимание к производительности, доступности и локализации',
            ),
          ],
        },
        {
          name: l(
            '海外市场经理（香港）',
            'International marketing manager (Hong Kong)',
            'Менеджер по международному маркетингу (Гонконг)',
          ),
          summary: l(
            '负责英文站内容、搜索引擎营销和海外线上活动。',
            'Own English-site content, search marketing and online campaigns for international markets.',
            'Отвечать за контент англоязычного сайта, поисковый маркетинг и онлайн-кампании.',
          ),
          bullets: [
            l('英文可作为工作语言', 'Fluent working English', 'Свободный английский'),
            l('有B2B内容营销经验', 'B2B content-marketing experience', 'Опыт контент-маркетинга в B2B'),
          ],
        },
        {
          name: l(
            '俄语客户经理（莫斯科）',
            'Russian-speaking account manager (Moscow)',
            'Менеджер по работе с клиентами (Москва)',
          ),
          summary: l(
            '服务俄罗斯及独联体客户，负责销售、培训与续费。',
            'Serve customers in Russia and the CIS: sales, training and renewals.',
            'Работать с клиентами в России и СНГ: продажи, обучение и продления.',
          ),
          bullets: [
            l(
              '俄语母语，中文或英文流利',
              'Native Russian with fluent Chinese or English',
              'Родной русский, свободный китайский или английский',
            ),
            l(
              '有对华贸易或物流经验优先',
              'Experience in trade with China or logistics preferred',
              'Опыт торговли с Китаем или в логистике – плюс',
            ),
          ],
        },
      ],
    },
    {
      blockType: 'richText',
      heading: l('福利与招聘流程', 'Benefits and hiring process', 'Условия и этапы отбора'),
      content: rich(
        `
        - 五险一金、补充商业医疗保险和年度体检
        - 弹性工作时间，带薪年假随司龄增加
        - 年度学习预算、内部导师与技术分享
        - 节日福利、团队旅行与生日会

        **招聘流程**：简历筛选 → 业务或技术面试（1–2轮）→ 负责人面试 → 录用通知，一般在两周内完成。请通过[联系我们](/cn/contact)页面投递简历。
        `,
        `
        - Social insurance and housing fund, supplementary health insurance and a yearly check-up
        - Flexible hours and paid leave that grows with service
        - A yearly learning budget, internal mentors and tech talks
        - Holiday gifts, team trips and birthday celebrations

        **Hiring process**: CV review → one or two business or technical interviews → interview with the hiring manager → offer, usually within two weeks. Apply through the [contact page](/cn/contact).
        `,
        `
        - Социальное страхование, жилищный фонд, ДМС и ежегодный медосмотр
        - Гибкий график и отпуск, растущий со стажем
        - Годовой бюджет на обучение, наставники и технические доклады
        - Праздничные подарки, командные поездки и дни рождения

        **Этапы отбора**: резюме → одно-два профильных интервью → встреча с руководителем → оффер, обычно за две недели. Откликайтесь через [страницу контактов](/cn/contact).
        `,
      ),
    },
    {
      blockType: 'callToAction',
      heading: l('没有找到合适的职位？', 'No matching position?', 'Не нашли подходящую вакансию?'),
      text: l(
        '欢迎发送简历和自我介绍，有合适机会时我们会第一时间联系您。',
        'Send us your CV and a short introduction anyway; we will get in touch when a suitable role opens.',
        'Пришлите резюме и несколько слов о себе – мы свяжемся, когда появится подходящая позиция.',
      ),
      action: 'link',
      label: l('投递简历', 'Send your CV', 'Отправить резюме'),
      href: '/cn/contact',
    },
  ],
}

const shipping: SeedPage = {
  path: 'shipping',
  sites: ['cn'],
  title: l(
    '物流航运数据 - 提单与航线分析 - 贸易罗盘',
    'Shipping data – TradeCompass',
    'Данные о морских перевозках – TradeCompass',
  ),
  description: l(
    `贸易罗盘物流航运数据：基于${BL_COUNTRIES}个国家的提单记录和欧亚陆路过境数据，查看货主、收货人、承运人、起运港与目的港、运输方式和货量变化，帮助货代、船公司和物流企业找到稳定货源、分析航线竞争格局，并精准开发直客与海外代理，在旺季到来之前提前锁定稳定的舱位需求。`,
    `Bill-of-lading data from ${BL_COUNTRIES} countries plus Eurasian transit: shippers, consignees, carriers, port pairs and volumes for forwarders and carriers.`,
    `Коносаменты ${BL_COUNTRIES} стран и евразийский транзит: отправители, получатели, перевозчики, порты и объёмы – данные для экспедиторов и морских перевозчиков.`,
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('物流航运数据', 'Shipping data', 'Данные о перевозках'),
      heading: l(
        '找货源、看航线、抢直客',
        'Find cargo, read the lanes, win direct shippers',
        'Находите грузы, анализируйте направления, работайте с грузовладельцами напрямую',
      ),
      subheading: l(
        '提单数据记录了每一票货从哪里来、到哪里去、谁发货、谁收货、谁承运。对货代和物流企业来说，这就是最直接的客户名单。',
        'Bills of lading show where each shipment comes from and goes to, who ships, who receives and who carries it. For forwarders, that is the most direct customer list there is.',
        'Коносамент показывает, откуда и куда идёт груз, кто отправитель, получатель и перевозчик. Для экспедитора это самый прямой список клиентов.',
      ),
      primary: { label: l('预约产品演示', 'Request a demo', 'Запросить демо'), href: '/cn/contact' },
      primaryOpensDemo: true,
    },
    {
      blockType: 'featureGrid',
      heading: l('为物流企业设计的数据视角', 'Data seen through a logistics lens', 'Данные глазами логиста'),
      columns: 3,
      features: [
        {
          icon: 'ship',
          title: l(
            `${BL_COUNTRIES}个国家的提单数据`,
            `Bills of lading from ${BL_COUNTRIES} countries`,
            `Коносаменты ${BL_COUNTRIES} стран`,
          ),
          text: l(
            `覆盖美国、加拿大、英国等${BL_COUNTRIES}个国家的海运提单记录，并提供欧亚陆路过境运输数据。`,
            `Ocean bill-of-lading records from ${BL_COUNTRIES} countries, including the USA, Canada and the UK, plus Eurasian overland transit data.`,
            `Морские коносаменты ${BL_COUNTRIES} стран, включая США, Канаду и Великобританию, а также данные евразийского сухопутного транзита.`,
          ),
        },
        {
          icon: 'users',
          title: l('找到真实货主', 'Reach the real cargo owners', 'Настоящие грузовладельцы'),
          text: l(
            '区分发货人、收货人和通知方，识别哪些货主在用同行的服务，直接开发直客。',
            'Tell shippers, consignees and notify parties apart, see which cargo owners use your competitors and approach them directly.',
            'Различайте отправителей, получателей и уведомляемые стороны, находите клиентов конкурентов и выходите на них напрямую.',
          ),
        },
        {
          icon: 'map',
          title: l('港口与航线分析', 'Port-pair and lane analysis', 'Анализ портов и направлений'),
          text: l(
            '按起运港、目的港统计货量与主要货主，发现增长中的航线和新兴市场。',
            'Volumes and main shippers by port of loading and discharge reveal growing lanes and emerging markets.',
            'Объёмы и основные отправители по портам погрузки и выгрузки показывают растущие направления.',
          ),
        },
        {
          icon: 'chart',
          title: l('承运人份额', 'Carrier share', 'Доли перевозчиков'),
          text: l(
            '查看各航线上承运人和代理的市场份额变化，评估竞争格局。',
            'Track the share of carriers and agents on each lane to understand the competition.',
            'Следите за долями перевозчиков и агентов на каждом направлении.',
          ),
        },
        {
          icon: 'globe',
          title: l('海外代理开发', 'Find overseas agents', 'Поиск зарубежных агентов'),
          text: l(
            '从目的港的收货记录中找到活跃的当地物流企业，建立代理合作网络。',
            'Find active local logistics firms in destination-port records and build your agent network.',
            'Находите активные местные логистические компании по данным портов назначения и стройте сеть агентов.',
          ),
        },
        {
          icon: 'clock',
          title: l('货量趋势', 'Volume trends', 'Динамика объёмов'),
          text: l(
            '按月查看货主的出货节奏，在旺季到来之前提前锁定舱位需求。',
            'See each shipper’s monthly rhythm and secure their space needs before peak season.',
            'Помесячный ритм отгрузок клиента – договаривайтесь о местах до пика сезона.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: l('货代如何使用航运数据', 'How forwarders use shipping data', 'Как экспедиторы используют данные'),
      content: rich(
        `
        1. **选定航线**：例如“宁波—洛杉矶”，筛选最近12个月的提单记录；
        2. **锁定货主**：按出货票数和柜量排序，找出发货频繁的工厂和贸易商；
        3. **查看现有服务商**：了解他们目前使用的承运人和代理，评估切入机会；
        4. **开发跟进**：关联全球企业库获取联系人，加入CRM，用邮件中心和AI开发信跟进。

        航运数据同样适合船公司、港口、仓储企业和供应链研究机构进行市场分析。需要了解具体国家的数据情况，请[联系我们](/cn/contact)。
        `,
        `
        1. **Choose a lane** such as Ningbo–Los Angeles and filter bills of lading for the last 12 months;
        2. **Find the shippers**: rank by number of shipments and containers to see which factories and traders ship most often;
        3. **See who serves them now**: check their current carriers and agents and judge where you can compete;
        4. **Follow up**: get contacts from the global company database, add them to the CRM and reach out with the e-mail center and AI e-mail.

        Shipping data is just as useful for carriers, ports, warehousing firms and supply-chain researchers. For data on a specific country, [contact us](/cn/contact).
        `,
        `
        1. **Выберите направление**, например Нинбо – Лос-Анджелес, и отфильтруйте коносаменты за 12 месяцев;
        2. **Найдите отправителей**: сортировка по числу отгрузок и контейнеров покажет самых активных;
        3. **Узнайте текущих подрядчиков**: перевозчики и агенты клиента и ваши шансы;
        4. **Начните работу**: контакты из глобальной базы, CRM, почтовый центр и ИИ-письма.

        Данные о перевозках полезны также перевозчикам, портам, складам и аналитикам цепочек поставок. По конкретной стране – [свяжитесь с нами](/cn/contact).
        `,
      ),
    },
    {
      blockType: 'faq',
      heading: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      items: [
        {
          question: l('航运数据包含哪些国家？', 'Which countries are covered?', 'Какие страны охвачены?'),
          answer: l(
            `目前${BL_COUNTRIES}个国家提供提单级别的航运数据，包括美国、加拿大、英国等主要贸易国，另有欧亚过境运输数据。各国可检索的字段略有差异。`,
            `${BL_COUNTRIES} countries at bill-of-lading level, including the USA, Canada and the UK, plus Eurasian transit data. Searchable fields differ slightly by country.`,
            `${BL_COUNTRIES} стран на уровне коносаментов, включая США, Канаду и Великобританию, а также евразийский транзит. Набор полей по странам немного различается.`,
          ),
        },
        {
          question: l(
            '欧亚过境数据能按HS编码查询吗？',
            'Can I search Eurasian transit data by HS code?',
            'Можно ли искать по транзиту по коду HS?',
          ),
          answer: l(
            '欧亚过境数据不支持HS编码检索，可按产品描述、发货人和收货人查询。',
            'No, Eurasian transit data does not support HS code search; search it by product description, shipper or consignee.',
            'Нет, поиск по коду HS для транзитных данных недоступен; используйте описание товара, отправителя или получателя.',
          ),
        },
        {
          question: l(
            '航运数据包含在哪个套餐里？',
            'Which package includes shipping data?',
            'В какой пакет входят данные о перевозках?',
          ),
          answer: l(
            '航运数据的开通范围取决于您的合同。物流企业建议联系顾问，按您的主营航线定制数据范围。',
            'It depends on your contract. Logistics firms should talk to a consultant, who will match the data to your main lanes.',
            'Зависит от договора. Логистическим компаниям рекомендуем обратиться к консультанту – он подберёт данные под ваши направления.',
          ),
        },
      ],
    },
    demoCta(
      l(
        '看看您的主营航线上有哪些货主',
        'See the shippers on your main lanes',
        'Узнайте, кто отгружает на ваших направлениях',
      ),
      l(
        '告诉我们您的优势航线，顾问会现场演示该航线的主要货主和承运人分布。',
        'Tell us your strongest lanes and a consultant will show you their main shippers and carriers live.',
        'Назовите свои основные направления – консультант покажет основных отправителей и перевозчиков.',
      ),
    ),
  ],
}

const service: SeedPage = {
  path: 'service',
  sites: ['cn'],
  title: l('服务联盟 - 外贸第三方服务 - 贸易罗盘', 'Service alliance – TradeCompass', 'Альянс сервисов – TradeCompass'),
  description: l(
    '贸易罗盘服务联盟汇集外贸企业常用的第三方服务：覆盖230个国家、1.26亿家企业的信用报告，不成功不收费的国际账款追收，以及跨境收款、检验认证、物流、网站建设与海外营销等专业服务，另有汇率、时区等常用外贸实用工具一键直达，查到客户之后也能放心做成生意。',
    'The TradeCompass service alliance: credit reports, debt collection, payments, certification, logistics and marketing services, plus everyday trade utilities.',
    'Альянс сервисов TradeCompass: кредитные отчёты, взыскание долгов, платежи, сертификация, логистика и маркетинг, а также полезные утилиты для ВЭД.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('服务联盟', 'Service alliance', 'Альянс сервисов'),
      heading: l(
        '外贸路上需要的服务，都在这里',
        'The services your trade business needs, in one place',
        'Все сервисы для внешней торговли – в одном месте',
      ),
      subheading: l(
        '我们精选信用、金融、物流、认证、营销和数据领域的专业服务商，让您在查到客户之后，还能放心地做成生意。',
        'We have selected specialist providers in credit, finance, logistics, certification, marketing and data, so that once you find a customer you can do business with confidence.',
        'Мы отобрали профессиональных партнёров в сферах кредита, финансов, логистики, сертификации, маркетинга и данных, чтобы после поиска клиента вы спокойно заключили сделку.',
      ),
    },
    partnerWall(),
    {
      blockType: 'serviceList',
      heading: l('联盟服务', 'Alliance services', 'Сервисы альянса'),
      intro: l(
        '信用报告覆盖230个国家、1.26亿家企业；国际账款追收无前期费用，追回后按约定比例收费。点击服务卡片查看详情并在线提交需求。',
        'Credit reports cover 230 countries and 126 million companies; debt collection has no up-front fees and is paid as a share of what is recovered. Open a card for details and to submit a request.',
        'Кредитные отчёты – 230 стран и 126 млн компаний; взыскание долгов без предоплаты, оплата – доля от взысканной суммы. Откройте карточку, чтобы узнать подробности и оставить заявку.',
      ),
      showUtilities: true,
    },
    demoCta(
      l('不确定需要哪项服务？', 'Not sure which service you need?', 'Не знаете, какой сервис нужен?'),
      l(
        '告诉我们您遇到的问题，例如新客户是否可靠、货款迟迟未付，顾问会为您推荐合适的服务商。',
        'Tell us what you are facing – an unknown new customer, an overdue payment – and a consultant will suggest the right provider.',
        'Расскажите о задаче – новый клиент без истории, просроченная оплата – и консультант подберёт подходящего партнёра.',
      ),
      l('咨询顾问', 'Ask a consultant', 'Спросить консультанта'),
    ),
  ],
}

export const cnChannelPages: SeedPage[] = [investment, cooperation, joinus, shipping, service]
