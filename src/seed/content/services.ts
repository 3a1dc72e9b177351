import type { SeedService } from '../types'

/**
 * The nineteen service-alliance pages under /cn/service/ (SPEC §2.1). debtcollection and cedarRose are also published
 * on the English site (§2.2). Partners other than the named brands are described generically.
 */
export const services: SeedService[] = [
  {
    slug: 'cedarRose',
    sites: ['cn', 'en'],
    category: 'credit',
    form: 'credit-report',
    provider: { zh: '合作伙伴 Cedar Rose', en: 'Our partner Cedar Rose', ru: 'Наш партнёр Cedar Rose' },
    name: { zh: '全球企业资信报告', en: 'Global company credit reports', ru: 'Кредитные отчёты о компаниях мира' },
    summary: {
      zh: '覆盖 230 个国家、1.26 亿家企业的资信报告：现成报告约 15–40 欧元，新调查报告 60 欧元起，24 小时至 10 天交付。',
      en: 'Credit reports on 126 million companies in 230 countries: ready reports for about 15–40 euros, fresh investigations from 60 euros, delivered in 24 hours to 10 days.',
      ru: 'Кредитные отчёты о 126 млн компаний в 230 странах: готовые отчёты примерно за 15–40 евро, новые расследования от 60 евро, срок от 24 часов до 10 дней.',
    },
    body: {
      zh: `## 交易之前，先了解对方

新客户下了大单、老客户突然要求延长账期、供应商要求预付全款——这些时刻，一份独立的企业资信报告能帮您做出更稳妥的判断。贸易罗盘与资信报告合作伙伴 Cedar Rose 合作，为会员提供覆盖 **230 个国家、1.26 亿家企业** 的资信报告服务。

## 报告包含什么

- 企业注册信息：注册号、成立日期、法定形式、注册地址与经营状态
- 股东与管理层：主要股东、董事及关联企业
- 财务信息：可获得时提供资产负债与损益摘要
- 付款记录、诉讼与负面信息
- 信用评级与建议授信额度

## 价格与时效

- **现成报告下载**：数据库中已有的报告，约 15–40 欧元/份，通常即时或 24 小时内交付
- **新调查报告**：由当地调查员重新核实，60 欧元起，视国家不同需 24 小时至 10 天

具体价格以提交申请后的报价为准，不同国家和报告深度会有差异。

## 如何申请

1. 在下方表格中选择服务类型
2. 填写目标企业名称、网址、所在国家和地址
3. 留下您的手机号并完成验证，我们的顾问会在 1 个工作日内联系您确认报价`,
      en: `## Know your counterparty before you trade

A new customer places a large order, an old customer suddenly asks for longer payment terms, a supplier wants full prepayment: at moments like these an independent credit report helps you decide safely. TradeCompass works with the credit-report provider Cedar Rose to give members reports covering **126 million companies in 230 countries**.

## What a report contains

- Registration details: registration number, date of incorporation, legal form, registered address and status
- Shareholders and management: main shareholders, directors and related companies
- Financial information: balance-sheet and profit-and-loss summaries where available
- Payment record, litigation and adverse information
- Credit rating and a recommended credit limit

## Prices and turnaround

- **Ready report download**: reports already on file, about 15 to 40 euros each, usually delivered instantly or within 24 hours
- **Fresh investigation**: verified anew by local investigators, from 60 euros, taking 24 hours to 10 days depending on the country

The final price is quoted after you submit your request and depends on the country and the depth of the report.

## How to order

1. Choose the service in the form below
2. Enter the target company’s name, website, country and address
3. Leave your mobile number and complete the verification; an adviser contacts you within one business day to confirm the quote`,
      ru: `## Узнайте контрагента до сделки

Новый клиент размещает крупный заказ, давний клиент просит отсрочку, поставщик требует полную предоплату — в такие моменты независимый кредитный отчёт помогает принять взвешенное решение. TradeCompass сотрудничает с поставщиком кредитных отчётов Cedar Rose и предлагает отчёты о **126 млн компаний в 230 странах**.

## Что входит в отчёт

- Регистрационные данные: номер, дата регистрации, организационно-правовая форма, адрес и статус
- Собственники и руководство: основные акционеры, директора и связанные компании
- Финансовые данные: сводка баланса и отчёта о прибылях и убытках, если доступны
- Платёжная дисциплина, судебные дела и негативная информация
- Кредитный рейтинг и рекомендуемый кредитный лимит

## Цены и сроки

- **Готовый отчёт**: уже имеющиеся в базе отчёты, примерно 15–40 евро, обычно сразу или в течение 24 часов
- **Новое расследование**: проверка местными специалистами, от 60 евро, от 24 часов до 10 дней в зависимости от страны

Окончательная цена сообщается после заявки и зависит от страны и глубины отчёта.

## Как заказать

1. Выберите услугу в форме ниже
2. Укажите название компании, сайт, страну и адрес
3. Оставьте номер мобильного телефона и пройдите проверку — консультант свяжется с вами в течение одного рабочего дня`,
    },
  },
  {
    slug: 'debtcollection',
    sites: ['cn', 'en'],
    category: 'legal',
    form: 'debt-claim',
    provider: {
      zh: '两家国际商账追收合作机构',
      en: 'Two international collection partners',
      ru: 'Два международных партнёра по взысканию',
    },
    name: { zh: '国际商账追收', en: 'International debt collection', ru: 'Международное взыскание долгов' },
    summary: {
      zh: '海外客户拖欠货款？通过两家国际追收合作机构在当地追讨，无前期费用，收回款项的 65% 归您，35% 作为服务费。',
      en: 'Overseas customer not paying? Our two international partners pursue the debt locally with no up-front fees: 65% of what is recovered goes to you, 35% is kept as the fee.',
      ru: 'Зарубежный клиент не платит? Два наших международных партнёра взыщут долг на месте без предоплаты: 65% взысканного — вам, 35% — вознаграждение.',
    },
    body: {
      zh: `## 海外欠款，不必独自追讨

货已发出，尾款迟迟不到；对方邮件不回、电话不接。跨境追讨涉及语言、当地法律和诉讼成本，很多出口企业最终只能放弃。贸易罗盘与两家国际商账追收机构合作，借助其在各国的律师和催收网络，在债务人所在地直接追讨。

## 收费方式

- **无前期费用**：立案、调查和协商阶段不向您收取任何费用
- **按回款收费**：成功收回的款项中 **65% 归债权人**，**35% 作为服务费**
- 未能收回，不收取服务费
- 如需进入诉讼程序，相关法律费用会事先与您确认，未经同意不会产生

## 处理流程

1. 在线提交债权信息：债权人、债务人、欠款金额和最近一次联系情况
2. 合作机构评估案件并反馈可行性
3. 当地团队以电话、信函和上门等方式与债务人协商
4. 达成还款后款项转入，按约定比例结算给您

## 请准备的材料

- 合同或订单、形式发票与商业发票
- 提单或其他发货证明
- 往来邮件与对账记录`,
      en: `## You do not have to chase overseas debts alone

The goods have shipped, the balance never arrives, and the customer stops answering e-mails and calls. Cross-border collection involves language, local law and litigation costs, and many exporters simply give up. TradeCompass works with two international collection agencies that pursue the debt where the debtor is, through their networks of local lawyers and collectors.

## Fees

- **No up-front fees**: nothing to pay for opening the case, investigation or negotiation
- **Paid on results**: of the amount recovered, **65% goes to the creditor** and **35% is kept as the fee**
- Nothing recovered, no fee
- If legal proceedings are needed, their costs are agreed with you beforehand and never incurred without your consent

## How it works

1. Submit the claim online: creditor, debtor, amount owed and the last contact with the debtor
2. The partner assesses the case and tells you whether it can be pursued
3. The local team negotiates with the debtor by phone, letter and visits
4. Once the debtor pays, the money is settled to you at the agreed split

## Documents to prepare

- Contract or purchase order, proforma and commercial invoices
- Bill of lading or other proof of delivery
- Correspondence and account statements`,
      ru: `## Зарубежные долги не нужно взыскивать в одиночку

Товар отгружен, оплата не пришла, клиент не отвечает на письма и звонки. Трансграничное взыскание — это языковой барьер, местное право и судебные расходы, и многие экспортёры просто сдаются. TradeCompass сотрудничает с двумя международными коллекторскими агентствами, которые работают с должником на месте через сеть местных юристов и специалистов по взысканию.

## Стоимость

- **Без предоплаты**: открытие дела, проверка и переговоры бесплатны
- **Оплата по результату**: из взысканной суммы **65% получает кредитор**, **35% — вознаграждение**
- Ничего не взыскано — ничего не платите
- Если потребуется суд, расходы заранее согласуются с вами и без вашего согласия не возникают

## Как это работает

1. Подайте заявку онлайн: кредитор, должник, сумма долга и последний контакт с должником
2. Партнёр оценит дело и сообщит о перспективах
3. Местная команда ведёт переговоры с должником по телефону, письменно и лично
4. После оплаты деньги перечисляются вам в согласованной пропорции

## Подготовьте документы

- Контракт или заказ, проформа и коммерческий инвойс
- Коносамент или иное подтверждение поставки
- Переписку и акты сверки`,
    },
  },
  {
    slug: 'airwallex',
    sites: ['cn'],
    category: 'finance',
    form: 'none',
    provider: { zh: '合作伙伴 Airwallex 空中云汇', en: 'Our partner Airwallex', ru: 'Наш партнёр Airwallex' },
    name: { zh: '跨境收付款', en: 'Cross-border payments', ru: 'Международные платежи' },
    summary: {
      zh: '通过合作伙伴 Airwallex 开立多币种账户，收取海外货款、换汇和对外付款在一个平台完成。',
      en: 'Open multi-currency accounts with our partner Airwallex to collect overseas payments, convert currencies and pay suppliers in one place.',
      ru: 'Мультивалютные счета у нашего партнёра Airwallex: получение оплаты из-за рубежа, конвертация и платежи в одном месте.',
    },
    body: {
      zh: `## 外贸收款的常见烦恼

电汇到账慢、中转行扣费不透明、多币种结汇麻烦，是很多外贸企业的日常。Airwallex（空中云汇）是一家面向企业的跨境支付与金融服务公司，贸易罗盘会员可通过我们的推荐通道申请开户。

## 服务内容

- 多币种收款账户，用于收取海外客户的货款和平台回款
- 在线换汇，汇率与费用在操作前清晰显示
- 向海外供应商和服务商付款
- 在线查看交易明细，便于财务对账

## 适合谁

- 客户分布在多个国家、需要收取多种货币的出口企业
- 需要向海外供应商、物流商、广告平台付款的企业

## 如何开通

联系您的客户经理或在线咨询获取推荐链接。开户审核、费率和可用功能以 Airwallex 官方说明为准，贸易罗盘不经手资金。`,
      en: `## Common pains of collecting export payments

Slow wires, unclear intermediary-bank charges and cumbersome multi-currency conversion are daily problems for exporters. Airwallex is a cross-border payments and financial services company for businesses; TradeCompass members can apply for an account through our referral channel.

## What you get

- Multi-currency collection accounts for payments from overseas customers and marketplaces
- Online currency conversion with rates and fees shown before you confirm
- Payments to overseas suppliers and service providers
- Online transaction history for reconciliation

## Who it is for

- Exporters with customers in many countries paying in different currencies
- Companies that pay overseas suppliers, forwarders and advertising platforms

## How to start

Ask your account manager or our online consultants for the referral link. Account approval, pricing and features are as published by Airwallex; TradeCompass never handles your funds.`,
      ru: `## Типичные сложности с получением оплаты

Медленные переводы, непрозрачные комиссии банков-корреспондентов и неудобная конвертация валют — повседневные проблемы экспортёров. Airwallex — компания в сфере международных платежей и финансовых услуг для бизнеса; клиенты TradeCompass могут открыть счёт по нашей партнёрской ссылке.

## Возможности

- Мультивалютные счета для получения оплаты от зарубежных клиентов и маркетплейсов
- Онлайн-конвертация с курсом и комиссией до подтверждения операции
- Платежи зарубежным поставщикам и подрядчикам
- История операций онлайн для сверки

## Кому подходит

- Экспортёрам с клиентами во многих странах и разных валютах
- Компаниям, которые платят зарубежным поставщикам, экспедиторам и рекламным площадкам

## Как подключиться

Запросите партнёрскую ссылку у вашего менеджера или онлайн-консультанта. Условия открытия счёта, тарифы и функции определяет Airwallex; TradeCompass не проводит ваши средства.`,
    },
  },
  {
    slug: 'yixin',
    sites: ['cn'],
    category: 'finance',
    form: 'none',
    provider: {
      zh: '出口信用保险合作机构',
      en: 'Export credit insurance partner',
      ru: 'Партнёр по страхованию экспортных кредитов',
    },
    name: { zh: '出口信用保险', en: 'Export credit insurance', ru: 'Страхование экспортных кредитов' },
    summary: {
      zh: '为赊销（O/A、D/A、D/P）出口提供买方信用风险保障，买方破产或拖欠时按保单约定获得赔付。',
      en: 'Protection against buyer default on open-account, D/A and D/P exports: if the buyer becomes insolvent or fails to pay, you are compensated under the policy.',
      ru: 'Защита от неплатежа покупателя при отсрочке платежа (O/A, D/A, D/P): при банкротстве или неоплате вы получаете возмещение по полису.',
    },
    body: {
      zh: `## 敢给账期，才能拿下订单

海外大客户越来越多地要求 60 天、90 天甚至更长的账期。出口信用保险把买方不付款的风险转移给保险机构，让您在扩大销售的同时守住回款底线。

## 保障范围

- **商业风险**：买方破产、无力偿付、拖欠货款、拒收货物
- **政治风险**：买方所在国外汇管制、战争、禁止进口等
- 赔付比例、免赔额和限额以保单约定为准

## 我们提供的协助

- 结合贸易罗盘数据，评估买方采购规模和经营稳定性
- 协助准备投保资料，对接合作保险机构报价
- 出险后协助整理索赔材料

## 适合谁

以赊销方式出口、单一买家占比较高、或计划开拓新兴市场的出口企业。`,
      en: `## Offer payment terms and win the order

Large overseas buyers increasingly ask for 60, 90 days or more. Export credit insurance moves the risk of non-payment to an insurer, so you can grow sales and still protect your receivables.

## What is covered

- **Commercial risks**: buyer insolvency, inability to pay, protracted default, refusal to take delivery
- **Political risks**: currency transfer restrictions, war or import bans in the buyer’s country
- Indemnity percentage, deductibles and limits as set out in the policy

## How we help

- Assess the buyer’s purchasing scale and stability with TradeCompass data
- Prepare the application and obtain quotes from our insurance partner
- Help compile claim documents if a loss occurs

## Who it is for

Exporters selling on credit terms, with high dependence on a few buyers, or entering emerging markets.`,
      ru: `## Предлагайте отсрочку — и получайте заказ

Крупные зарубежные покупатели всё чаще просят отсрочку 60, 90 дней и больше. Страхование экспортных кредитов передаёт риск неплатежа страховщику, и вы можете наращивать продажи, не рискуя выручкой.

## Что покрывается

- **Коммерческие риски**: банкротство покупателя, неплатёжеспособность, затяжная неоплата, отказ от приёмки
- **Политические риски**: валютные ограничения, война или запрет импорта в стране покупателя
- Процент возмещения, франшиза и лимиты — по условиям полиса

## Чем мы поможем

- Оценим объёмы закупок и стабильность покупателя по данным TradeCompass
- Поможем подготовить заявку и получить предложение от страхового партнёра
- Поможем собрать документы для страхового возмещения

## Кому подходит

Экспортёрам, продающим с отсрочкой платежа, зависящим от нескольких покупателей или выходящим на развивающиеся рынки.`,
    },
  },
  {
    slug: 'shiteng',
    sites: ['cn'],
    category: 'legal',
    form: 'none',
    provider: {
      zh: '涉外法律合作律所',
      en: 'Partner law firm for international trade',
      ru: 'Партнёрская юридическая фирма',
    },
    name: {
      zh: '贸易合规与法律服务',
      en: 'Trade compliance and legal services',
      ru: 'Торговый комплаенс и юридические услуги',
    },
    summary: {
      zh: '出口管制与制裁筛查、外贸合同审核、知识产权与贸易救济应对，由合作律所的涉外律师团队提供。',
      en: 'Export-control and sanctions screening, contract review, IP and trade-remedy defence by the international trade lawyers of our partner firm.',
      ru: 'Проверка по экспортному контролю и санкциям, экспертиза контрактов, защита ИС и участие в торговых расследованиях — юристы партнёрской фирмы.',
    },
    body: {
      zh: `## 合规是出海的底线

出口管制清单、经济制裁、产品认证和知识产权规则不断变化，一次违规可能导致货物被扣、账户被冻结甚至被列入清单。我们的合作律所为外贸企业提供日常合规与争议解决服务。

## 服务范围

- 出口管制与制裁筛查：客户、最终用户和货物的合规审查
- 外贸合同审核：付款条件、交货条款、争议解决与适用法律
- 知识产权：海外商标注册、侵权预警与应诉
- 贸易救济：反倾销、反补贴调查的应诉与问卷填报
- 海外商事争议：仲裁与诉讼代理

## 服务方式

- 年度法律顾问，按月提供合规咨询
- 单项委托，按项目报价
- 企业内部合规培训

## 如何联系

在线提交需求，律师助理将在 1 个工作日内与您联系并安排初步沟通。`,
      en: `## Compliance is the baseline of going abroad

Export-control lists, sanctions, product certification and IP rules keep changing, and one breach can mean seized goods, frozen accounts or a listing. Our partner law firm provides everyday compliance and dispute resolution for exporters.

## Scope

- Export-control and sanctions screening of customers, end users and goods
- Contract review: payment and delivery terms, dispute resolution, governing law
- Intellectual property: overseas trademark filings, infringement alerts and defence
- Trade remedies: responding to anti-dumping and countervailing investigations and questionnaires
- Overseas commercial disputes: arbitration and litigation

## Ways to engage

- Yearly legal adviser with monthly compliance consultations
- Single matters quoted per project
- In-house compliance training

## Get in touch

Submit your request online; a legal assistant contacts you within one business day to arrange a first call.`,
      ru: `## Комплаенс — основа работы за рубежом

Списки экспортного контроля, санкции, сертификация и правила ИС постоянно меняются, и одно нарушение может обернуться арестом груза, блокировкой счетов или включением в списки. Наша партнёрская юридическая фирма обеспечивает текущий комплаенс и разрешение споров для экспортёров.

## Услуги

- Проверка клиентов, конечных пользователей и товаров по экспортному контролю и санкциям
- Экспертиза контрактов: условия оплаты и поставки, разрешение споров, применимое право
- Интеллектуальная собственность: регистрация товарных знаков за рубежом, мониторинг и защита
- Торговые расследования: участие в антидемпинговых и компенсационных делах, заполнение анкет
- Зарубежные коммерческие споры: арбитраж и суд

## Форматы

- Годовое юридическое сопровождение с ежемесячными консультациями
- Разовые поручения с оплатой за проект
- Корпоративное обучение по комплаенсу

## Связаться

Оставьте заявку онлайн — помощник юриста свяжется с вами в течение одного рабочего дня.`,
    },
  },
  {
    slug: 'tuv',
    sites: ['cn'],
    category: 'certification',
    form: 'none',
    provider: {
      zh: 'TÜV 检测认证合作机构',
      en: 'TÜV testing and certification partner',
      ru: 'Партнёр по испытаниям и сертификации TÜV',
    },
    name: {
      zh: '验货、检测与认证',
      en: 'Inspection, testing and certification',
      ru: 'Инспекция, испытания и сертификация',
    },
    summary: {
      zh: '对接 TÜV 检测认证机构，为出口产品提供验货、实验室检测、CE 等市场准入认证和工厂审核。',
      en: 'Access to a TÜV testing and certification organisation for pre-shipment inspection, lab testing, market-access certification such as CE, and factory audits.',
      ru: 'Доступ к организации TÜV: предотгрузочная инспекция, лабораторные испытания, сертификация для доступа на рынки (например, CE) и аудит фабрик.',
    },
    body: {
      zh: `## 让产品顺利进入目标市场

欧美买家普遍要求供应商提供第三方检测报告和认证证书。TÜV 是源自德国的独立检测、检验和认证机构体系，其报告在国际采购中广泛认可。贸易罗盘为会员提供与合作 TÜV 机构的对接服务。

## 服务内容

- **验货**：生产中检验、出货前检验、装柜监督
- **实验室检测**：电气安全、电磁兼容、化学物质、纺织品与玩具安全等
- **市场准入认证**：如欧盟 CE 相关评估等，具体以产品类别和法规为准
- **工厂审核**：质量体系、社会责任和供应商审核

## 对接流程

1. 提交产品信息和目标市场
2. 顾问协助确认适用的标准和项目
3. 检测认证机构报价并安排检测
4. 出具报告或证书

## 温馨提示

检测周期和费用由检测认证机构根据产品和标准确定，贸易罗盘负责协助沟通，不出具任何检测结论。`,
      en: `## Get your product into the target market

Buyers in Europe and North America usually ask for third-party test reports and certificates. TÜV organisations are independent testing, inspection and certification bodies originating in Germany, and their reports are widely recognised in international sourcing. TradeCompass connects members with a partner TÜV organisation.

## Services

- **Inspection**: during production, pre-shipment, container loading supervision
- **Lab testing**: electrical safety, EMC, chemicals, textile and toy safety and more
- **Market-access certification**: for example assessments related to EU CE marking, depending on the product and regulation
- **Factory audits**: quality systems, social responsibility and supplier audits

## How it works

1. Submit product information and the target market
2. Our adviser helps confirm the applicable standards and tests
3. The certification body quotes and schedules the work
4. A report or certificate is issued

## Please note

Timelines and fees are set by the testing and certification body according to the product and standard. TradeCompass helps with communication and does not issue any test results.`,
      ru: `## Выведите продукт на целевой рынок

Покупатели в Европе и Северной Америке обычно требуют протоколы испытаний и сертификаты третьей стороны. TÜV — независимые организации по испытаниям, инспекции и сертификации, родом из Германии; их отчёты широко признаются в международных закупках. TradeCompass связывает клиентов с партнёрской организацией TÜV.

## Услуги

- **Инспекция**: в ходе производства, перед отгрузкой, контроль загрузки контейнера
- **Лабораторные испытания**: электробезопасность, ЭМС, химические вещества, безопасность текстиля и игрушек и др.
- **Сертификация для доступа на рынки**: например, оценки для маркировки CE в ЕС — в зависимости от товара и регламента
- **Аудит фабрик**: системы качества, социальная ответственность, аудит поставщиков

## Порядок работы

1. Отправьте данные о продукте и целевом рынке
2. Консультант поможет определить стандарты и виды испытаний
3. Орган по сертификации выставит предложение и назначит сроки
4. Вы получите протокол или сертификат

## Обратите внимание

Сроки и стоимость определяет орган по сертификации. TradeCompass помогает в коммуникации и не выдаёт заключений об испытаниях.`,
    },
  },
  {
    slug: 'ningbo',
    sites: ['cn'],
    category: 'logistics',
    form: 'none',
    provider: {
      zh: '宁波港口服务合作伙伴',
      en: 'Ningbo port services partner',
      ru: 'Партнёр по услугам в порту Нинбо',
    },
    name: { zh: '宁波港出口一站式服务', en: 'Ningbo port export services', ru: 'Экспорт через порт Нинбо под ключ' },
    summary: {
      zh: '面向长三角出口企业：订舱、拖车、报关、港区仓储和单证一站式办理，货走宁波舟山港更省心。',
      en: 'For exporters in the Yangtze River Delta: booking, trucking, customs clearance, port warehousing and documents through Ningbo-Zhoushan port in one place.',
      ru: 'Для экспортёров дельты Янцзы: бронирование, автодоставка, таможенное оформление, склад в порту и документы через порт Нинбо-Чжоушань.',
    },
    body: {
      zh: `## 出口，从港口开始顺畅

宁波舟山港是全球货物吞吐量最大的港口之一，航线覆盖全球主要港口。对浙江、江苏、安徽等地的工厂来说，就近从宁波出运可以缩短内陆运输时间、降低成本。

## 服务内容

- 整箱、拼箱订舱，主流船公司舱位
- 工厂到港区集卡运输与装箱
- 出口报关、商检申报与单证制作
- 港区仓储、分拨与贴标
- 提单、产地证等文件办理

## 为什么选择合作伙伴

- 本地团队熟悉港区操作与查验流程
- 订舱、拖车、报关一个窗口对接，减少沟通环节
- 在线查看订单节点和费用明细

## 咨询方式

提交货物品名、件数、体积和目的港，合作伙伴将在当天给出参考报价。`,
      en: `## Smooth exports start at the port

Ningbo-Zhoushan is one of the world’s busiest ports by cargo throughput, with services to the main ports worldwide. For factories in Zhejiang, Jiangsu and Anhui, shipping from Ningbo shortens inland transport and lowers costs.

## Services

- FCL and LCL booking with major carriers
- Trucking and container stuffing from factory to port
- Export customs declaration, inspection filings and documentation
- Port-area warehousing, distribution and labelling
- Bills of lading, certificates of origin and other documents

## Why our partner

- A local team that knows port operations and inspection procedures
- Booking, trucking and customs through one contact
- Order milestones and itemised costs online

## Get a quote

Send the commodity, number of packages, volume and destination port; our partner replies with an indicative quote the same day.`,
      ru: `## Удобный экспорт начинается в порту

Нинбо-Чжоушань — один из крупнейших портов мира по грузообороту с линиями во все основные порты. Фабрикам Чжэцзяна, Цзянсу и Аньхоя отправка через Нинбо сокращает внутреннюю перевозку и снижает затраты.

## Услуги

- Бронирование FCL и LCL у ведущих линий
- Автодоставка и загрузка контейнеров от фабрики до порта
- Экспортное таможенное оформление, инспекционные декларации и документы
- Складирование, распределение и маркировка в портовой зоне
- Коносаменты, сертификаты происхождения и другие документы

## Почему наш партнёр

- Местная команда, знающая портовые операции и процедуры досмотра
- Бронирование, перевозка и таможня через одно окно
- Этапы заказа и детализация расходов онлайн

## Запрос цены

Укажите товар, количество мест, объём и порт назначения — партнёр пришлёт ориентировочную ставку в тот же день.`,
    },
  },
  {
    slug: 'xinhai',
    sites: ['cn'],
    category: 'logistics',
    form: 'none',
    provider: { zh: '海外仓合作伙伴', en: 'Overseas warehousing partner', ru: 'Партнёр по зарубежным складам' },
    name: {
      zh: '海外仓储与本地配送',
      en: 'Overseas warehousing and local delivery',
      ru: 'Зарубежные склады и локальная доставка',
    },
    summary: {
      zh: '在美国、欧洲等主要市场提前备货，本地发货缩短交期，支持 B2B 分销与电商订单的一件代发。',
      en: 'Stock goods ahead in the US, Europe and other key markets, ship locally with shorter lead times, for B2B distribution and e-commerce dropshipping.',
      ru: 'Храните товар заранее в США, Европе и на других ключевых рынках и отгружайте локально — для B2B-дистрибуции и e-commerce.',
    },
    body: {
      zh: `## 把仓库建到客户身边

海外客户越来越希望“小批量、多批次、快交货”。把货提前放进目的国仓库，就能以本地发货的速度响应订单，同时降低单票国际运输成本。

## 服务内容

- 头程海运或空运整合
- 海外仓入库、质检、上架与库存管理
- B2B 批量出库与托盘配送
- 电商订单一件代发与退货处理
- 贴标、换标、组套等增值服务

## 系统与可视化

- 在线查看库存、出入库记录和费用
- 支持与主流电商平台和 ERP 对接

## 适合谁

已有稳定海外客户、需要缩短交期的工厂，以及开展跨境电商和海外分销的品牌。`,
      en: `## Put your warehouse next to your customers

Overseas customers increasingly want smaller, more frequent and faster deliveries. Stocking goods in a warehouse in the destination country lets you answer orders at local speed and lowers the cost per international shipment.

## Services

- Consolidated first-leg sea or air freight
- Receiving, quality checks, put-away and inventory management
- B2B bulk picking and pallet delivery
- E-commerce fulfilment and returns handling
- Labelling, relabelling and kitting

## Systems and visibility

- Inventory, movements and charges online
- Integration with major marketplaces and ERP systems

## Who it is for

Factories with steady overseas customers that need shorter lead times, and brands selling through cross-border e-commerce and overseas distributors.`,
      ru: `## Склад рядом с клиентом

Зарубежные клиенты всё чаще хотят получать товар меньшими партиями, чаще и быстрее. Запас на складе в стране назначения позволяет выполнять заказы с локальной скоростью и снижает стоимость международной перевозки на отправку.

## Услуги

- Консолидированная морская или авиадоставка до склада
- Приёмка, контроль качества, размещение и учёт запасов
- B2B-комплектация и доставка паллетами
- Фулфилмент заказов e-commerce и обработка возвратов
- Маркировка, перемаркировка и комплектация наборов

## Системы и прозрачность

- Остатки, движение товара и расходы онлайн
- Интеграция с ведущими маркетплейсами и ERP

## Кому подходит

Производителям со стабильными зарубежными клиентами и брендам, продающим через e-commerce и зарубежных дистрибьюторов.`,
    },
  },
  {
    slug: 'amass',
    sites: ['cn'],
    category: 'logistics',
    form: 'none',
    provider: { zh: '国际货运代理合作伙伴', en: 'Freight forwarding partner', ru: 'Партнёр-экспедитор' },
    name: { zh: '国际货运代理', en: 'International freight forwarding', ru: 'Международное экспедирование' },
    summary: {
      zh: '海运、空运、中欧班列与跨境卡车，门到门报价透明，专人跟踪每一票货。',
      en: 'Sea, air, China–Europe rail and cross-border trucking with transparent door-to-door quotes and a dedicated coordinator for every shipment.',
      ru: 'Море, авиа, железная дорога Китай — Европа и автоперевозки: прозрачные ставки «от двери до двери» и персональный координатор.',
    },
    body: {
      zh: `## 多种运输方式，一个对接人

运价波动、舱位紧张、目的港清关问题，都会影响交期和利润。合作货代为贸易罗盘会员提供多种运输方式的方案比选，由专人全程跟进。

## 运输方式

- **海运**：整箱、拼箱，覆盖欧美、中东、东南亚、拉美和非洲主要港口
- **空运**：普货与带电产品，机场到机场或门到门
- **铁路**：中欧班列、中亚班列，适合对时效和成本都有要求的货物
- **跨境陆运**：东南亚、中亚和俄罗斯方向卡车运输

## 附加服务

- 目的港清关与派送（DDP/DAP）
- 货物运输保险
- 危险品和超大件咨询

## 获取报价

提交起运地、目的地、货物和预计出货时间，合作伙伴将提供两种以上运输方案供您比较。`,
      en: `## Many modes, one contact

Volatile rates, tight space and clearance problems at destination all affect lead times and margins. Our forwarding partner gives TradeCompass members options across transport modes, with one coordinator from pickup to delivery.

## Modes

- **Sea**: FCL and LCL to the main ports of Europe, the Americas, the Middle East, Southeast Asia and Africa
- **Air**: general cargo and battery-containing goods, airport-to-airport or door-to-door
- **Rail**: China–Europe and China–Central Asia trains for cargo that needs a balance of time and cost
- **Cross-border road**: trucking to Southeast Asia, Central Asia and Russia

## Extras

- Destination clearance and delivery (DDP/DAP)
- Cargo insurance
- Advice on dangerous and oversized goods

## Get a quote

Send origin, destination, goods and expected ship date; our partner proposes at least two options to compare.`,
      ru: `## Разные виды транспорта — один контакт

Колебания ставок, нехватка мест и проблемы с растаможкой влияют на сроки и маржу. Наш партнёр-экспедитор предлагает клиентам TradeCompass варианты разными видами транспорта с одним координатором от забора до доставки.

## Виды перевозок

- **Море**: FCL и LCL в основные порты Европы, Америки, Ближнего Востока, Юго-Восточной Азии и Африки
- **Авиа**: генеральные грузы и товары с аккумуляторами, аэропорт–аэропорт или до двери
- **Железная дорога**: поезда Китай — Европа и Китай — Центральная Азия, баланс сроков и стоимости
- **Автоперевозки**: в Юго-Восточную Азию, Центральную Азию и Россию

## Дополнительно

- Таможенное оформление и доставка в стране назначения (DDP/DAP)
- Страхование груза
- Консультации по опасным и негабаритным грузам

## Запрос ставки

Укажите пункт отправления, назначения, груз и дату отгрузки — партнёр предложит минимум два варианта.`,
    },
  },
  {
    slug: 'trace',
    sites: ['cn'],
    category: 'logistics',
    form: 'none',
    provider: { zh: '货物追踪服务合作伙伴', en: 'Shipment tracking partner', ru: 'Партнёр по отслеживанию грузов' },
    name: { zh: '集装箱与货物追踪', en: 'Container and shipment tracking', ru: 'Отслеживание контейнеров и грузов' },
    summary: {
      zh: '输入提单号或箱号，实时查看船舶位置、中转和预计到港时间，延误自动提醒。',
      en: 'Enter a bill-of-lading or container number to see vessel position, transshipments and ETA, with automatic delay alerts.',
      ru: 'Введите номер коносамента или контейнера — увидите положение судна, перевалки и ETA, с уведомлениями о задержках.',
    },
    body: {
      zh: `## 货到哪了，一查便知

客户问“货什么时候到”，不必再逐个登录船公司网站。货物追踪服务汇总多家船公司和港口的动态，在一个页面展示。

## 功能

- 按提单号、订舱号或集装箱号查询
- 船舶实时位置与航线地图
- 装船、中转、到港、提柜等节点记录
- 预计到港时间变化与延误提醒
- 批量导入与分享追踪链接给客户

## 与贸易罗盘的结合

在海关数据中看到竞争对手或客户的某票货，可直接跳转追踪其运输状态，了解航线和时效。

## 如何使用

会员在服务页面申请开通，追踪额度按套餐分配，超出部分可单独购买。`,
      en: `## Where is my cargo? One search tells you

When a customer asks when the goods will arrive, there is no need to log in to each carrier’s website. Shipment tracking combines events from many carriers and ports on one page.

## Features

- Search by bill-of-lading, booking or container number
- Live vessel position and route map
- Events for loading, transshipment, arrival and pickup
- ETA changes and delay alerts
- Bulk import and tracking links to share with customers

## Combined with TradeCompass data

When you see a shipment of a competitor or customer in customs data, jump straight to its transport status and learn the route and transit time.

## How to use it

Members request access on the service page. Tracking quota depends on the package, and extra quota can be bought separately.`,
      ru: `## Где груз — видно сразу

Когда клиент спрашивает, когда придёт товар, не нужно заходить на сайты каждой линии. Сервис отслеживания собирает события многих перевозчиков и портов на одной странице.

## Возможности

- Поиск по номеру коносамента, букинга или контейнера
- Положение судна и маршрут на карте
- События погрузки, перевалки, прибытия и вывоза
- Изменения ETA и уведомления о задержках
- Массовая загрузка и ссылки для клиентов

## Вместе с данными TradeCompass

Увидев поставку конкурента или клиента в таможенных данных, сразу перейдите к её статусу и узнайте маршрут и время в пути.

## Как пользоваться

Запросите доступ на странице сервиса. Лимит отслеживаний зависит от тарифа, дополнительный можно докупить.`,
    },
  },
  {
    slug: 'yiwandian',
    sites: ['cn'],
    category: 'marketing',
    form: 'none',
    provider: { zh: 'B2B 店铺合作伙伴', en: 'B2B storefront partner', ru: 'Партнёр по B2B-витринам' },
    name: { zh: 'B2B 独立店铺', en: 'B2B storefront', ru: 'Собственная B2B-витрина' },
    summary: {
      zh: '几天内上线多语言 B2B 产品展示店铺，支持询盘、样品订单和在线目录，询盘直接进入贸易罗盘 CRM。',
      en: 'Launch a multilingual B2B product storefront in days with inquiries, sample orders and an online catalogue; inquiries flow straight into the TradeCompass CRM.',
      ru: 'Многоязычная B2B-витрина за несколько дней: запросы, заказ образцов и онлайн-каталог; запросы сразу попадают в CRM TradeCompass.',
    },
    body: {
      zh: `## 属于自己的线上展厅

第三方平台上同质化竞争激烈，客户比完价就走。一个独立的 B2B 店铺让您以品牌形象展示全部产品，询盘归您所有。

## 功能

- 多语言产品目录：规格参数、图片、视频和 PDF 资料
- 询盘表单与在线留言，自动同步至 CRM
- 样品与小批量订单
- 基础 SEO 设置与访问统计
- 移动端自适应

## 与贸易罗盘联动

- 产品管理中发布的产品可同步到店铺
- 开发信中附上店铺产品链接，追踪客户浏览行为

## 开通方式

选择模板、上传产品，专员协助完成域名绑定和上线。`,
      en: `## Your own online showroom

Competition on third-party platforms is fierce and buyers leave after comparing prices. A B2B storefront of your own shows your whole range under your brand, and every inquiry is yours.

## Features

- Multilingual product catalogue with specifications, images, videos and PDFs
- Inquiry forms and messages synced to the CRM
- Sample and small-quantity orders
- Basic SEO settings and visitor statistics
- Mobile-friendly design

## Works with TradeCompass

- Products published in product management can be synced to the storefront
- Add product links to outreach e-mails and track what customers view

## Getting started

Pick a template and upload products; a specialist helps you bind your domain and go live.`,
      ru: `## Собственный онлайн-шоурум

На сторонних площадках высокая конкуренция, покупатели сравнивают цены и уходят. Собственная B2B-витрина показывает весь ассортимент под вашим брендом, и каждый запрос принадлежит вам.

## Возможности

- Многоязычный каталог: характеристики, фото, видео и PDF
- Формы запросов и сообщения с синхронизацией в CRM
- Заказ образцов и малых партий
- Базовые настройки SEO и статистика посещений
- Адаптация под мобильные устройства

## Вместе с TradeCompass

- Товары из раздела управления товарами синхронизируются с витриной
- Добавляйте ссылки на товары в письма и отслеживайте просмотры

## Как начать

Выберите шаблон, загрузите товары — специалист поможет привязать домен и запустить витрину.`,
    },
  },
  {
    slug: 'zhaodaka',
    sites: ['cn'],
    category: 'data',
    form: 'none',
    provider: { zh: '贸易罗盘数据服务团队', en: 'TradeCompass data services team', ru: 'Команда данных TradeCompass' },
    name: { zh: '找大客户', en: 'Key-account finder', ru: 'Поиск крупных покупателей' },
    summary: {
      zh: '由数据分析师为您定制目标市场的大客户名单：年采购量、主要供应商、决策人联系方式，一份报告交付。',
      en: 'Our analysts build a custom list of key accounts in your target market: yearly purchase volume, main suppliers and decision-maker contacts, delivered as one report.',
      ru: 'Аналитики составят список крупных покупателей на вашем целевом рынке: годовые объёмы закупок, основные поставщики и контакты ЛПР — в одном отчёте.',
    },
    body: {
      zh: `## 一个大客户，顶十个小客户

对很多工厂来说，拿下一个连锁零售商、品牌商或大型分销商，就能稳定全年产能。但大客户往往藏在复杂的集团结构和代采公司背后。

## 我们怎么做

- 基于多国海关数据，按您的产品和 HS 编码统计目标市场的进口商采购量
- 识别集团关联公司和代采、物流中间方，还原真实买家
- 分析每个大客户的主要供应商、采购周期和价格区间
- 补充采购负责人的姓名、职位、邮箱和领英

## 交付内容

- 前 50–200 家目标客户名单及分级
- 每家客户的采购画像
- 切入建议：主推产品、联系时机和沟通要点

## 交付周期

确认需求后 5–7 个工作日交付，会员享受优惠价格。`,
      en: `## One key account outweighs ten small ones

For many factories, winning one retail chain, brand owner or large distributor keeps the lines busy all year. But key accounts are often hidden behind group structures and buying agents.

## What we do

- Rank importers in the target market by purchase volume for your products and HS codes, using customs data of several countries
- Identify group companies, buying agents and logistics intermediaries to find the real buyer
- Analyse each account’s main suppliers, buying cycle and price range
- Add names, titles, e-mails and LinkedIn profiles of purchasing managers

## What you receive

- A graded list of the top 50 to 200 target accounts
- A purchasing profile for each account
- Approach advice: which products to lead with, when to contact and what to say

## Turnaround

Delivered 5 to 7 business days after the brief is confirmed; members get a discounted price.`,
      ru: `## Один крупный клиент стоит десяти мелких

Для многих фабрик один контракт с розничной сетью, брендом или крупным дистрибьютором загружает производство на весь год. Но крупные покупатели часто скрыты за структурой групп компаний и закупочными агентами.

## Что мы делаем

- Ранжируем импортёров целевого рынка по объёму закупок ваших товаров и кодов HS по таможенным данным нескольких стран
- Выявляем компании группы, закупочных агентов и логистических посредников, чтобы найти реального покупателя
- Анализируем поставщиков, цикл закупок и ценовой диапазон каждого клиента
- Добавляем имена, должности, e-mail и профили LinkedIn менеджеров по закупкам

## Что вы получите

- Ранжированный список из 50–200 целевых компаний
- Профиль закупок каждой компании
- Рекомендации: какие товары предлагать, когда и с какими аргументами

## Сроки

5–7 рабочих дней после согласования задания; для клиентов с тарифом — скидка.`,
    },
  },
  {
    slug: 'website',
    sites: ['cn'],
    category: 'marketing',
    form: 'none',
    provider: { zh: '外贸建站合作伙伴', en: 'Website-building partner', ru: 'Партнёр по созданию сайтов' },
    name: { zh: '外贸营销型网站建设', en: 'Export marketing websites', ru: 'Сайты для экспортного маркетинга' },
    summary: {
      zh: '面向海外买家设计的多语言企业官网：海外服务器、快速访问、SEO 友好，询盘自动进入 CRM。',
      en: 'Multilingual company websites designed for overseas buyers: hosted abroad, fast, SEO-friendly, with inquiries flowing into the CRM.',
      ru: 'Многоязычные корпоративные сайты для зарубежных покупателей: хостинг за рубежом, быстрая загрузка, SEO, запросы в CRM.',
    },
    body: {
      zh: `## 海外客户搜索您之后，看到的是什么？

收到开发信的采购经理，第一件事通常是打开您的官网。一个加载缓慢、内容空洞的网站，会让前面的努力白费。

## 建站内容

- 品牌调研与网站结构规划
- 英文及多语种文案撰写，由母语编辑审校
- 产品中心、工厂实力、认证证书、案例展示等页面
- 海外服务器与 CDN 加速，HTTPS 安全证书
- 谷歌 SEO 基础优化：页面结构、关键词、站点地图

## 上线后

- 询盘表单与贸易罗盘 CRM 对接
- 访问数据统计与月度报告
- 一年免费内容维护

## 周期

标准企业站约 3–4 周上线，定制项目另行评估。`,
      en: `## What do buyers see when they look you up?

A purchasing manager who receives your e-mail usually opens your website first. A slow site with thin content wastes the effort that came before.

## What we build

- Brand research and site structure
- English and other-language copy, reviewed by native editors
- Product centre, factory capabilities, certificates and case studies
- Overseas hosting with CDN acceleration and HTTPS
- Basic Google SEO: page structure, keywords, sitemap

## After launch

- Inquiry forms connected to the TradeCompass CRM
- Visitor statistics and a monthly report
- One year of free content maintenance

## Timeline

A standard company site goes live in about 3 to 4 weeks; custom projects are scoped separately.`,
      ru: `## Что видит покупатель, найдя вас в сети?

Менеджер по закупкам, получивший ваше письмо, обычно сначала открывает сайт. Медленный сайт без содержания сводит на нет все предыдущие усилия.

## Что мы делаем

- Анализ бренда и структура сайта
- Тексты на английском и других языках с вычиткой носителями
- Каталог продукции, возможности фабрики, сертификаты, кейсы
- Хостинг за рубежом, CDN и HTTPS
- Базовое SEO для Google: структура страниц, ключевые слова, карта сайта

## После запуска

- Формы запросов, подключённые к CRM TradeCompass
- Статистика посещений и ежемесячный отчёт
- Год бесплатной поддержки контента

## Сроки

Стандартный корпоративный сайт — около 3–4 недель, индивидуальные проекты оцениваются отдельно.`,
    },
  },
  {
    slug: 'search',
    sites: ['cn'],
    category: 'marketing',
    form: 'none',
    provider: { zh: '谷歌 SEO 合作伙伴', en: 'Google SEO partner', ru: 'Партнёр по SEO в Google' },
    name: { zh: '谷歌 SEO 优化', en: 'Google SEO', ru: 'SEO-продвижение в Google' },
    summary: {
      zh: '围绕采购商真实搜索的关键词优化官网，让海外买家主动找到您，获得持续、低成本的自然询盘。',
      en: 'Optimise your website for the keywords real buyers search, so overseas buyers find you and organic inquiries keep coming at low cost.',
      ru: 'Оптимизация сайта под запросы реальных покупателей: вас находят сами, а органические заявки поступают постоянно и недорого.',
    },
    body: {
      zh: `## 让买家主动找上门

海外采购商寻找新供应商时，搜索引擎仍是最常用的渠道之一。与付费广告不同，自然排名一旦建立，可以长期带来询盘。

## 服务内容

- 关键词研究：结合贸易罗盘数据中目标市场进口商使用的产品描述
- 网站技术诊断：速度、移动端、索引与结构化数据
- 页面优化：标题、描述、内容与内链
- 内容营销：每月原创行业文章与产品页面
- 外链建设：行业媒体、目录与合作网站

## 效果衡量

- 每月关键词排名与自然流量报告
- 询盘来源追踪

## 周期说明

SEO 通常在 3–6 个月后见到明显效果，建议以年度为单位规划。我们不承诺具体排名位置。`,
      en: `## Let buyers come to you

When overseas buyers look for new suppliers, search engines are still one of their most used channels. Unlike paid ads, organic rankings keep bringing inquiries once established.

## Services

- Keyword research, using the product descriptions importers in your target market use in TradeCompass data
- Technical audit: speed, mobile, indexing and structured data
- On-page optimisation: titles, descriptions, content and internal links
- Content marketing: original industry articles and product pages every month
- Link building: industry media, directories and partner sites

## Measuring results

- Monthly keyword ranking and organic traffic report
- Inquiry source tracking

## Timeline

SEO usually shows clear results after 3 to 6 months; we recommend planning for a full year. We do not promise specific ranking positions.`,
      ru: `## Пусть покупатели находят вас сами

Зарубежные покупатели по-прежнему часто ищут новых поставщиков через поисковые системы. В отличие от платной рекламы, органические позиции приносят заявки долго.

## Услуги

- Подбор ключевых слов на основе описаний товаров, которые используют импортёры целевого рынка в данных TradeCompass
- Технический аудит: скорость, мобильная версия, индексация, микроразметка
- Оптимизация страниц: заголовки, описания, контент и внутренние ссылки
- Контент-маркетинг: ежемесячные отраслевые статьи и страницы товаров
- Ссылочное продвижение: отраслевые СМИ, каталоги, сайты партнёров

## Оценка результатов

- Ежемесячный отчёт о позициях и органическом трафике
- Отслеживание источников заявок

## Сроки

Заметный эффект SEO обычно появляется через 3–6 месяцев, планировать лучше на год. Мы не обещаем конкретных позиций.`,
    },
  },
  {
    slug: 'spread',
    sites: ['cn'],
    category: 'marketing',
    form: 'none',
    provider: { zh: '海外广告投放合作伙伴', en: 'Overseas advertising partner', ru: 'Партнёр по зарубежной рекламе' },
    name: { zh: '海外广告投放', en: 'Overseas advertising', ru: 'Реклама на зарубежных площадках' },
    summary: {
      zh: '在谷歌、领英、Facebook 等平台精准投放，按行业、职位和地区锁定采购决策人，按效果持续优化。',
      en: 'Targeted campaigns on Google, LinkedIn, Facebook and others, reaching purchasing decision-makers by industry, job title and region, optimised on results.',
      ru: 'Таргетированная реклама в Google, LinkedIn, Facebook и др.: охват ЛПР по отрасли, должности и региону с оптимизацией по результатам.',
    },
    body: {
      zh: `## 把广告预算花在采购商身上

B2B 广告最怕“曝光很多、询盘很少”。合作投放团队以询盘为目标，而不是以点击为目标。

## 投放渠道

- **搜索广告**：在买家搜索产品关键词时出现
- **领英广告**：按行业、公司规模、职位定向采购和供应链负责人
- **社交媒体广告**：品牌曝光与再营销
- **展会期间投放**：围绕目标展会的地区和时间集中投放

## 服务流程

1. 结合贸易罗盘数据确定目标国家和客户画像
2. 制定预算、渠道与素材方案
3. 上线投放，每周优化关键词、受众和出价
4. 每月复盘询盘数量、质量与单个询盘成本

## 费用说明

广告费直接支付给媒体平台，服务费按月收取，投放数据对您完全透明。`,
      en: `## Spend your ad budget on buyers

The worst result for B2B ads is lots of impressions and few inquiries. Our partner’s campaign team optimises for inquiries, not clicks.

## Channels

- **Search ads**: appear when buyers search for your product keywords
- **LinkedIn ads**: target purchasing and supply-chain managers by industry, company size and title
- **Social media ads**: brand awareness and retargeting
- **Trade-fair campaigns**: focused on the region and dates of your target fair

## Process

1. Define target countries and buyer profiles with TradeCompass data
2. Plan budget, channels and creatives
3. Launch and optimise keywords, audiences and bids every week
4. Review inquiry count, quality and cost per inquiry each month

## Fees

Media spend is paid directly to the ad platforms; the service fee is charged monthly, and all campaign data is fully visible to you.`,
      ru: `## Рекламный бюджет — на покупателей

Худший результат B2B-рекламы — много показов и мало заявок. Команда партнёра оптимизирует кампании по заявкам, а не по кликам.

## Каналы

- **Поисковая реклама**: показы, когда покупатели ищут ваши товары
- **LinkedIn**: таргетинг на руководителей закупок и логистики по отрасли, размеру компании и должности
- **Соцсети**: узнаваемость бренда и ретаргетинг
- **Кампании к выставкам**: по региону и датам нужной выставки

## Порядок работы

1. Определяем целевые страны и портрет покупателя по данным TradeCompass
2. Планируем бюджет, каналы и креативы
3. Запускаем и еженедельно оптимизируем ключевые слова, аудитории и ставки
4. Ежемесячно анализируем число, качество и стоимость заявок

## Оплата

Рекламный бюджет оплачивается напрямую площадкам, услуги — ежемесячно; все данные кампаний открыты для вас.`,
    },
  },
  {
    slug: 'analyze',
    sites: ['cn'],
    category: 'data',
    form: 'none',
    provider: { zh: '贸易罗盘研究院', en: 'TradeCompass Research', ru: 'TradeCompass Research' },
    name: { zh: '定制市场分析报告', en: 'Custom market analysis reports', ru: 'Аналитические отчёты о рынках' },
    summary: {
      zh: '基于海关数据与统计数据，为您的产品输出目标市场规模、进口来源、价格走势和主要买家的分析报告。',
      en: 'Reports on market size, import sources, price trends and leading buyers for your product, built from customs data and trade statistics.',
      ru: 'Отчёты о размере рынка, источниках импорта, динамике цен и ключевых покупателях вашего товара на основе таможенных данных и статистики.',
    },
    body: {
      zh: `## 进入新市场之前，先看清楚

是去墨西哥还是巴西？东南亚哪个国家增长最快？定制市场分析报告用数据回答这些问题，帮助管理层做出市场选择。

## 报告内容

- 目标产品近 3 年进口规模与增速
- 进口来源国结构，中国产品所占份额及变化
- 平均申报单价与价格区间
- 主要进口商排名与集中度
- 主要竞争供应商及其客户分布
- 关税与贸易政策提示

## 交付形式

- PDF 报告与 Excel 数据附件
- 分析师线上讲解一次

## 周期与价格

标准报告 7 个工作日交付，多国或多品类报告按范围报价。`,
      en: `## Look closely before entering a new market

Mexico or Brazil? Which Southeast Asian country grows fastest? A custom market report answers these questions with data and helps management choose where to go.

## Contents

- Import size and growth of the product over the last three years
- Sources of supply and the share of Chinese products over time
- Average declared unit price and price range
- Ranking and concentration of leading importers
- Main competing suppliers and their customers
- Notes on tariffs and trade policy

## Delivery

- A PDF report with an Excel data appendix
- One online walk-through with the analyst

## Timing and price

A standard report takes 7 business days; multi-country or multi-category reports are quoted by scope.`,
      ru: `## Прежде чем выходить на новый рынок

Мексика или Бразилия? Какая страна Юго-Восточной Азии растёт быстрее? Аналитический отчёт отвечает на эти вопросы на основе данных и помогает руководству выбрать рынок.

## Содержание

- Объём и рост импорта товара за три года
- Структура стран-поставщиков и динамика доли Китая
- Средняя заявленная цена за единицу и ценовой диапазон
- Рейтинг и концентрация крупнейших импортёров
- Основные конкуренты-поставщики и их клиенты
- Пошлины и торговая политика

## Формат

- Отчёт в PDF и данные в Excel
- Онлайн-презентация с аналитиком

## Сроки и цена

Стандартный отчёт — 7 рабочих дней; отчёты по нескольким странам или категориям оцениваются отдельно.`,
    },
  },
  {
    slug: 'video',
    sites: ['cn'],
    category: 'marketing',
    form: 'none',
    provider: { zh: '营销视频制作合作伙伴', en: 'Video production partner', ru: 'Партнёр по видеопроизводству' },
    name: { zh: '外贸营销视频制作', en: 'Marketing video production', ru: 'Производство маркетингового видео' },
    summary: {
      zh: '工厂宣传片、产品演示和社媒短视频，英文脚本与配音，让海外买家“云验厂”。',
      en: 'Factory films, product demos and short social videos with English scripts and voice-over, so overseas buyers can visit your factory online.',
      ru: 'Фильмы о фабрике, демонстрации продукции и короткие ролики для соцсетей с англоязычным сценарием и озвучкой — «виртуальный визит» на фабрику.',
    },
    body: {
      zh: `## 视频是最好的“云验厂”

很多采购商在第一次下单前无法亲自到访工厂。一段真实、专业的工厂视频，能展示生产规模、质量控制和团队，迅速建立信任。

## 制作类型

- **工厂宣传片**：2–3 分钟，展示厂房、产线、检测和仓储
- **产品演示视频**：功能、使用场景和卖点讲解
- **社媒短视频**：适合领英、YouTube 和短视频平台的竖屏与横屏内容
- **展会视频**：展位拍摄与客户访谈

## 服务流程

1. 需求沟通与脚本策划
2. 现场拍摄（长三角、珠三角可上门）
3. 剪辑、英文字幕与母语配音
4. 交付多种尺寸版本，并提供投放建议

## 周期

拍摄后约 10 个工作日交付初版，支持两轮修改。`,
      en: `## Video is the best virtual factory visit

Many buyers cannot visit a factory before the first order. A real, professional factory video shows scale, quality control and the team, and builds trust quickly.

## What we produce

- **Factory films**: 2–3 minutes on buildings, production lines, testing and storage
- **Product demos**: features, applications and selling points
- **Short social videos**: vertical and horizontal formats for LinkedIn, YouTube and short-video platforms
- **Trade-fair videos**: booth footage and customer interviews

## Process

1. Brief and script
2. On-site filming (on-site visits in the Yangtze and Pearl River deltas)
3. Editing, English subtitles and native voice-over
4. Delivery in several formats with advice on where to publish

## Timing

A first cut about 10 business days after filming, with two rounds of revisions.`,
      ru: `## Видео — лучший виртуальный визит на фабрику

Многие покупатели не могут приехать на фабрику до первого заказа. Профессиональное видео показывает масштаб, контроль качества и команду и быстро создаёт доверие.

## Что мы снимаем

- **Фильм о фабрике**: 2–3 минуты о цехах, линиях, испытаниях и складе
- **Демонстрации продукции**: функции, сценарии использования и преимущества
- **Короткие ролики**: вертикальные и горизонтальные форматы для LinkedIn, YouTube и коротких видео
- **Видео с выставок**: съёмка стенда и интервью с клиентами

## Порядок работы

1. Бриф и сценарий
2. Съёмка на месте (выезд в дельты Янцзы и Жемчужной реки)
3. Монтаж, английские субтитры и озвучка носителем языка
4. Передача в нескольких форматах с рекомендациями по публикации

## Сроки

Первая версия — примерно через 10 рабочих дней после съёмки, две итерации правок.`,
    },
  },
  {
    slug: 'nova',
    sites: ['cn'],
    category: 'marketing',
    form: 'none',
    provider: { zh: 'AI 销售助理合作伙伴', en: 'AI sales assistant partner', ru: 'Партнёр по AI-ассистенту продаж' },
    name: { zh: 'AI 销售助理', en: 'AI sales assistant', ru: 'AI-ассистент продаж' },
    summary: {
      zh: '7×24 小时回复官网与社媒询盘、自动识别高意向客户、生成跟进建议，让业务员把时间花在成交上。',
      en: 'Answers website and social inquiries around the clock, flags high-intent buyers and suggests follow-ups, so sales staff spend their time closing deals.',
      ru: 'Круглосуточно отвечает на запросы с сайта и из соцсетей, выделяет заинтересованных покупателей и подсказывает следующий шаг.',
    },
    body: {
      zh: `## 时差不再错过询盘

海外客户在当地白天发来询盘，国内业务员往往已经下班。AI 销售助理基于您的产品资料，在任何时间用客户的语言即时回复。

## 主要功能

- 官网在线客服与社媒私信自动回复，支持多语种
- 根据产品目录和常见问题回答规格、起订量和交期
- 自动收集客户公司、需求和联系方式，写入 CRM
- 结合贸易罗盘数据为询盘客户打分，标记高意向客户
- 生成跟进邮件草稿，业务员审核后发送

## 安全与可控

- 报价、付款条件等敏感问题可设置为转人工处理
- 所有对话可查看、可导出

## 开通方式

上传产品资料与常见问答，约 3 个工作日完成训练和上线。`,
      en: `## No more inquiries lost to time zones

Overseas buyers write during their business day, when your sales team in China has often gone home. The AI sales assistant answers instantly, in the buyer’s language, based on your product information.

## Main features

- Multilingual auto-replies for website chat and social-media messages
- Answers on specifications, minimum order quantity and lead time from your catalogue and FAQ
- Collects company, requirements and contact details and writes them into the CRM
- Scores inquiries with TradeCompass data and flags high-intent buyers
- Drafts follow-up e-mails for sales staff to review and send

## Safe and under control

- Sensitive topics such as prices and payment terms can be handed over to a person
- Every conversation can be reviewed and exported

## Getting started

Upload product materials and FAQs; training and launch take about three business days.`,
      ru: `## Разница во времени больше не мешает

Зарубежные покупатели пишут в свой рабочий день, когда ваш отдел продаж в Китае уже ушёл домой. AI-ассистент отвечает сразу, на языке покупателя, на основе ваших материалов о продукции.

## Возможности

- Многоязычные автоответы в чате сайта и в личных сообщениях соцсетей
- Ответы о характеристиках, минимальной партии и сроках по вашему каталогу и FAQ
- Сбор данных о компании, потребностях и контактах с записью в CRM
- Оценка запросов по данным TradeCompass и выделение заинтересованных покупателей
- Черновики писем для проверки и отправки менеджером

## Безопасность и контроль

- Цены и условия оплаты можно передавать сотруднику
- Все диалоги доступны для просмотра и выгрузки

## Как начать

Загрузите материалы и FAQ — обучение и запуск займут около трёх рабочих дней.`,
    },
  },
  {
    slug: 'Hide-article',
    sites: ['cn'],
    category: 'marketing',
    form: 'none',
    provider: {
      zh: '海外媒体发布合作伙伴',
      en: 'Overseas media publishing partner',
      ru: 'Партнёр по публикациям в зарубежных СМИ',
    },
    name: { zh: '海外媒体软文发布', en: 'Sponsored articles on overseas media', ru: 'Публикации в зарубежных СМИ' },
    summary: {
      zh: '以新闻稿和行业文章的形式在海外行业媒体和新闻网站发布品牌内容，提升搜索可见度和买家信任。',
      en: 'Publish brand content as press releases and industry articles on overseas trade media and news sites to raise search visibility and buyer trust.',
      ru: 'Пресс-релизы и отраслевые статьи о вашем бренде в зарубежных отраслевых СМИ и новостных сайтах — для видимости в поиске и доверия покупателей.',
    },
    body: {
      zh: `## 让买家在第三方媒体上看到您

当采购商搜索您的公司名称时，除了官网，还能看到行业媒体和新闻网站的报道，信任感会大大提升。软文发布以内容的方式讲述企业故事，比硬广更容易被阅读和转发。

## 服务内容

- 选题策划：新品发布、展会参展、认证获得、工厂扩产等
- 英文及小语种稿件撰写，母语编辑润色
- 在海外行业媒体、区域新闻网站和新闻稿分发平台发布
- 发布后提供收录链接与截图报告

## 内容规范

- 所有稿件均标注为合作或推广内容，符合各媒体的发布规则
- 不发布虚假或夸大宣传内容

## 典型组合

新品上市时，软文发布与谷歌 SEO、社媒广告配合使用，效果更好。`,
      en: `## Be seen on third-party media

When buyers search your company name and find coverage on trade media and news sites as well as your website, they trust you more. Sponsored articles tell your story as content, which is read and shared more readily than display ads.

## Services

- Topic planning: product launches, trade fairs, new certifications, factory expansion
- Articles in English and other languages, polished by native editors
- Publication on overseas trade media, regional news sites and press-release distribution services
- A report with live links and screenshots after publication

## Content standards

- Every article is labelled as sponsored or partner content in line with each outlet’s rules
- No false or exaggerated claims are published

## Works best with

For a product launch, combine articles with Google SEO and social advertising.`,
      ru: `## Будьте заметны в сторонних СМИ

Когда покупатель ищет название вашей компании и видит не только сайт, но и публикации в отраслевых и новостных изданиях, доверие заметно растёт. Статьи рассказывают о компании в формате контента, который читают и распространяют охотнее рекламы.

## Услуги

- Выбор темы: запуск продукта, участие в выставке, новые сертификаты, расширение производства
- Тексты на английском и других языках с редактурой носителей
- Публикация в зарубежных отраслевых СМИ, региональных новостных сайтах и сервисах пресс-релизов
- Отчёт со ссылками и скриншотами после публикации

## Стандарты

- Каждая статья помечается как партнёрский или рекламный материал согласно правилам издания
- Недостоверные и преувеличенные утверждения не публикуются

## Лучше всего в связке

При запуске продукта сочетайте публикации с SEO в Google и рекламой в соцсетях.`,
    },
  },
]
