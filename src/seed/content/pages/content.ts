/** Content pages: /{en,ru}/content/faq and /en/content/press-scmp. */
import type { SeedPage } from '../../types'
import { l, rich } from './helpers'

const faq: SeedPage = {
  path: 'content/faq',
  sites: ['en', 'ru'],
  title: l('常见问题 - 贸易罗盘', 'Frequently asked questions – TradeCompass', 'Частые вопросы – TradeCompass'),
  description: l(
    '贸易罗盘常见问题解答：海关数据来源与更新频率、各国数据覆盖范围、数据导出条数、免费注册与主子账号管理、长期未登录账号处理、在线支付与银行转账、订单有效期、退款规则、信用报告服务以及个人信息与隐私保护等问题，一页为您说清楚，帮助您在注册和购买之前了解所有关键规则。',
    'Answers on TradeCompass data sources and updates, coverage, exports, registration, sub-accounts, payment and bank transfer, refunds, credit reports and privacy.',
    'Ответы о TradeCompass: источники и обновления данных, страны, выгрузка, регистрация, субаккаунты, оплата и переводы, возвраты, кредитные отчёты, приватность.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('常见问题', 'FAQ', 'Вопросы и ответы'),
      heading: l(
        '关于贸易罗盘，您可能想知道',
        'What people ask us about TradeCompass',
        'Что чаще всего спрашивают о TradeCompass',
      ),
      subheading: l(
        '没有找到答案？欢迎通过联系我们页面留言，我们会在一个工作日内回复。',
        'Can’t find your answer? Send us a message from the contact page and we will reply within one working day.',
        'Не нашли ответ? Напишите нам через страницу контактов – ответим в течение рабочего дня.',
      ),
    },
    {
      blockType: 'faq',
      anchor: 'data',
      heading: l('数据与覆盖', 'Data and coverage', 'Данные и покрытие'),
      items: [
        {
          question: l(
            '贸易罗盘提供哪些数据？',
            'What data does TradeCompass provide?',
            'Какие данные предоставляет TradeCompass?',
          ),
          answer: l(
            '核心是各国的进出口海关数据，来自报关单、提单等官方贸易记录，覆盖72个国家；此外还有全球企业信息、贸易统计、B2B平台、社交媒体和展会信息，以及合作伙伴提供的信用报告。',
            'At its core are import and export customs records from declarations, bills of lading and other official trade records, covering 72 countries. Around them are company information, trade statistics, B2B platforms, social media and exhibitions, and credit reports from our partner.',
            'Основа – таможенные данные импорта и экспорта из деклараций, коносаментов и других официальных записей по 72 странам. Кроме того – сведения о компаниях, торговая статистика, B2B-площадки, соцсети, выставки и кредитные отчёты партнёра.',
          ),
        },
        {
          question: l(
            '每个套餐包含哪些国家？',
            'Which countries does each package include?',
            'Какие страны входят в каждый пакет?',
          ),
          answer: l(
            'PRO含美国进口数据；Global含19个国家进口数据；Plus含26国进口和2国出口；Luxury含29国进口和21国出口；Deluxe含62国进口和47国出口。具体国家可在数据国家页面查看。',
            'PRO includes US import data; Global, import data for 19 countries; Plus, 26 import and 2 export; Luxury, 29 import and 21 export; Deluxe, 62 import and 47 export. The data countries page lists the countries.',
            'PRO – импорт США; Global – импорт 19 стран; Plus – импорт: 26 стран, экспорт: 2 страны; Luxury – импорт: 29 стран, экспорт: 21 страна; Deluxe – импорт: 62 страны, экспорт: 47 стран. Список стран – на странице стран с данными.',
          ),
        },
        {
          question: l(
            '为什么有些国家不能按公司名检索？',
            'Why can’t I search some countries by company name?',
            'Почему в некоторых странах нельзя искать по компании?',
          ),
          answer: l(
            '部分国家的海关出于隐私或法律原因不公开进口商或出口商名称。这些国家的数据仍可按HS编码和产品描述检索，用于研究市场规模、价格和来源国。',
            'Some customs authorities do not publish importer or exporter names for privacy or legal reasons. Their data can still be searched by HS code and product description to study market size, prices and source countries.',
            'Некоторые таможни не раскрывают названия импортёров или экспортёров по соображениям конфиденциальности или закона. Такие данные доступны для поиска по коду HS и описанию – для анализа объёмов, цен и стран происхождения.',
          ),
        },
        {
          question: l('数据多久更新？', 'How often is the data updated?', 'Как часто обновляются данные?'),
          answer: l(
            '我们按各国发布的节奏更新，不同国家的频率和时间滞后不同。每个数据源的最新数据日期会在检索页面显示。',
            'We update each source as its country publishes, so frequency and time lag vary. The latest date of every source is shown on the search page.',
            'Мы обновляем источники по мере публикации, поэтому частота и задержка различаются. Последняя дата каждого источника указана на странице поиска.',
          ),
        },
        {
          question: l('可以导出数据吗？', 'Can I export data?', 'Можно ли выгружать данные?'),
          answer: l(
            '可以。未开通套餐的普通账号单次最多导出20条记录；开通套餐的账号单次最多导出1000条。',
            'Yes. A standard account without a package can export up to 20 rows at a time; accounts with a package can export up to 1,000 rows at a time.',
            'Да. Обычный аккаунт без пакета выгружает до 20 строк за раз, аккаунт с пакетом – до 1000 строк за раз.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      anchor: 'account',
      heading: l('账号、支付与隐私', 'Accounts, payment and privacy', 'Аккаунт, оплата и конфиденциальность'),
      items: [
        {
          question: l('注册收费吗？', 'Does it cost anything to register?', 'Платная ли регистрация?'),
          answer: l(
            '注册免费。注册后即可登录控制台了解产品；查看完整数据需要购买套餐。',
            'No, joining is free. Once registered you can log in to the console and explore; full data access comes with a package.',
            'Нет, регистрация бесплатна. После неё можно войти в консоль и познакомиться с продуктом; полный доступ к данным даёт пакет.',
          ),
        },
        {
          question: l(
            '同事可以共用一个账号吗？',
            'Can colleagues share an account?',
            'Могут ли коллеги пользоваться одним аккаунтом?',
          ),
          answer: l(
            '建议使用子账号。主账号可以为同事创建子账号并分配权限，客户资料和跟进记录都保存在公司账号下。',
            'Use sub-accounts instead. The main account creates sub-accounts for colleagues and assigns permissions, and customer records stay with the company account.',
            'Лучше использовать субаккаунты: основной аккаунт создаёт их для коллег и назначает права, а данные о клиентах остаются в аккаунте компании.',
          ),
        },
        {
          question: l(
            '长期不登录的账号会怎样？',
            'What happens to an account I don’t use?',
            'Что будет с неиспользуемым аккаунтом?',
          ),
          answer: l(
            '连续12个月未登录且没有未到期服务的账号可能被注销。账号被冻结或注销时，您可以提出申诉。',
            'An account with no log-in for 12 consecutive months and no unexpired service may be cancelled. If an account is frozen or cancelled, you can appeal.',
            'Аккаунт без входов 12 месяцев подряд и без действующих услуг может быть закрыт. Заморозку или закрытие аккаунта можно обжаловать.',
          ),
        },
        {
          question: l(
            '如何付款？订单会保留多久？',
            'How can I pay, and how long is an order kept?',
            'Как оплатить и сколько хранится заказ?',
          ),
          answer: l(
            '可用银行卡或PayPal在线付款，或银行转账到香港/国际账户或中国大陆账户。未付款订单保留7天；若付款前服务升级、下线或调价，订单失效。',
            'Pay by card or PayPal online, or by bank transfer to our Hong Kong/international or mainland China account. Unpaid orders are kept for 7 days, and become invalid if the service is upgraded, withdrawn or repriced before payment.',
            'Картой или через PayPal онлайн либо переводом на счёт в Гонконге (международный) или в материковом Китае. Неоплаченный заказ хранится 7 дней и аннулируется, если до оплаты услуга обновлена, снята или изменена её цена.',
          ),
        },
        {
          question: l('可以退款吗？', 'Can I get a refund?', 'Возможен ли возврат?'),
          answer: l(
            '部分在线服务开通后不能退款。购买流程会标明该套餐是否允许退款，请在付款前阅读套餐条款。',
            'Some online services cannot be refunded once activated. The purchase flow tells you whether a refund is allowed for your package; please read the package terms before paying.',
            'Некоторые онлайн-услуги после активации не возвращаются. В процессе покупки указано, возможен ли возврат для пакета; прочитайте условия до оплаты.',
          ),
        },
        {
          question: l('信用报告怎么收费？', 'How much does a credit report cost?', 'Сколько стоит кредитный отчёт?'),
          answer: l(
            '信用报告由合作伙伴提供，覆盖230个国家、1.26亿家企业。现有报告下载约15至40欧元；新调查60欧元起，约24小时至10天完成。',
            'Credit reports come from our partner and cover 126 million companies in 230 countries. Ready reports cost about 15 to 40 euros; fresh investigations start at 60 euros and take about 24 hours to 10 days.',
            'Отчёты предоставляет партнёр: 126 млн компаний в 230 странах. Готовый отчёт – примерно 15–40 евро, новое расследование – от 60 евро, срок от 24 часов до 10 дней.',
          ),
        },
        {
          question: l(
            '你们如何保护我的个人信息？',
            'How do you protect my personal data?',
            'Как вы защищаете мои персональные данные?',
          ),
          answer: l(
            '我们按隐私政策处理个人信息：查阅请求10天内答复，更正请求15天内答复；未满18周岁的用户需在监护人同意下使用。详情请阅读隐私政策。',
            'We handle personal data under our privacy policy: requests for access are answered within 10 days and requests for correction within 15 days, and users under 18 need a guardian’s consent. See the privacy policy for details.',
            'Мы обрабатываем данные согласно политике конфиденциальности: запросы на доступ – ответ в течение 10 дней, на исправление – 15 дней; пользователям младше 18 лет нужно согласие законного представителя.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      content: rich(
        `
        更多信息请阅读[隐私政策](/{site}/privacy)、[服务条款](/{site}/terms)和[套餐条款](/{site}/packageterms)。
        `,
        `
        For more, read our [privacy policy](/{site}/privacy), [terms of service](/{site}/terms) and [package terms](/{site}/packageterms).
        `,
        `
        Подробнее – в [политике конфиденциальности](/{site}/privacy), [условиях использования](/{site}/terms) и [условиях пакетов](/{site}/packageterms).
        `,
      ),
    },
    {
      blockType: 'callToAction',
      heading: l('还有其他问题？', 'Still have a question?', 'Остались вопросы?'),
      text: l(
        '给我们留言，顾问会在一个工作日内回复。',
        'Send us a message and a consultant will reply within one working day.',
        'Напишите нам – консультант ответит в течение рабочего дня.',
      ),
      action: 'link',
      label: l('联系我们', 'Contact us', 'Связаться с нами'),
      href: '/{site}/contact',
    },
  ],
}

const pressScmp: SeedPage = {
  path: 'content/press-scmp',
  sites: ['en'],
  title: l(
    '媒体报道：南华早报 - 贸易罗盘',
    'TradeCompass in the South China Morning Post',
    'TradeCompass в South China Morning Post',
  ),
  description: l(
    '南华早报在关于中国出口企业如何借助海关数据开拓新市场的报道中介绍了贸易罗盘。本页用我们自己的话概括报道要点：出口企业的市场多元化、数据驱动的获客方式、数据隐私与合规问题，以及我们在上海、深圳、香港、莫斯科和迪拜的办公室布局，以及我们对行业的思考。',
    'Our summary of the South China Morning Post’s coverage of TradeCompass: how exporters use customs data to find new markets, and questions of compliance.',
    'Наш пересказ материала South China Morning Post о TradeCompass: как экспортёры используют таможенные данные для выхода на новые рынки и вопросы соблюдения норм.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('媒体报道', 'Press', 'Пресса'),
      heading: l(
        '南华早报关注：数据如何帮助出口企业寻找新市场',
        'In the South China Morning Post: how data helps exporters find new markets',
        'South China Morning Post: как данные помогают экспортёрам искать новые рынки',
      ),
      subheading: l(
        '以下是我们对该报道的概括，并非原文转载。',
        'Below is our own summary of the coverage, not a reproduction of the article.',
        'Ниже – наш собственный пересказ материала, а не перепечатка статьи.',
      ),
    },
    {
      blockType: 'richText',
      content: rich(
        `
        《南华早报》在一篇关于中国出口企业应对贸易环境变化的报道中，将贸易罗盘作为外贸数据服务商的案例之一。报道关注的核心问题是：当传统市场的订单波动加大，中小出口企业如何更快地找到新的买家。

        ## 报道要点

        - **市场多元化**：报道指出，越来越多的工厂和贸易公司开始把目光投向中东、中亚、俄罗斯、拉美和非洲等市场，而海关数据可以帮助它们在投入之前判断需求和竞争情况。
        - **从展会到数据**：报道描述了出口企业获客方式的变化——除了展会和B2B平台，企业越来越多地直接研究进口记录，锁定真实在采购的买家。
        - **平台的做法**：报道介绍了贸易罗盘如何把62个国家的进出口记录与企业信息、营销工具和CRM结合，以及公司在上海、深圳、香港、莫斯科和迪拜的办公室布局。
        - **合规与隐私**：报道也讨论了贸易数据行业面临的问题，包括各国公开程度不一、部分国家不公布企业名称，以及营销活动需要遵守目标市场的数据保护规则。

        ## 我们的补充

        我们感谢媒体对外贸数据行业的关注。正如报道所讨论的，数据只是起点：我们坚持使用合法来源的数据，清楚标注每个数据源的范围，并提醒用户在营销中尊重收件人的选择。

        如需阅读报道全文，请前往《南华早报》网站。媒体采访请通过[联系我们](/en/contact)页面与我们联系。
        `,
        `
        In a report on how Chinese exporters are adapting to a changing trade environment, the South China Morning Post featured TradeCompass as one of the trade-data providers that exporters turn to. The central question of the piece: when orders from traditional markets become less predictable, how can small and mid-sized exporters find new buyers faster?

        ## The main points

        - **Diversifying markets**: the report noted that more manufacturers and traders are looking at the Middle East, Central Asia, Russia, Latin America and Africa, and that customs data helps them gauge demand and competition before they commit.
        - **From trade shows to data**: it described how exporters win customers today – besides trade shows and B2B marketplaces, they increasingly study import records to find companies that are actually buying.
        - **Our approach**: it explained how TradeCompass combines import and export records from 62 countries with company information, marketing tools and a CRM, and mentioned our offices in Shanghai, Shenzhen, Hong Kong, Moscow and Dubai.
        - **Compliance and privacy**: it also discussed the questions the trade-data industry faces – uneven disclosure between countries, countries that withhold company names, and the need for marketing to respect the data-protection rules of each target market.

        ## Our view

        We welcome the attention to the trade-data industry. As the report discussed, data is only a starting point: we use lawfully sourced data, state clearly what each source covers, and remind users to respect recipients’ choices when they market.

        The full article is available on the South China Morning Post’s website. For press enquiries, please reach us through the [contact page](/en/contact).
        `,
        `
        В материале о том, как китайские экспортёры приспосабливаются к меняющимся условиям торговли, South China Morning Post рассказала о TradeCompass как об одном из поставщиков внешнеторговых данных. Главный вопрос публикации: как малым и средним экспортёрам быстрее находить новых покупателей, когда заказы с привычных рынков становятся менее предсказуемыми.

        ## Основные тезисы

        - **Диверсификация рынков**: всё больше производителей и трейдеров смотрят на Ближний Восток, Центральную Азию, Россию, Латинскую Америку и Африку, а таможенные данные помогают оценить спрос и конкуренцию заранее.
        - **От выставок к данным**: помимо выставок и B2B-площадок, экспортёры всё чаще изучают записи импорта, чтобы найти компании, которые действительно закупают.
        - **Наш подход**: TradeCompass объединяет записи импорта и экспорта 62 стран со сведениями о компаниях, маркетингом и CRM; упомянуты офисы в Шанхае, Шэньчжэне, Гонконге, Москве и Дубае.
        - **Соблюдение норм и конфиденциальность**: разная степень открытости данных в странах, страны, не раскрывающие названия компаний, и необходимость соблюдать правила защиты данных при маркетинге.

        ## Наш комментарий

        Мы рады вниманию к отрасли внешнеторговых данных. Данные – лишь отправная точка: мы используем законные источники, ясно описываем покрытие каждого источника и напоминаем пользователям уважать выбор получателей рассылок.

        Полный текст статьи доступен на сайте South China Morning Post. По вопросам СМИ пишите через [страницу контактов](/en/contact).
        `,
      ),
    },
    {
      blockType: 'callToAction',
      heading: l('媒体与合作咨询', 'Press and partnership enquiries', 'Запросы СМИ и партнёров'),
      text: l(
        '如需采访或获取公司资料，请与我们联系。',
        'For interviews or company background information, get in touch.',
        'Для интервью и справочной информации о компании свяжитесь с нами.',
      ),
      action: 'link',
      label: l('联系我们', 'Contact us', 'Связаться с нами'),
      href: '/en/contact',
    },
  ],
}

export const contentPages: SeedPage[] = [faq, pressScmp]
