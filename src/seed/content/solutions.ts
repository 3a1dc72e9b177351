import type { SeedSolution } from '../types'

/** The ten solutions of SPEC §2.2 (id, Russian sub-page slug of §2.3). */
export const solutions: SeedSolution[] = [
  {
    contId: 998,
    image: { picture: 'product-company' },
    slug: 'buyers',
    title: { zh: '采购商解决方案', en: 'Solutions for buyers', ru: 'Решения для покупателей' },
    summary: {
      zh: '用真实的海关出货记录筛选供应商：看清谁在出货、出给谁、出了多少，再决定和谁谈。',
      en: 'Vet suppliers with real customs shipment records: see who ships what, to whom and how much before you negotiate.',
      ru: 'Проверяйте поставщиков по реальным таможенным записям: кто, что, кому и в каком объёме отгружает — ещё до переговоров.',
    },
    challenges: [
      {
        zh: '供应商自称“工厂直供”，却无法核实真实产能和出口经验',
        en: 'Suppliers claim to be factories, but their capacity and export record cannot be verified',
        ru: 'Поставщики называют себя производителями, но их мощности и опыт экспорта невозможно проверить',
      },
      {
        zh: '单一供应商依赖严重，一旦断供缺少替代方案',
        en: 'Dependence on a single supplier with no ready alternative if supply stops',
        ru: 'Зависимость от одного поставщика без готовой альтернативы на случай сбоя',
      },
      {
        zh: '不了解同行的采购价格和来源地，议价缺少依据',
        en: 'No view of what peers pay and where they source, so negotiations lack a benchmark',
        ru: 'Нет данных о том, где и по каким ценам закупают конкуренты, — не на что опереться в переговорах',
      },
      {
        zh: '关税与贸易政策变化频繁，需要快速寻找新的来源国',
        en: 'Tariffs and trade policy change fast and new sourcing countries must be found quickly',
        ru: 'Пошлины и торговая политика быстро меняются, и новые страны-поставщики нужно находить оперативно',
      },
    ],
    benefits: [
      {
        title: { zh: '供应商出货履历', en: 'Supplier shipment history', ru: 'История отгрузок поставщика' },
        text: {
          zh: '按公司查看历年出货批次、目的国、主要客户和货物描述，判断其真实规模。',
          en: 'See a supplier’s shipments by year, destination, main customers and goods description to judge its real size.',
          ru: 'Отгрузки поставщика по годам, странам назначения, основным клиентам и описанию товара показывают его реальный масштаб.',
        },
      },
      {
        title: { zh: '替代供应商清单', en: 'Alternative supplier lists', ru: 'Списки альтернативных поставщиков' },
        text: {
          zh: '按 HS 编码和产品关键词检索全球出口商，几分钟内建立备选名单。',
          en: 'Search exporters worldwide by HS code and product keywords and build a shortlist in minutes.',
          ru: 'Ищите экспортёров по всему миру по коду HS и ключевым словам и составляйте шорт-лист за минуты.',
        },
      },
      {
        title: { zh: '同行采购对标', en: 'Peer sourcing benchmarks', ru: 'Сравнение с конкурентами' },
        text: {
          zh: '查看竞争对手从哪些国家、哪些供应商采购，以及采购频次的变化。',
          en: 'See which countries and suppliers your competitors buy from and how often.',
          ru: 'Узнайте, в каких странах и у каких поставщиков закупаются конкуренты и как часто.',
        },
      },
      {
        title: { zh: '资信报告', en: 'Credit reports', ru: 'Кредитные отчёты' },
        text: {
          zh: '下单前通过合作伙伴获取覆盖 230 个国家的企业资信报告。',
          en: 'Order a credit report covering 230 countries through our partner before you place an order.',
          ru: 'Перед заказом получите кредитный отчёт через нашего партнёра — охват 230 стран.',
        },
      },
    ],
    body: {
      zh: `## 从数据出发做采购决策

贸易罗盘汇集 72 个国家的进出口数据。对采购方而言，最有价值的是出口国的出货数据：它记录了供应商真实发出的每一票货。

- 按产品关键词或 HS 编码找到正在出口该产品的企业
- 按出货频次、目的国和客户结构筛选供应商
- 对比同一产品在不同来源国的供应格局

## 核实后再合作

一家供应商是否长期稳定地向欧美客户出货，比任何宣传册都更有说服力。结合合作伙伴提供的企业资信报告，您可以在打样和下单之前完成基本的尽职调查。

## 适合谁

进口商、品牌方采购部门、跨境电商选品团队，以及需要为客户寻找货源的采购代理。`,
      en: `## Sourcing decisions based on data

TradeCompass brings together import and export data of 72 countries. For a buyer, the most useful part is the export data of supplying countries: it records every shipment a supplier actually sent.

- Find companies exporting a product by keyword or HS code
- Filter suppliers by shipment frequency, destination and customer mix
- Compare the supply base of one product across source countries

## Verify before you commit

A supplier that has shipped steadily to customers in Europe or North America for years tells you more than any brochure. Add a credit report from our partner and you have basic due diligence done before samples and the first order.

## Who it is for

Importers, brand sourcing teams, e-commerce product teams and sourcing agents who find suppliers for their clients.`,
      ru: `## Закупки на основе данных

TradeCompass объединяет данные импорта и экспорта 72 стран. Для покупателя важнее всего экспортные данные стран-поставщиков: в них отражена каждая реальная отгрузка поставщика.

- Находите экспортёров товара по ключевым словам или коду HS
- Отбирайте поставщиков по частоте отгрузок, странам назначения и структуре клиентов
- Сравнивайте предложение одного товара в разных странах происхождения

## Сначала проверка, потом контракт

Поставщик, который годами стабильно отгружает товар клиентам в Европе или Северной Америке, говорит о себе больше любой брошюры. Добавьте кредитный отчёт от нашего партнёра — и базовая проверка контрагента выполнена ещё до образцов и первого заказа.

## Кому подходит

Импортёрам, отделам закупок брендов, командам маркетплейсов и закупочным агентам.`,
    },
  },
  {
    contId: 2002,
    image: { picture: 'product-trend' },
    slug: 'suppliers',
    title: { zh: '供应商解决方案', en: 'Solutions for suppliers', ru: 'Решения для поставщиков' },
    summary: {
      zh: '找到正在进口您产品的真实采购商，了解他们向谁买、买多少、多久买一次，然后精准开发。',
      en: 'Find the buyers who already import your product, learn whom they buy from, how much and how often, then approach them with a reason.',
      ru: 'Находите покупателей, которые уже импортируют ваш товар, узнайте, у кого, сколько и как часто они закупают, — и предлагайте по делу.',
    },
    challenges: [
      {
        zh: '展会和 B2B 平台询盘减少，获客成本持续上升',
        en: 'Fewer inquiries from trade fairs and B2B platforms, while the cost per lead keeps rising',
        ru: 'Выставки и B2B-площадки дают меньше запросов, а стоимость лида растёт',
      },
      {
        zh: '开发信群发回复率低，找不到采购决策人',
        en: 'Mass e-mails get few replies and the decision-maker is hard to find',
        ru: 'Массовые рассылки почти не дают ответов, а лицо, принимающее решения, трудно найти',
      },
      {
        zh: '不知道目标客户目前的供应商是谁、价格在什么区间',
        en: 'You don’t know who a prospect buys from today or at what price level',
        ru: 'Неизвестно, у кого потенциальный клиент закупает сейчас и по какой цене',
      },
      {
        zh: '销售线索分散在个人邮箱和表格里，难以沉淀',
        en: 'Leads are scattered across personal mailboxes and spreadsheets',
        ru: 'Лиды разбросаны по личным почтовым ящикам и таблицам',
      },
    ],
    benefits: [
      {
        title: { zh: '真实采购商名单', en: 'Real buyer lists', ru: 'Реальные списки покупателей' },
        text: {
          zh: '按产品和 HS 编码检索进口记录，列出近一年持续采购的进口商。',
          en: 'Search import records by product and HS code and list the importers that bought in the last twelve months.',
          ru: 'Ищите по товару и коду HS и получайте импортёров, закупавших за последние двенадцать месяцев.',
        },
      },
      {
        title: { zh: '竞争对手客户', en: 'Your competitors’ customers', ru: 'Клиенты конкурентов' },
        text: {
          zh: '输入同行公司名称，查看其海外客户和出货节奏。',
          en: 'Enter a competitor’s name and see its overseas customers and shipping rhythm.',
          ru: 'Введите название конкурента и посмотрите его зарубежных клиентов и ритм отгрузок.',
        },
      },
      {
        title: { zh: '决策人联系方式', en: 'Decision-maker contacts', ru: 'Контакты лиц, принимающих решения' },
        text: {
          zh: '结合企业库、官网和社交媒体，找到采购经理的邮箱与领英。',
          en: 'Combine the company database, websites and social media to reach purchasing managers by e-mail and LinkedIn.',
          ru: 'База компаний, сайты и соцсети помогают выйти на менеджеров по закупкам по e-mail и в LinkedIn.',
        },
      },
      {
        title: { zh: 'AI 开发信', en: 'AI-written outreach', ru: 'Письма с помощью AI' },
        text: {
          zh: '根据客户的采购记录生成有针对性的开发信，并在邮件中心追踪打开情况。',
          en: 'Generate e-mails based on the buyer’s purchase history and track opens in the e-mail center.',
          ru: 'Генерируйте письма на основе истории закупок клиента и отслеживайте открытия в почтовом центре.',
        },
      },
      {
        title: { zh: '外贸 CRM', en: 'Trade CRM', ru: 'CRM для ВЭД' },
        text: {
          zh: '线索一键转入私海，跟进记录、标签和统计集中管理。',
          en: 'Move leads into your private pool in one click and keep follow-ups, labels and statistics together.',
          ru: 'Переносите лиды в личный пул одним кликом и храните историю контактов, метки и статистику в одном месте.',
        },
      },
    ],
    body: {
      zh: `## 先找对人，再谈价格

海关提单记录了每一票货的进口商、供应商、货物描述、重量和到港日期。对出口企业来说，这意味着可以直接找到“正在买”的客户，而不是“可能会买”的客户。

- 按 HS 编码或产品关键词检索目标国家的进口商
- 按采购频次、货量和最近采购时间排序，优先联系活跃买家
- 查看采购商现有的供应商，找到切入点

## 从线索到订单

找到客户只是第一步。贸易罗盘把数据检索、联系人挖掘、AI 开发信和 CRM 放在同一个平台中：每一条线索从哪里来、联系过几次、处于什么阶段，团队都能看清。

## 典型用户

制造企业外贸部、贸易公司业务团队、跨境 B2B 品牌，以及正在开拓新市场的出口企业。`,
      en: `## Find the right buyer before talking price

A customs bill of lading names the importer and supplier of each shipment, with goods description, weight and arrival date. For an exporter this means you can go straight to companies that are buying now, not companies that might buy one day.

- Search importers in a target country by HS code or product keyword
- Rank them by frequency, volume and latest shipment to contact active buyers first
- See a buyer’s current suppliers and find your angle

## From lead to order

Finding the customer is only the first step. TradeCompass puts data search, contact discovery, AI-written e-mails and the CRM on one platform, so the whole team sees where each lead came from, how often it was contacted and what stage it is at.

## Typical users

Export departments of manufacturers, sales teams of trading companies, B2B brands and exporters opening new markets.`,
      ru: `## Сначала нужный покупатель, потом цена

Таможенный коносамент содержит импортёра и поставщика каждой поставки, описание товара, вес и дату прибытия. Для экспортёра это значит, что можно сразу выйти на компании, которые покупают сейчас, а не когда-нибудь.

- Ищите импортёров в целевой стране по коду HS или ключевым словам
- Сортируйте по частоте, объёму и дате последней поставки, чтобы начать с активных покупателей
- Смотрите текущих поставщиков покупателя и находите аргументы для предложения

## От лида до заказа

Найти клиента — только первый шаг. TradeCompass объединяет поиск по данным, поиск контактов, письма с помощью AI и CRM, поэтому вся команда видит, откуда пришёл лид, сколько было контактов и на каком он этапе.

## Кому подходит

Экспортным отделам производителей, торговым компаниям, B2B-брендам и экспортёрам, выходящим на новые рынки.`,
    },
  },
  {
    contId: 3003,
    image: { picture: 'product-search' },
    slug: 'international',
    title: {
      zh: '物流公司解决方案',
      en: 'Solutions for logistics companies',
      ru: 'Решения для логистических компаний',
    },
    summary: {
      zh: '从提单数据中找到货主、航线和竞争对手的承运份额，让货代和物流企业的销售有的放矢。',
      en: 'Use bill-of-lading data to find shippers, lanes and competitors’ share so that forwarders and logistics firms sell where the cargo is.',
      ru: 'Находите грузовладельцев, направления и долю конкурентов по данным коносаментов — и продавайте там, где есть груз.',
    },
    challenges: [
      {
        zh: '不知道哪些货主在固定航线上有稳定货量',
        en: 'No view of which shippers move steady volumes on a given lane',
        ru: 'Неизвестно, какие грузовладельцы стабильно отправляют грузы по нужному направлению',
      },
      {
        zh: '竞争对手承运了哪些客户、份额多大，无从得知',
        en: 'No way to see which customers your competitors carry and how large their share is',
        ru: 'Нельзя увидеть, каких клиентов везут конкуренты и какова их доля',
      },
      {
        zh: '新开航线或海外仓需要评估货量前景',
        en: 'New lanes or warehouses need a realistic view of cargo volumes',
        ru: 'Для новых линий и складов нужна реальная оценка грузопотока',
      },
    ],
    benefits: [
      {
        title: { zh: '货主挖掘', en: 'Shipper discovery', ru: 'Поиск грузовладельцев' },
        text: {
          zh: '按起运港、目的港和货物类型筛选收发货人。',
          en: 'Filter consignees and shippers by port of loading, port of discharge and cargo type.',
          ru: 'Фильтруйте отправителей и получателей по порту погрузки, выгрузки и типу груза.',
        },
      },
      {
        title: { zh: '航线货量分析', en: 'Lane volume analysis', ru: 'Анализ грузопотоков' },
        text: {
          zh: '按月查看航线的票数、重量和集装箱趋势。',
          en: 'See shipments, weight and container trends on a lane month by month.',
          ru: 'Помесячная динамика числа поставок, веса и контейнеров по направлению.',
        },
      },
      {
        title: { zh: '承运人与货代份额', en: 'Carrier and forwarder share', ru: 'Доля перевозчиков и экспедиторов' },
        text: {
          zh: '在提供相关字段的国家，查看承运人和通知方的分布。',
          en: 'Where the data includes these fields, see the distribution of carriers and notify parties.',
          ru: 'Там, где данные содержат эти поля, видно распределение перевозчиков и уведомляемых сторон.',
        },
      },
      {
        title: { zh: '客户跟进', en: 'Customer follow-up', ru: 'Работа с клиентами' },
        text: {
          zh: '把目标货主导入 CRM，按航线和货类打标签分配给销售。',
          en: 'Import target shippers into the CRM, label them by lane and cargo and assign them to sales.',
          ru: 'Импортируйте грузовладельцев в CRM, размечайте по направлениям и грузам и распределяйте между менеджерами.',
        },
      },
    ],
    body: {
      zh: `## 货在哪里，客户就在哪里

货代和物流企业的核心问题是：谁在什么航线上、以什么频率出货。海关提单数据直接回答了这个问题。

- 按港口对和 HS 编码找到稳定出货的货主
- 识别季节性高峰，提前安排舱位和销售资源
- 发现竞争对手服务的客户，寻找替换机会

## 用于网络规划

在开设新航线、拼箱服务或海外仓之前，用历史数据评估目标市场的货量和增长，降低投资风险。

## 适合谁

国际货代、NVOCC、报关行、海外仓运营商、港口和航运公司的商务团队。`,
      en: `## Where the cargo is, the customers are

The core question for forwarders and logistics firms is who ships on which lane and how often. Customs bill-of-lading data answers it directly.

- Find shippers with steady volumes by port pair and HS code
- Spot seasonal peaks and plan space and sales effort ahead
- See the customers your competitors serve and find switching opportunities

## For network planning

Before launching a new lane, a consolidation service or an overseas warehouse, use historical data to size the market and its growth and reduce the investment risk.

## Who it is for

International forwarders, NVOCCs, customs brokers, overseas-warehouse operators and the commercial teams of ports and shipping lines.`,
      ru: `## Где груз — там и клиенты

Главный вопрос экспедитора: кто, по какому направлению и как часто отправляет грузы. Данные таможенных коносаментов отвечают на него напрямую.

- Находите грузовладельцев со стабильными объёмами по паре портов и коду HS
- Замечайте сезонные пики и заранее планируйте места и продажи
- Смотрите клиентов конкурентов и находите возможности их переманить

## Для планирования сети

Перед запуском новой линии, сборных отправок или зарубежного склада оцените объём и рост рынка по историческим данным и снизьте инвестиционный риск.

## Кому подходит

Международным экспедиторам, NVOCC, таможенным брокерам, операторам складов, коммерческим службам портов и линий.`,
    },
  },
  {
    contId: 4001,
    image: { picture: 'product-trend' },
    slug: 'consultation',
    title: {
      zh: '研究与咨询机构解决方案',
      en: 'Solutions for research and consulting',
      ru: 'Решения для исследований и консалтинга',
    },
    summary: {
      zh: '以交易级的进出口明细支撑行业研究、市场进入评估和供应链分析，结论可追溯到每一票货。',
      en: 'Support industry research, market-entry studies and supply-chain analysis with transaction-level trade data that can be traced back to each shipment.',
      ru: 'Отраслевые исследования, оценка выхода на рынок и анализ цепочек поставок на данных уровня отдельных поставок.',
    },
    challenges: [
      {
        zh: '宏观统计数据粒度太粗，无法细化到企业层面',
        en: 'Macro statistics are too coarse to reach company level',
        ru: 'Макростатистика слишком агрегирована и не доходит до уровня компаний',
      },
      {
        zh: '客户需要快速交付市场规模和竞争格局报告',
        en: 'Clients want market-size and competitive-landscape reports fast',
        ru: 'Клиенты ждут быстрых отчётов о размере рынка и конкурентах',
      },
      {
        zh: '多国数据口径不一，清洗整理耗费大量人力',
        en: 'Data from different countries follows different formats and takes much effort to clean',
        ru: 'Данные разных стран в разных форматах, их очистка отнимает много времени',
      },
    ],
    benefits: [
      {
        title: {
          zh: '统一口径的多国数据',
          en: 'Harmonised multi-country data',
          ru: 'Единый формат данных разных стран',
        },
        text: {
          zh: '不同国家的海关字段已映射为统一结构，可直接比较。',
          en: 'Customs fields from different countries are mapped into one structure and can be compared directly.',
          ru: 'Поля таможенных данных разных стран приведены к единой структуре и сопоставимы.',
        },
      },
      {
        title: { zh: '中国与全球统计', en: 'China and global statistics', ru: 'Статистика Китая и мира' },
        text: {
          zh: '结合中国海关统计和联合国贸易统计，宏观与微观互相印证。',
          en: 'Combine China customs statistics and UN trade statistics to check macro against micro.',
          ru: 'Сочетайте статистику таможни Китая и ООН, сверяя макро- и микроуровень.',
        },
      },
      {
        title: { zh: '批量导出', en: 'Bulk export', ru: 'Пакетная выгрузка' },
        text: {
          zh: '按条件导出明细数据，在您自己的分析工具中建模。',
          en: 'Export detailed records by filter and model them in your own tools.',
          ru: 'Выгружайте детальные записи по фильтрам и стройте модели в своих инструментах.',
        },
      },
      {
        title: { zh: '开放平台接口', en: 'Open platform API', ru: 'API открытой платформы' },
        text: {
          zh: '通过开放平台将数据接入内部系统，定期自动更新。',
          en: 'Connect data to internal systems through the open platform with scheduled updates.',
          ru: 'Подключайте данные к внутренним системам через открытую платформу с регулярным обновлением.',
        },
      },
    ],
    body: {
      zh: `## 企业级颗粒度的贸易研究

贸易罗盘提供的不是汇总表，而是每一票进出口记录。研究人员可以从单个企业、单个 HS 编码一路汇总到国家和行业层面。

- 测算细分产品的市场规模与进口来源结构
- 识别头部进口商和供应商的集中度变化
- 追踪关税调整、贸易摩擦前后的供应链转移

## 交付更快

统一的数据结构和批量导出，让咨询团队把时间花在分析上，而不是整理数据上。

## 适合谁

咨询公司、行业研究院、券商研究所、市场调研机构和企业战略部门。`,
      en: `## Trade research at company level

TradeCompass provides every import and export record rather than summary tables. Researchers can aggregate from a single company and a single HS code up to country and industry level.

- Size markets for narrow product categories and their sources of supply
- Track the concentration of leading importers and suppliers
- Follow supply-chain shifts before and after tariff changes or trade disputes

## Deliver faster

One data structure and bulk export let consulting teams spend their time on analysis instead of data cleaning.

## Who it is for

Consultancies, industry research institutes, brokerage research teams, market-research agencies and corporate strategy departments.`,
      ru: `## Исследования торговли на уровне компаний

TradeCompass даёт не сводные таблицы, а каждую запись импорта и экспорта. Исследователь может агрегировать данные от одной компании и одного кода HS до уровня страны и отрасли.

- Оценивайте размер рынка узких товарных категорий и структуру поставщиков
- Отслеживайте концентрацию крупнейших импортёров и поставщиков
- Анализируйте перенос цепочек поставок до и после изменения пошлин или торговых споров

## Быстрее к результату

Единая структура данных и пакетная выгрузка позволяют консультантам заниматься анализом, а не очисткой данных.

## Кому подходит

Консалтинговым компаниям, отраслевым институтам, аналитическим отделам брокеров, маркетинговым агентствам и стратегическим подразделениям компаний.`,
    },
  },
  {
    contId: 5001,
    image: { picture: 'product-credit' },
    slug: 'lawfirms',
    title: { zh: '律师事务所解决方案', en: 'Solutions for law firms', ru: 'Решения для юридических фирм' },
    summary: {
      zh: '为贸易救济、知识产权维权、商事争议和合规调查提供可查证的贸易往来证据线索。',
      en: 'Verifiable evidence of trade relationships for trade remedies, IP enforcement, commercial disputes and compliance investigations.',
      ru: 'Проверяемые сведения о торговых связях для торговых расследований, защиты ИС, коммерческих споров и комплаенс-проверок.',
    },
    challenges: [
      {
        zh: '反倾销、反补贴案件需要证明进口量和价格变化',
        en: 'Anti-dumping and countervailing cases must show changes in import volume and price',
        ru: 'В антидемпинговых и компенсационных делах нужно доказать изменение объёмов и цен импорта',
      },
      {
        zh: '侵权产品的进口商和渠道难以定位',
        en: 'Importers and channels of infringing goods are hard to locate',
        ru: 'Трудно установить импортёров и каналы поставки контрафакта',
      },
      {
        zh: '跨境债务纠纷中需要核实对方的经营和资产线索',
        en: 'Cross-border debt disputes need leads on the counterparty’s business and assets',
        ru: 'В трансграничных спорах о долгах нужны сведения о деятельности и активах контрагента',
      },
    ],
    benefits: [
      {
        title: { zh: '进口量价证据', en: 'Volume and price evidence', ru: 'Данные об объёмах и ценах' },
        text: {
          zh: '按时间段和来源国统计进口数量与单价，支持案件测算。',
          en: 'Aggregate import quantity and unit value by period and origin to support case calculations.',
          ru: 'Объёмы импорта и цены за единицу по периодам и странам происхождения для расчётов по делу.',
        },
      },
      {
        title: { zh: '侵权链条追踪', en: 'Tracing infringing supply', ru: 'Отслеживание цепочек контрафакта' },
        text: {
          zh: '按商标词、产品描述检索相关进口商与供应商。',
          en: 'Search importers and suppliers by brand words and product descriptions.',
          ru: 'Ищите импортёров и поставщиков по товарным знакам и описаниям товара.',
        },
      },
      {
        title: { zh: '对方主体调查', en: 'Counterparty checks', ru: 'Проверка контрагента' },
        text: {
          zh: '结合资信报告和贸易记录了解对方的实际经营状况。',
          en: 'Combine credit reports and trade records to understand how the counterparty actually operates.',
          ru: 'Кредитные отчёты и торговые записи показывают реальную деятельность контрагента.',
        },
      },
      {
        title: { zh: '国际商账追收', en: 'International debt collection', ru: 'Международное взыскание' },
        text: {
          zh: '通过合作伙伴网络为客户的海外应收账款提供追收渠道。',
          en: 'Offer clients a route to recover overseas receivables through our partners.',
          ru: 'Предложите клиентам взыскание зарубежной дебиторской задолженности через наших партнёров.',
        },
      },
    ],
    body: {
      zh: `## 贸易数据作为证据线索

海关数据是政府机关采集的原始申报信息，常被用作贸易救济、知识产权和商事案件的事实线索。贸易罗盘帮助律师快速定位相关主体和交易。

- 贸易救济：整理被调查产品的进口数量、金额和来源国变化
- 知识产权：发现疑似侵权货物的进口商、供应商和到港口岸
- 商事争议：了解对方近期交易对象，为财产线索调查提供方向

## 使用提示

数据来源于各国海关或公开申报，证据采信需结合当地程序规则，必要时可由律师通过官方渠道调取。

## 适合谁

涉外律师事务所、知识产权代理机构、企业法务和合规部门。`,
      en: `## Trade data as evidence leads

Customs data is original declaration information collected by public authorities and is often used as a factual lead in trade-remedy, IP and commercial cases. TradeCompass helps lawyers locate the relevant parties and transactions quickly.

- Trade remedies: compile import quantity, value and origin changes for the product under investigation
- Intellectual property: identify importers, suppliers and ports of entry of suspected infringing goods
- Commercial disputes: see the counterparty’s recent trading partners as a starting point for asset tracing

## Note on use

The data comes from customs authorities or public declarations. Whether it is admitted as evidence depends on local procedural rules; where necessary, counsel can obtain it through official channels.

## Who it is for

International law firms, IP agencies and corporate legal and compliance departments.`,
      ru: `## Торговые данные как источник доказательств

Таможенные данные — это первичные декларации, собранные государственными органами. Их часто используют как фактическую основу в делах о торговой защите, интеллектуальной собственности и коммерческих спорах. TradeCompass помогает юристам быстро найти нужных участников и сделки.

- Торговая защита: объёмы, стоимость и страны происхождения импорта расследуемого товара
- Интеллектуальная собственность: импортёры, поставщики и пункты ввоза предполагаемого контрафакта
- Коммерческие споры: недавние торговые партнёры контрагента как отправная точка для поиска активов

## Об использовании

Данные поступают от таможенных органов или из открытых деклараций. Допустимость доказательств определяется местными процессуальными правилами; при необходимости юрист может запросить их по официальным каналам.

## Кому подходит

Международным юридическим фирмам, патентным поверенным, юридическим и комплаенс-службам компаний.`,
    },
  },
  {
    contId: 6001,
    image: { picture: 'product-credit' },
    slug: 'financial',
    title: {
      zh: '金融机构解决方案',
      en: 'Solutions for financial institutions',
      ru: 'Решения для финансовых институтов',
    },
    summary: {
      zh: '用真实贸易流水辅助贸易融资审核、授信风控和反洗钱核查，识别虚假贸易背景。',
      en: 'Use real trade flows to support trade-finance review, credit risk and AML checks, and spot fictitious trade.',
      ru: 'Реальные торговые потоки для проверки торгового финансирования, оценки кредитного риска и ПОД/ФТ, выявления фиктивных сделок.',
    },
    challenges: [
      {
        zh: '贸易融资申请中的交易背景真实性难以核验',
        en: 'The underlying trade in a finance application is hard to verify',
        ru: 'Трудно проверить реальность сделки, лежащей в основе заявки на финансирование',
      },
      {
        zh: '中小外贸企业财务报表不完整，授信缺少依据',
        en: 'Small exporters have incomplete financial statements, leaving little basis for credit decisions',
        ru: 'У небольших экспортёров неполная отчётность, и решениям о кредите не на что опереться',
      },
      {
        zh: '需要持续监控客户及其交易对手的风险变化',
        en: 'Clients and their counterparties must be monitored continuously',
        ru: 'Клиентов и их контрагентов нужно отслеживать постоянно',
      },
    ],
    benefits: [
      {
        title: { zh: '交易背景核验', en: 'Trade background checks', ru: 'Проверка торговой сделки' },
        text: {
          zh: '将发票和合同中的买卖双方、货物和数量与海关记录比对。',
          en: 'Match buyer, seller, goods and quantity on invoices and contracts against customs records.',
          ru: 'Сверяйте покупателя, продавца, товар и количество из инвойсов и контрактов с таможенными записями.',
        },
      },
      {
        title: { zh: '经营画像', en: 'Business profile', ru: 'Профиль деятельности' },
        text: {
          zh: '按年度统计企业的出口金额、客户集中度和市场分布。',
          en: 'See a company’s export value, customer concentration and market spread by year.',
          ru: 'Экспорт компании по годам, концентрация клиентов и распределение по рынкам.',
        },
      },
      {
        title: { zh: '交易对手资信', en: 'Counterparty credit', ru: 'Кредитоспособность контрагента' },
        text: {
          zh: '通过合作伙伴获取海外买方资信报告，覆盖 1.26 亿家企业。',
          en: 'Obtain credit reports on foreign buyers through our partner, covering 126 million companies.',
          ru: 'Кредитные отчёты на иностранных покупателей через партнёра — 126 млн компаний.',
        },
      },
      {
        title: { zh: '系统对接', en: 'System integration', ru: 'Интеграция' },
        text: {
          zh: '通过开放平台将核验结果接入信贷审批流程。',
          en: 'Feed checks into the credit approval workflow through the open platform.',
          ru: 'Встраивайте проверки в кредитный процесс через открытую платформу.',
        },
      },
    ],
    body: {
      zh: `## 让贸易背景看得见

银行、保理公司和供应链金融平台在审核贸易融资时，最关心交易是否真实发生。海关记录提供了独立于申请人的第三方视角。

- 核实申请企业近一年的出货记录与申报的合同是否一致
- 发现同一批货物重复融资、关联方循环交易等异常
- 评估买方的采购规模与支付能力

## 支持授信与贷后

对缺少完整财务报表的外贸企业，真实的出口流水是判断经营能力的重要依据；贷后持续关注出货频次变化，可以更早发现风险信号。

## 适合谁

商业银行国际业务部、保理与福费廷机构、出口信用保险相关团队、供应链金融平台。`,
      en: `## Make the underlying trade visible

Banks, factors and supply-chain finance platforms reviewing trade finance want to know one thing first: did the trade actually happen? Customs records give a third-party view independent of the applicant.

- Check whether the applicant’s shipments over the past year match the contracts it presents
- Detect anomalies such as the same cargo financed twice or circular trades between related parties
- Assess the buyer’s purchasing scale and ability to pay

## Credit decisions and monitoring

For exporters without complete financial statements, real export flows are a key measure of business capacity. After disbursement, watching changes in shipment frequency gives earlier warning of risk.

## Who it is for

International departments of commercial banks, factoring and forfaiting houses, export-credit teams and supply-chain finance platforms.`,
      ru: `## Сделка должна быть видна

Банки, факторинговые компании и платформы финансирования цепочек поставок прежде всего проверяют, состоялась ли сделка. Таможенные записи дают независимый от заявителя взгляд третьей стороны.

- Сверяйте отгрузки заявителя за последний год с представленными контрактами
- Выявляйте аномалии: повторное финансирование одной партии, круговые сделки между связанными лицами
- Оценивайте объёмы закупок и платёжеспособность покупателя

## Кредитные решения и мониторинг

Для экспортёров без полной отчётности реальные экспортные потоки — важный показатель деловой активности. После выдачи изменения частоты отгрузок раньше других сигнализируют о риске.

## Кому подходит

Международным подразделениям банков, факторинговым и форфейтинговым компаниям, специалистам по экспортному кредитованию и платформам финансирования поставок.`,
    },
  },
  {
    contId: 7001,
    image: { picture: 'product-trend' },
    slug: 'investment',
    title: { zh: '投资机构解决方案', en: 'Solutions for investment firms', ru: 'Решения для инвестиционных компаний' },
    summary: {
      zh: '在投前尽调和投后管理中，用海关出货数据交叉验证标的公司的收入、客户和市场地位。',
      en: 'Cross-check a target’s revenue, customers and market position with customs shipment data, before and after the investment.',
      ru: 'Перекрёстная проверка выручки, клиентов и рыночных позиций компании по таможенным данным — до и после инвестиций.',
    },
    challenges: [
      {
        zh: '管理层提供的客户名单和出口收入需要独立验证',
        en: 'Customer lists and export revenue provided by management need independent verification',
        ru: 'Списки клиентов и экспортную выручку от менеджмента нужно проверять независимо',
      },
      {
        zh: '行业景气度判断依赖滞后的公开统计',
        en: 'Sector outlooks depend on lagging public statistics',
        ru: 'Оценка отрасли опирается на запаздывающую официальную статистику',
      },
      {
        zh: '投后企业的海外业务变化难以及时掌握',
        en: 'Changes in portfolio companies’ overseas business are hard to see in time',
        ru: 'Изменения в зарубежном бизнесе портфельных компаний сложно заметить вовремя',
      },
    ],
    benefits: [
      {
        title: { zh: '收入交叉验证', en: 'Revenue cross-checks', ru: 'Проверка выручки' },
        text: {
          zh: '将标的公司申报的出口收入与海关记录的货量和客户对照。',
          en: 'Compare declared export revenue with the volumes and customers in customs records.',
          ru: 'Сравнивайте заявленную экспортную выручку с объёмами и клиентами в таможенных записях.',
        },
      },
      {
        title: { zh: '客户集中度', en: 'Customer concentration', ru: 'Концентрация клиентов' },
        text: {
          zh: '识别前十大客户占比及其变化趋势。',
          en: 'Identify the share of the top ten customers and how it changes.',
          ru: 'Определяйте долю десяти крупнейших клиентов и её динамику.',
        },
      },
      {
        title: { zh: '竞争格局', en: 'Competitive landscape', ru: 'Конкурентная среда' },
        text: {
          zh: '对比同一赛道公司的出口规模与市场份额。',
          en: 'Compare export scale and market share of companies in the same space.',
          ru: 'Сравнивайте масштаб экспорта и долю рынка компаний одного сегмента.',
        },
      },
      {
        title: { zh: '投后监测', en: 'Portfolio monitoring', ru: 'Мониторинг портфеля' },
        text: {
          zh: '收藏关注企业，按月查看其出货变化。',
          en: 'Follow portfolio companies and review their shipments monthly.',
          ru: 'Добавляйте компании в избранное и ежемесячно смотрите их отгрузки.',
        },
      },
    ],
    body: {
      zh: `## 尽调中的“另类数据”

对出口导向型企业，海关数据是少有的、可以独立于管理层陈述获取的经营数据。

- 核对标的公司主要客户是否真实存在且持续采购
- 判断收入增长来自新客户、新市场还是单一大客户
- 比较同行企业的出口节奏，判断行业景气度

## 投后与二级市场研究

持续跟踪被投企业和上市公司的出货数据，可以比季报更早察觉业务拐点。

## 适合谁

私募股权与创投机构、并购团队、对冲基金和券商研究员。`,
      en: `## Alternative data for due diligence

For export-oriented companies, customs data is one of the few operating data sets you can obtain independently of what management says.

- Check that the target’s main customers exist and keep buying
- Tell whether growth comes from new customers, new markets or one large account
- Compare the export rhythm of peers to read the sector cycle

## Portfolio and public-market research

Tracking the shipments of portfolio and listed companies can reveal turning points earlier than quarterly reports.

## Who it is for

Private equity and venture capital firms, M&A teams, hedge funds and equity research analysts.`,
      ru: `## Альтернативные данные для due diligence

Для экспортно-ориентированных компаний таможенные данные — один из немногих источников операционной информации, независимых от слов менеджмента.

- Проверяйте, существуют ли основные клиенты компании и продолжают ли они закупать
- Определяйте, откуда рост: новые клиенты, новые рынки или один крупный покупатель
- Сравнивайте ритм экспорта конкурентов, чтобы оценить цикл отрасли

## Портфель и публичные рынки

Отслеживание отгрузок портфельных и публичных компаний позволяет заметить переломные моменты раньше квартальной отчётности.

## Кому подходит

Фондам прямых и венчурных инвестиций, M&A-командам, хедж-фондам и аналитикам брокеров.`,
    },
  },
  {
    contId: 8001,
    image: { picture: 'product-trend' },
    slug: 'government',
    title: { zh: '政府机构解决方案', en: 'Solutions for government', ru: 'Решения для госорганов' },
    summary: {
      zh: '为商务主管部门、贸促机构和开发区提供产业招商、外贸监测和政策评估所需的数据支持。',
      en: 'Data for commerce authorities, trade-promotion agencies and development zones: investment attraction, trade monitoring and policy evaluation.',
      ru: 'Данные для органов торговли, агентств поддержки экспорта и особых экономических зон: привлечение инвестиций, мониторинг торговли, оценка политики.',
    },
    challenges: [
      {
        zh: '需要掌握本地企业的外贸表现和重点市场变化',
        en: 'Need to follow local companies’ trade performance and key-market changes',
        ru: 'Нужно отслеживать внешнюю торговлю местных компаний и изменения на ключевых рынках',
      },
      {
        zh: '招商引资缺少对目标企业供应链的了解',
        en: 'Investment attraction lacks insight into target companies’ supply chains',
        ru: 'Для привлечения инвестиций не хватает понимания цепочек поставок целевых компаний',
      },
      {
        zh: '评估贸易政策效果需要细颗粒度的数据',
        en: 'Evaluating trade policy needs granular data',
        ru: 'Для оценки торговой политики нужны детальные данные',
      },
    ],
    benefits: [
      {
        title: { zh: '区域外贸监测', en: 'Regional trade monitoring', ru: 'Мониторинг региональной торговли' },
        text: {
          zh: '按产业和市场观察本地出口企业的出货变化。',
          en: 'Watch local exporters’ shipments by industry and market.',
          ru: 'Следите за отгрузками местных экспортёров по отраслям и рынкам.',
        },
      },
      {
        title: { zh: '产业链招商', en: 'Supply-chain investment attraction', ru: 'Привлечение инвестиций по цепочкам' },
        text: {
          zh: '找到为本地龙头企业供货的海外和国内供应商。',
          en: 'Find the overseas and domestic suppliers of local anchor companies.',
          ru: 'Находите зарубежных и местных поставщиков ведущих компаний региона.',
        },
      },
      {
        title: { zh: '市场开拓服务', en: 'Market-entry support', ru: 'Поддержка выхода на рынки' },
        text: {
          zh: '为本地企业参展和出海提供目标市场买家清单。',
          en: 'Give local companies buyer lists for trade fairs and new markets.',
          ru: 'Предоставляйте местным компаниям списки покупателей для выставок и новых рынков.',
        },
      },
      {
        title: { zh: '培训与联合研究', en: 'Training and joint research', ru: 'Обучение и совместные исследования' },
        text: {
          zh: '为外贸企业开展数据应用培训，合作发布区域贸易报告。',
          en: 'Run data training for exporters and publish regional trade reports together.',
          ru: 'Обучение экспортёров работе с данными и совместные отчёты о региональной торговле.',
        },
      },
    ],
    body: {
      zh: `## 服务稳外贸与产业升级

地方商务部门、贸促会和开发区需要既看全局、又能落到具体企业的数据。贸易罗盘将中国海关统计、全球贸易统计和企业级明细结合在一起。

- 观察重点产业在主要市场的份额变化
- 识别本地供应链的缺口和可引进的上下游企业
- 为“走出去”企业提供目标市场采购商线索

## 合作方式

支持年度数据服务、专题研究报告、外贸企业培训和公益讲座等多种形式。

## 适合谁

商务主管部门、贸促机构、海关与口岸相关单位、经济开发区和产业园区。`,
      en: `## Supporting trade and industrial upgrading

Commerce departments, trade-promotion councils and development zones need data that shows the big picture and still reaches individual companies. TradeCompass combines China customs statistics, global trade statistics and company-level records.

- Follow the share of key industries in major markets
- Identify gaps in the local supply chain and the companies that could fill them
- Give companies going abroad buyer leads in their target markets

## Ways to work together

Yearly data services, research reports on chosen topics, training for exporters and public seminars.

## Who it is for

Commerce authorities, trade-promotion agencies, customs and port bodies, economic development zones and industrial parks.`,
      ru: `## Поддержка внешней торговли и развития промышленности

Органам торговли, торговым палатам и экономическим зонам нужны данные, которые показывают общую картину и при этом доходят до конкретных компаний. TradeCompass объединяет статистику таможни Китая, мировую торговую статистику и данные уровня компаний.

- Следите за долей ключевых отраслей на крупных рынках
- Выявляйте пробелы в местных цепочках поставок и компании, которые могут их закрыть
- Предоставляйте выходящим на внешние рынки компаниям контакты покупателей

## Форматы сотрудничества

Годовой доступ к данным, тематические исследования, обучение экспортёров и открытые семинары.

## Кому подходит

Органам власти в сфере торговли, агентствам поддержки экспорта, таможенным и портовым структурам, экономическим зонам и индустриальным паркам.`,
    },
  },
  {
    contId: 9001,
    image: { picture: 'product-search' },
    slug: 'college',
    title: { zh: '高校解决方案', en: 'Solutions for colleges', ru: 'Решения для вузов' },
    summary: {
      zh: '把真实的国际贸易数据带进课堂和实验室，支持国际贸易、跨境电商和物流专业的教学与科研。',
      en: 'Bring real international trade data into classrooms and labs for teaching and research in trade, cross-border e-commerce and logistics.',
      ru: 'Реальные данные международной торговли в аудиториях и лабораториях: обучение и исследования по ВЭД, e-commerce и логистике.',
    },
    challenges: [
      {
        zh: '教材案例陈旧，学生缺少真实业务数据练习',
        en: 'Textbook cases are dated and students lack real business data to practise on',
        ru: 'Учебные кейсы устарели, студентам не хватает реальных данных для практики',
      },
      {
        zh: '科研需要可重复获取的微观贸易数据',
        en: 'Research needs micro-level trade data that can be obtained again',
        ru: 'Для исследований нужны воспроизводимые микроданные о торговле',
      },
      {
        zh: '毕业生上岗前不熟悉外贸数据工具',
        en: 'Graduates start work without knowing trade-data tools',
        ru: 'Выпускники приходят на работу, не зная инструментов торговых данных',
      },
    ],
    benefits: [
      {
        title: { zh: '教学账号', en: 'Teaching accounts', ru: 'Учебные аккаунты' },
        text: {
          zh: '按班级开通子账号，教师统一管理和查看使用情况。',
          en: 'Sub-accounts per class, managed and monitored by the teacher.',
          ru: 'Субаккаунты для групп под управлением преподавателя.',
        },
      },
      {
        title: { zh: '实训案例', en: 'Practical cases', ru: 'Практические кейсы' },
        text: {
          zh: '提供找客户、分析竞争对手、写开发信的实训题目。',
          en: 'Exercises on finding buyers, analysing competitors and writing outreach e-mails.',
          ru: 'Задания по поиску покупателей, анализу конкурентов и написанию писем.',
        },
      },
      {
        title: { zh: '科研数据', en: 'Research data', ru: 'Данные для науки' },
        text: {
          zh: '支持论文研究所需的数据导出与口径说明。',
          en: 'Data exports and field documentation for theses and papers.',
          ru: 'Выгрузки данных и описание полей для диссертаций и статей.',
        },
      },
      {
        title: { zh: '校企合作', en: 'University–industry cooperation', ru: 'Сотрудничество с бизнесом' },
        text: {
          zh: '共建实训基地，推荐优秀学生到合作外贸企业实习。',
          en: 'Joint training centres and internships with partner exporters for top students.',
          ru: 'Совместные учебные центры и стажировки лучших студентов у экспортёров-партнёров.',
        },
      },
    ],
    body: {
      zh: `## 让课堂贴近真实业务

国际贸易实务课程最缺的是真实数据。贸易罗盘为高校提供与企业相同的数据平台，学生可以亲手完成从市场分析到客户开发的全过程。

- 国际贸易、跨境电商、物流管理等专业的实训课程
- 毕业论文与课题研究中的贸易流向和企业行为分析
- 外贸技能竞赛的训练平台

## 合作方式

按学期或学年提供教学账号，配套教师培训和实训教案，并可共建校外实践基地。

## 适合谁

高等院校、职业院校的经贸学院和研究中心。`,
      en: `## Classes close to real business

What international trade courses lack most is real data. TradeCompass gives colleges the same platform companies use, so students can work through everything from market analysis to winning a customer.

- Practical courses in international trade, cross-border e-commerce and logistics
- Thesis and project research on trade flows and company behaviour
- Training for foreign-trade skills competitions

## How we work with colleges

Teaching accounts by term or academic year, with teacher training and lesson plans, and joint practical training centres.

## Who it is for

Business and trade schools and research centres of universities and vocational colleges.`,
      ru: `## Учёба ближе к реальному бизнесу

Курсам по международной торговле больше всего не хватает реальных данных. TradeCompass даёт вузам ту же платформу, что и компаниям, чтобы студенты прошли весь путь от анализа рынка до привлечения клиента.

- Практические курсы по внешней торговле, трансграничной электронной коммерции и логистике
- Дипломные и научные работы о торговых потоках и поведении компаний
- Подготовка к конкурсам профессионального мастерства в ВЭД

## Как мы работаем с вузами

Учебные аккаунты на семестр или учебный год, обучение преподавателей и методические материалы, совместные базы практики.

## Кому подходит

Экономическим факультетам и исследовательским центрам университетов и колледжей.`,
    },
  },
  {
    contId: 1001,
    image: { picture: 'product-search' },
    slug: 'media',
    title: { zh: '媒体解决方案', en: 'Solutions for media', ru: 'Решения для СМИ' },
    summary: {
      zh: '为财经记者和数据新闻团队提供可核查的贸易数据，讲清楚一件商品、一条供应链背后的故事。',
      en: 'Verifiable trade data for business reporters and data-journalism teams to tell the story behind a product or a supply chain.',
      ru: 'Проверяемые торговые данные для деловых журналистов и дата-редакций: история за товаром и цепочкой поставок.',
    },
    challenges: [
      {
        zh: '贸易热点报道需要快速获得可靠数字',
        en: 'Trade stories need reliable figures fast',
        ru: 'Для материалов о торговле нужны надёжные цифры и быстро',
      },
      {
        zh: '调查报道需要追踪具体企业之间的货物往来',
        en: 'Investigations need to trace goods between specific companies',
        ru: 'Для расследований нужно проследить движение товаров между конкретными компаниями',
      },
      {
        zh: '数据可视化需要结构化、可下载的数据',
        en: 'Visualisations need structured, downloadable data',
        ru: 'Для визуализаций нужны структурированные данные для выгрузки',
      },
    ],
    benefits: [
      {
        title: { zh: '热点快速核查', en: 'Fast fact-checking', ru: 'Быстрая проверка фактов' },
        text: {
          zh: '几分钟内查到某类商品的进口来源和数量变化。',
          en: 'Find the origins and volume changes of a product’s imports in minutes.',
          ru: 'За минуты узнайте страны происхождения и динамику импорта товара.',
        },
      },
      {
        title: { zh: '供应链追踪', en: 'Supply-chain tracing', ru: 'Отслеживание цепочек поставок' },
        text: {
          zh: '从一家企业出发，逐层查看其供应商和客户。',
          en: 'Start from one company and follow its suppliers and customers step by step.',
          ru: 'Начните с одной компании и шаг за шагом проследите её поставщиков и клиентов.',
        },
      },
      {
        title: { zh: '可视化数据', en: 'Data for graphics', ru: 'Данные для инфографики' },
        text: {
          zh: '导出按月、按国家汇总的数据，直接用于图表。',
          en: 'Export monthly and country aggregates ready for charts.',
          ru: 'Выгружайте помесячные и страновые агрегаты для графиков.',
        },
      },
      {
        title: { zh: '分析师支持', en: 'Analyst support', ru: 'Поддержка аналитиков' },
        text: {
          zh: '我们的数据分析师可协助解读字段和口径。',
          en: 'Our data analysts help interpret fields and definitions.',
          ru: 'Наши аналитики помогут разобраться в полях и методологии.',
        },
      },
    ],
    body: {
      zh: `## 用数据讲贸易故事

从关税调整后的供应链转移，到某个爆款商品的全球流向，贸易数据能为报道提供扎实的事实基础。

- 按商品、国家和时间快速得到进口量与金额
- 追踪具体企业之间的货物往来，支撑调查报道
- 导出结构化数据，制作地图和图表

## 引用与合作

媒体引用贸易罗盘数据时请注明来源。我们欢迎与编辑部合作推出专题数据报道。

## 适合谁

财经媒体、数据新闻团队、行业媒体和独立调查记者。`,
      en: `## Telling trade stories with data

From supply chains moving after a tariff change to the global path of one best-selling product, trade data gives reporting a solid factual base.

- Get import volumes and values by product, country and period quickly
- Trace goods between specific companies to support investigations
- Export structured data to build maps and charts

## Citation and cooperation

Please credit TradeCompass when citing our data. We welcome newsrooms that want to produce data stories with us.

## Who it is for

Business media, data-journalism teams, trade publications and independent investigative reporters.`,
      ru: `## Истории о торговле на основе данных

От переноса цепочек поставок после изменения пошлин до мирового пути одного популярного товара — торговые данные дают материалу прочную фактическую основу.

- Быстро получайте объёмы и стоимость импорта по товару, стране и периоду
- Отслеживайте поставки между конкретными компаниями для расследований
- Выгружайте структурированные данные для карт и графиков

## Цитирование и сотрудничество

При цитировании данных, пожалуйста, указывайте источник — TradeCompass. Мы открыты к совместным проектам с редакциями.

## Кому подходит

Деловым СМИ, дата-редакциям, отраслевым изданиям и независимым журналистам-расследователям.`,
    },
  },
]
