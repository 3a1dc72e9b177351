/**
 * Sample case studies: invented companies, marked `sample` in the admin ("replace before launch"), with
 * problems and results a trade-data buyer recognises. Each uses datasets the catalogue has (Latin American and
 * Central Asian customs declarations, US bills of lading, Vietnamese exports) and dates nothing, so no claim here can
 * contradict the company history. Their wordmarks are drawn by scripts/visuals/case-study-logos.ts.
 */
import type { L, SeedCaseStudy } from '../types'
import { rich } from './pages/helpers'

const l = (zh: string, en: string, ru: string): L => ({ zh, en, ru })

/** The wordmark of each sample company: its mark, colour and name in one or two lines. */
export const CASE_STUDY_LOGOS = [
  { slug: 'quellmark-valves', mark: 'valve', colour: '#1d4ed8', wordmark: ['QUELLMARK', 'VALVES'] },
  { slug: 'brightkettle-appliances', mark: 'kettle', colour: '#c2410c', wordmark: ['Brightkettle', 'APPLIANCES'] },
  { slug: 'veltrasia-freight', mark: 'rail', colour: '#0f766e', wordmark: ['VELTRASIA', 'FREIGHT'] },
  { slug: 'zarelon-trading', mark: 'granules', colour: '#7c3aed', wordmark: ['Zarelon', 'TRADING'] },
  { slug: 'corvell-insight', mark: 'bars', colour: '#0e7490', wordmark: ['Corvell', 'INSIGHT'] },
] as const

export const caseStudyLogoFile = (slug: string) => `case-${slug}-logo.webp`

export function caseStudyLogoAlt(customer: L): L {
  return l(`${customer.zh} 标志`, `${customer.en} logo`, `Логотип ${customer.ru}`)
}

export const caseStudies: SeedCaseStudy[] = [
  {
    slug: 'quellmark-valves',
    sample: true,
    customer: l('泉标阀门', 'Quellmark Valves', 'Quellmark Valves'),
    industry: l('工业阀门制造', 'Industrial valves', 'Промышленная арматура'),
    location: l('浙江宁波', 'Ningbo, China', 'Нинбо, Китай'),
    logo: { picture: 'case-quellmark-valves' },
    headline: l(
      '一年在拉美签下 9 家新经销商',
      'Nine new distributors in Latin America in one year',
      'Девять новых дистрибьюторов в Латинской Америке за год',
    ),
    summary: l(
      '一家宁波阀门厂用墨西哥、巴西和智利的进口报关数据找到真正在采购阀门的进口商，拉美出口额一年增长 31%。',
      'A valve maker from Ningbo used Mexican, Brazilian and Chilean import declarations to find the importers that really buy valves, and grew its Latin American sales by 31% in a year.',
      'Производитель арматуры из Нинбо нашёл по импортным декларациям Мексики, Бразилии и Чили тех, кто действительно закупает клапаны, и за год увеличил продажи в Латинской Америке на 31 %.',
    ),
    problem: l(
      '泉标阀门六成询盘来自 B2B 平台，多数是四处比价的贸易商，而不是长期稳定采购的经销商。外贸团队想开拓拉美市场，却不知道当地谁在进口闸阀和球阀、从哪里进口、一年进多少，只能靠展会和黄页碰运气。整理一份目标客户名单要三周，名单上还有不少早已不再进口的公司。',
      'Six in ten of Quellmark’s inquiries came from B2B marketplaces, mostly traders comparing prices rather than distributors who buy every month. The export team wanted to enter Latin America but did not know who there imported gate and ball valves, from where or how many, so it relied on trade fairs and directories. A target list took three weeks to build, and many companies on it had stopped importing long ago.',
      'Шесть из десяти запросов Quellmark приходили с B2B-площадок — в основном от трейдеров, сравнивающих цены, а не от дистрибьюторов с регулярными закупками. Экспортный отдел хотел выйти в Латинскую Америку, но не знал, кто там импортирует задвижки и шаровые краны, откуда и в каком объёме, и полагался на выставки и справочники. Список целевых компаний составляли три недели, и многие из них давно перестали импортировать.',
    ),
    body: rich(
      `
      团队在墨西哥、巴西和智利的进口报关数据中，按 HS 编码 8481（龙头、旋塞、阀门）检索近 24 个月的记录，只保留每年进口至少 6 票的进口商，共 212 家。

      每家进口商的企业档案都列出了现有供应商、每公斤采购单价和下单频率。已经在从中国工厂采购、且价格与泉标接近的进口商被列为第一优先级：他们不需要再被说服“中国阀门能用”。

      联系人来自全球企业库，一键导入 CRM。业务员用邮件模板发出开发信，信中直接提到对方近期进口的规格，再按 CRM 管道中的优先级逐一跟进。
      `,
      `
      The team searched the import declarations of Mexico, Brazil and Chile under HS heading 8481 (taps, cocks and valves) for the past 24 months and kept the importers with at least six shipments a year: 212 companies.

      For each importer the company profile showed its current suppliers, the price per kilogram it paid and how regularly it ordered. Importers already buying from Chinese factories at prices close to Quellmark’s became the first priority: they did not need convincing that Chinese valves work.

      Contacts came from the global company database and went straight into the CRM. The sales team sent e-mails from templates that named the sizes each importer had recently brought in, and followed up by priority in the CRM pipeline.
      `,
      `
      Команда отобрала в импортных декларациях Мексики, Бразилии и Чили записи по товарной позиции HS 8481 (краны, клапаны, вентили) за последние 24 месяца и оставила импортёров минимум с шестью поставками в год — всего 212 компаний.

      По каждому импортёру профиль компании показывал текущих поставщиков, цену за килограмм и регулярность закупок. Первыми в работу пошли те, кто уже покупал у китайских заводов по ценам, близким к ценам Quellmark: их не нужно было убеждать, что китайская арматура работает.

      Контакты взяли из глобальной базы компаний и сразу перенесли в CRM. Менеджеры отправили письма по шаблонам, в которых упоминались типоразмеры, недавно ввезённые импортёром, и работали с откликами по приоритетам воронки.
      `,
    ),
    results: [
      {
        figure: l('212', '212', '212'),
        label: l(
          '家定期进口阀门的进口商',
          'importers that buy valves regularly',
          'импортёров с регулярными закупками арматуры',
        ),
      },
      { figure: l('9', '9', '9'), label: l('家新经销商', 'new distributors', 'новых дистрибьюторов') },
      {
        figure: l('+31%', '+31%', '+31 %'),
        label: l(
          '拉美出口额（12 个月）',
          'Latin American export sales in 12 months',
          'рост продаж в Латинской Америке за 12 месяцев',
        ),
      },
      {
        figure: l('2 天', '2 days', '2 дня'),
        label: l(
          '整理目标名单，过去要 3 周',
          'to build a target list, down from 3 weeks',
          'на список целевых компаний вместо трёх недель',
        ),
      },
    ],
    outcome: l(
      '212 家进口商中有 38 家回复，一年内 9 家成为经销商，其中 5 家在墨西哥。拉美出口额增长 31%；团队现在每月更新一次目标名单，而不是每次展会前才临时整理。',
      'Of the 212 importers, 38 replied and nine became distributors within a year, five of them in Mexico. Latin American export sales grew by 31%, and the team now refreshes its target lists every month instead of before each trade fair.',
      'Из 212 импортёров ответили 38, и девять в течение года стали дистрибьюторами, пятеро из них — в Мексике. Продажи в Латинской Америке выросли на 31 %, а списки целевых компаний команда теперь обновляет ежемесячно, а не перед каждой выставкой.',
    ),
    quote: {
      text: l(
        '以前我们飞去参展，只能盼着对的人刚好路过展位。现在出发之前就知道哪些进口商在买我们的规格、从谁那里买。',
        'We used to fly to a fair and hope the right people walked past our booth. Now we know before we leave which importers buy our sizes and whom they buy from.',
        'Раньше мы летели на выставку и надеялись, что нужные люди пройдут мимо стенда. Теперь ещё до вылета знаем, какие импортёры покупают наши типоразмеры и у кого.',
      ),
      role: l('外贸销售总监', 'Export sales director', 'Директор по экспортным продажам'),
    },
  },
  {
    slug: 'brightkettle-appliances',
    sample: true,
    customer: l('明壶电器', 'Brightkettle Appliances', 'Brightkettle Appliances'),
    industry: l('厨房小家电', 'Small kitchen appliances', 'Малая кухонная техника'),
    location: l('广东中山', 'Zhongshan, China', 'Чжуншань, Китай'),
    logo: { picture: 'case-brightkettle-appliances' },
    headline: l(
      '提前五个月发现大客户转单，一年补回七成订单',
      'Saw a key account moving orders five months early, and replaced 70% of the volume',
      'Заметили уход ключевого клиента за пять месяцев и вернули 70 % объёма',
    ),
    summary: l(
      '美国提单数据让一家电水壶工厂看到：最大的美国客户正把订单转向越南。它用同一份数据找到 57 家同时从中国和越南进货的美国进口商，赢得其中 6 家。',
      'US bills of lading showed a kettle maker that its largest American customer was shifting orders to Vietnam. It used the same data to find 57 US importers buying from both countries, and won six of them.',
      'Американские коносаменты показали производителю чайников, что крупнейший клиент в США переносит заказы во Вьетнам. По тем же данным компания нашла 57 импортёров, закупающих в обеих странах, и шестерых из них сделала своими клиентами.',
    ),
    problem: l(
      '明壶电器最大的美国客户占其出口额的 35%。某年春天对方下单明显放缓，只说“市场不好”。看不到客户从别处进了什么，工厂就分不清这是淡季还是客户在流失，手上也没有可以替补的买家名单。',
      'Brightkettle’s largest US customer made up 35% of its exports. One spring its orders slowed, and the buyer said only that the market was soft. Without seeing what the buyer imported from others, the company could not tell a slow season from a customer walking away, and it had no list of replacement buyers ready.',
      'На крупнейшего клиента в США приходилось 35 % экспорта Brightkettle. Однажды весной его заказы замедлились, а покупатель лишь сослался на «вялый рынок». Не видя, что клиент ввозит от других поставщиков, компания не могла отличить сезонный спад от ухода клиента, и списка покупателей на замену у неё не было.',
    ),
    body: rich(
      `
      团队在美国进口提单中跟踪这家客户（HS 8516.71 咖啡机和茶壶、8516.79 其他电热器具）。几周内数据就显示：客户开始从一家越南供应商收货，而且批次逐月增加。

      越南出口报关数据印证了这家供应商和出货量。明壶没有盲目降价，而是向客户提出新型号系列和“双产地”供货方案，保住了高端产品线。

      与此同时，团队在美国进口记录中筛选同时从中国和越南采购电水壶、多士炉的进口商，共 57 家。它们已经在分散采购，对新供应商持开放态度。业务员把它们导入 CRM，逐一跟进。
      `,
      `
      The team set up tracking of the customer in US import bills of lading (HS 8516.71 coffee and tea makers, 8516.79 other electro-thermic appliances). Within weeks the records showed that the customer had started receiving kettles from a Vietnamese supplier, and that the shipments grew month by month.

      Vietnam’s export declarations confirmed the supplier and its volumes. Instead of cutting prices blindly, Brightkettle offered the customer a new model range and a two-country sourcing plan, and kept its premium line.

      At the same time the team searched US import records for importers that bought kettles and toasters from both China and Vietnam: 57 companies that were already spreading their sourcing and open to a new supplier. Sales moved them into the CRM and worked through them one by one.
      `,
      `
      Команда поставила клиента на отслеживание в американских импортных коносаментах (HS 8516.71 кофеварки и чайники, 8516.79 прочие электронагревательные приборы). Уже через несколько недель записи показали, что клиент начал получать чайники от вьетнамского поставщика и партии растут от месяца к месяцу.

      Экспортные декларации Вьетнама подтвердили поставщика и объёмы. Вместо того чтобы вслепую снижать цены, Brightkettle предложила клиенту новую линейку моделей и схему поставок из двух стран и сохранила премиальную линию.

      Параллельно команда нашла в импортных записях США 57 импортёров, закупающих чайники и тостеры одновременно в Китае и во Вьетнаме: они уже диверсифицировали закупки и были открыты для нового поставщика. Менеджеры внесли их в CRM и проработали по очереди.
      `,
    ),
    results: [
      {
        figure: l('5 个月', '5 months', '5 месяцев'),
        label: l('比客户通知更早发现转单', 'earlier warning than the customer gave', 'раньше, чем сообщил сам клиент'),
      },
      {
        figure: l('57', '57', '57'),
        label: l(
          '家中越双产地采购的美国进口商',
          'US importers buying from China and Vietnam',
          'импортёров в США с закупками в Китае и Вьетнаме',
        ),
      },
      {
        figure: l('6', '6', '6'),
        label: l('家新的美国客户（一年内）', 'new US accounts within a year', 'новых клиентов в США за год'),
      },
      {
        figure: l('70%', '70%', '70 %'),
        label: l(
          '流失订单量在 12 个月内补回',
          'of the lost volume replaced in 12 months',
          'потерянного объёма возмещено за 12 месяцев',
        ),
      },
    ],
    outcome: l(
      '大客户留住了，高端线的订单份额虽然变小但保持稳定。一年内 6 家新的美国进口商下单，转去越南的订单量补回了七成。如今前 20 大客户的进口动态每月都会跟踪一次。',
      'The key account stayed, with a smaller but steady share of orders on the premium line. Six new US importers ordered within the year, and 70% of the volume that had moved to Vietnam was replaced. The imports of the top 20 customers are now reviewed every month.',
      'Ключевой клиент остался — с меньшей, но стабильной долей заказов премиальной линии. За год заказы разместили шесть новых импортёров из США, и 70 % объёма, ушедшего во Вьетнам, удалось возместить. Импорт 20 крупнейших клиентов теперь проверяют ежемесячно.',
    ),
    quote: {
      text: l(
        '客户没说的，数据告诉了我们。我们有五个月时间应对，而不是等到订单簿空了才发现。',
        'The data told us what our customer would not. We had five months to react instead of finding out from an empty order book.',
        'Данные сказали нам то, о чём молчал клиент. У нас было пять месяцев на ответ, а не пустой портфель заказов.',
      ),
      role: l('北美市场销售负责人', 'Head of North America sales', 'Руководитель продаж в Северной Америке'),
    },
  },
  {
    slug: 'veltrasia-freight',
    sample: true,
    customer: l('维拓运通', 'Veltrasia Freight', 'Veltrasia Freight'),
    industry: l('国际货运代理', 'Freight forwarding', 'Международная экспедиция'),
    location: l('陕西西安', 'Xi’an, China', 'Сиань, Китай'),
    logo: { picture: 'case-veltrasia-freight' },
    headline: l(
      '九个月新增 24 家中亚铁路货主',
      '24 new shippers on China–Central Asia rail routes in nine months',
      '24 новых грузовладельца на железнодорожных маршрутах Китай — Центральная Азия за девять месяцев',
    ),
    summary: l(
      '一家西安货代从哈萨克斯坦、乌兹别克斯坦和俄罗斯的进口报关数据中，找到经铁路和公路从中国进货的进口商，把班列装满了。',
      'A forwarder from Xi’an read Kazakh, Uzbek and Russian import declarations to find the importers that bring goods from China by rail and road, and filled its trains.',
      'Экспедитор из Сианя нашёл по импортным декларациям Казахстана, Узбекистана и России импортёров, везущих товары из Китая по железной дороге и автотранспортом, — и заполнил свои поезда.',
    ),
    problem: l(
      '维拓运通开行西安至阿拉木图、塔什干的班列，舱位却主要靠代理和陌生电话销售，部分班次有 20%–25% 的箱位空着。销售团队看不到中亚哪些进口商在从中国进货、走什么运输方式、多久一批，每通电话都从零开始。',
      'Veltrasia ran block trains from Xi’an to Almaty and Tashkent but sold space through agents and cold calls, and some departures left with 20–25% of their slots empty. Sales could not see which Central Asian importers brought goods from China, by which mode or how often, so every call started from nothing.',
      'Veltrasia отправляла контейнерные поезда из Сианя в Алматы и Ташкент, но места продавала через агентов и холодные звонки, и некоторые рейсы уходили с 20–25 % пустых мест. Отдел продаж не видел, какие импортёры Центральной Азии везут товары из Китая, каким транспортом и как часто, и каждый звонок начинался с нуля.',
    ),
    body: rich(
      `
      团队在哈萨克斯坦、乌兹别克斯坦和俄罗斯的进口报关数据中，筛选原产中国、经铁路或公路入境的货物，并按品类和频率对进口商分组。每月至少两票、品类适合铁路运输（机械配件、建材、家居用品）的进口商共 340 家。

      报关单还列出了每票货的申报重量和入境口岸，团队由此知道哪些货主的货已经走霍尔果斯或多斯特克口岸、与自己的班期吻合。会说俄语的业务员直接联系这些进口商，报出的是对方实际线路的价格，而不是一张通用运价表。
      `,
      `
      The team filtered the import declarations of Kazakhstan, Uzbekistan and Russia for goods of Chinese origin arriving by rail or road, and grouped the importers by product and frequency. Importers with at least two shipments a month, in goods that travel well by rail (machinery parts, building materials, household goods), made a list of 340 companies.

      The declarations also gave each shipment’s declared weight and border crossing, which told the team whose cargo already came through Khorgos or Dostyk and fitted its schedule. Russian-speaking sales staff called the importers directly with a price for their actual lanes rather than a general rate card.
      `,
      `
      Команда отобрала в импортных декларациях Казахстана, Узбекистана и России товары китайского происхождения, ввезённые железной дорогой или автотранспортом, и сгруппировала импортёров по товарам и частоте поставок. Импортёров минимум с двумя поставками в месяц и с товарами, удобными для перевозки по железной дороге (запчасти к оборудованию, стройматериалы, товары для дома), набралось 340.

      В декларациях указаны также заявленный вес и пункт пропуска каждой поставки, поэтому команда видела, чьи грузы уже идут через Хоргос или Достык и подходят под её расписание. Русскоязычные менеджеры звонили импортёрам напрямую и предлагали цену на их реальные направления, а не общий тариф.
      `,
    ),
    results: [
      {
        figure: l('340', '340', '340'),
        label: l(
          '家定期进口中国货物的进口商',
          'regular importers of Chinese goods found',
          'постоянных импортёров китайских товаров',
        ),
      },
      {
        figure: l('24', '24', '24'),
        label: l('家新货主（9 个月）', 'new shippers in 9 months', 'новых грузовладельца за 9 месяцев'),
      },
      {
        figure: l('1,850', '1,850', '1 850'),
        label: l('标准箱/年新增货量', 'TEU of extra volume a year', 'ДФЭ дополнительного объёма в год'),
      },
      {
        figure: l('96%', '96%', '96 %'),
        label: l('平均装载率，过去为 78%', 'average slot fill, up from 78%', 'средняя загрузка поезда вместо 78 %'),
      },
    ],
    outcome: l(
      '九个月内 24 家进口商把全部或部分货物交给维拓运通，每年新增约 1,850 标准箱。阿拉木图和塔什干方向班列的平均装载率从 78% 提高到 96%。',
      'Within nine months 24 importers moved all or part of their cargo to Veltrasia, adding about 1,850 TEU a year. Average slot fill on the Almaty and Tashkent departures rose from 78% to 96%.',
      'За девять месяцев 24 импортёра передали Veltrasia весь груз или его часть — это около 1 850 ДФЭ в год. Средняя загрузка поездов на Алматы и Ташкент выросла с 78 % до 96 %.',
    ),
    quote: {
      text: l(
        '电话一开口就说‘您每个月经霍尔果斯进四柜瓷砖’，对方会约时间见面；发一张运价表，没人理。',
        'A call that opens with ‘you bring in four containers of tiles a month through Khorgos’ gets a meeting. A rate card does not.',
        'Звонок, который начинается со слов „вы ввозите четыре контейнера плитки в месяц через Хоргос“, заканчивается встречей. Прайс-лист — нет.',
      ),
      role: l('商务总监', 'Commercial director', 'Коммерческий директор'),
    },
  },
  {
    slug: 'zarelon-trading',
    sample: true,
    customer: l('扎列隆贸易', 'Zarelon Trading', 'Зарелон Трейдинг'),
    industry: l('聚合物原料进口', 'Polymer raw materials', 'Импорт полимерного сырья'),
    location: l('俄罗斯圣彼得堡', 'Saint Petersburg, Russia', 'Санкт-Петербург, Россия'),
    logo: { picture: 'case-zarelon-trading' },
    headline: l(
      '新增三家经核实的供应商，采购成本下降 11%',
      'Three new vetted suppliers and 11% lower purchase costs',
      'Три новых проверенных поставщика и закупки дешевле на 11 %',
    ),
    summary: l(
      '一家俄罗斯 PET 和聚丙烯进口商通过报关数据看清同行的供应商，用资信报告核实后，把主要牌号的采购价降低了 11%。',
      'A Russian importer of PET and polypropylene used import declarations to see who supplies its competitors, vetted the suppliers with credit reports and cut the price of its main grades by 11%.',
      'Российский импортёр ПЭТ и полипропилена по таможенным декларациям увидел, кто поставляет сырьё конкурентам, проверил поставщиков по кредитным отчётам и снизил цену основных марок на 11 %.',
    ),
    problem: l(
      '扎列隆贸易的 PET 和聚丙烯大部分来自两家供应商。其中一家在一个季度内涨价 18% 时，采购团队找不到可靠的替代：行业名录上几百家“生产商”多半是贸易商，核实一家要寄样、往来邮件好几周。',
      'Zarelon bought most of its PET and polypropylene from two suppliers. When one raised prices by 18% in a single quarter, procurement had no quick way to find alternatives: directories listed hundreds of “manufacturers”, most of them resellers, and checking one took weeks of samples and correspondence.',
      'Основную часть ПЭТ и полипропилена «Зарелон Трейдинг» закупал у двух поставщиков. Когда один из них за квартал поднял цены на 18 %, быстро найти замену не получилось: в отраслевых каталогах сотни «производителей», большинство из них перепродавцы, а проверка одного занимала недели переписки и образцов.',
    ),
    body: rich(
      `
      团队在俄罗斯和哈萨克斯坦的进口报关数据中检索 HS 3907（聚酯，包括 PET）和 3902（聚丙烯），查看哪些境外供应商在向本地区其他进口商供货、供多少、每吨申报价多少。每月稳定向多家买家发货的供应商进入短名单，共 46 家；偶尔发货的和贸易商被剔除。

      对短名单上的供应商，团队查看了它们近两年的其他市场和供货稳定性，并在索取样品之前，通过服务联盟为最后 8 家订购了企业资信报告。
      `,
      `
      The team searched Russian and Kazakh import declarations under HS 3907 (polyesters, including PET) and 3902 (polypropylene) to see which foreign suppliers shipped these grades to other importers in the region, in what volumes and at what declared price per tonne. Suppliers with steady monthly shipments to several buyers made the shortlist, 46 in all; one-off shippers and resellers were dropped.

      For the shortlist the team checked each supplier’s other markets and consistency over two years, and ordered credit reports on the final eight through the service alliance before asking for samples.
      `,
      `
      Команда проанализировала импортные декларации России и Казахстана по кодам HS 3907 (полиэфиры, включая ПЭТ) и 3902 (полипропилен): какие иностранные поставщики отгружают эти марки другим импортёрам региона, в каких объёмах и по какой заявленной цене за тонну. В короткий список вошли 46 поставщиков со стабильными ежемесячными отгрузками нескольким покупателям; разовые отправители и перепродавцы отсеялись.

      По каждому из списка команда изучила другие рынки сбыта и стабильность поставок за два года, а на восемь финалистов ещё до запроса образцов заказала кредитные отчёты через партнёрский сервис.
      `,
    ),
    results: [
      {
        figure: l('46', '46', '46'),
        label: l(
          '家向本地区稳定供货的供应商',
          'suppliers with regular shipments to the region',
          'поставщиков с регулярными отгрузками в регион',
        ),
      },
      {
        figure: l('3', '3', '3'),
        label: l('家新供应商通过审核', 'new suppliers approved', 'новых поставщика прошли проверку'),
      },
      {
        figure: l('−11%', '−11%', '−11 %'),
        label: l('主要牌号平均采购价', 'average price of the main grades', 'средняя цена основных марок'),
      },
      {
        figure: l('10 天', '10 days', '10 дней'),
        label: l(
          '核实一家供应商，过去要 6 周',
          'to vet a supplier, down from 6 weeks',
          'на проверку поставщика вместо шести недель',
        ),
      },
    ],
    outcome: l(
      '三家供应商通过了样品和审核，现在供应扎列隆约四成的货量。主要牌号的平均采购价下降 11%，团队还用报关单上的申报价格与原有供应商重新谈判。',
      'Three suppliers passed samples and audits and now deliver about 40% of Zarelon’s volume. The average price of its main grades fell by 11%, and the team used the declared prices in its talks with the existing suppliers too.',
      'Три поставщика прошли проверку образцов и аудит и теперь обеспечивают около 40 % объёма «Зарелон Трейдинг». Средняя цена основных марок снизилась на 11 %, а заявленные в декларациях цены команда использовала и на переговорах с прежними поставщиками.',
    ),
    quote: {
      text: l(
        '报关单告诉你谁真的在发货、发多少、什么价。现在我们拿事实谈判，而不是拿供应商的宣传册。',
        'Declarations show who really ships, how much and at what price. We negotiate with facts now, not with a supplier’s brochure.',
        'Декларации показывают, кто на самом деле отгружает, сколько и по какой цене. Теперь мы ведём переговоры на фактах, а не по буклету поставщика.',
      ),
      role: l('采购负责人', 'Head of procurement', 'Руководитель отдела закупок'),
    },
  },
  {
    slug: 'corvell-insight',
    sample: true,
    customer: l('科维尔咨询', 'Corvell Insight', 'Corvell Insight'),
    industry: l('市场研究与咨询', 'Market research', 'Маркетинговые исследования'),
    location: l('新加坡', 'Singapore', 'Сингапур'),
    logo: { picture: 'case-corvell-insight' },
    headline: l(
      '一份市场研究从一个月缩短到一周',
      'Market studies in one week instead of a month',
      'Исследование рынка за неделю вместо месяца',
    ),
    summary: l(
      '一家研究机构用五个国家的货运记录测算拉美光伏逆变器市场，每月交付的研究报告从 1.5 份增加到 4 份。',
      'A research firm sized the Latin American market for solar inverters from shipment records in five countries, and now delivers four studies a month instead of one and a half.',
      'Исследовательская компания оценила рынок солнечных инверторов Латинской Америки по записям о поставках в пяти странах и теперь сдаёт четыре исследования в месяц вместо полутора.',
    ),
    problem: l(
      '科维尔的客户是设备制造商和投资机构，他们想知道一个市场有多大、进口商是谁、哪些品牌领先。分析师过去逐个国家购买统计数据，只有总量没有公司名称，空白处靠访谈补足。一个区域、一个产品的研究要做四到五周。',
      'Corvell’s clients, equipment makers and investors, asked how big a market was, who the importers were and which brands led. The analysts bought statistics country by country, which gave totals but no company names, and filled the gaps with interviews. One product in one region took four to five weeks.',
      'Клиенты Corvell — производители оборудования и инвесторы — спрашивали, каков объём рынка, кто импортёры и какие бренды лидируют. Аналитики покупали статистику по каждой стране отдельно: итоги без названий компаний, а пробелы закрывали интервью. Исследование одного товара в одном регионе занимало четыре-пять недель.',
    ),
    body: rich(
      `
      为一家光伏逆变器制造商做研究时，分析师在一次检索中调出了墨西哥、巴西、智利、哥伦比亚和秘鲁近两年的进口报关单和提单（HS 8504.40）。申报金额、数量和发货人名称直接给出了各国市场规模、主要进口商以及各来源国的份额。

      市场分析中的趋势图显示了哪些进口商在增长，企业档案则提供了客户想接触的联系人。过去用来填补空白的访谈，现在只用来解释数据呈现的现象。
      `,
      `
      For a client that makes solar inverters (HS 8504.40), the analysts pulled two years of import declarations and bills of lading for Mexico, Brazil, Chile, Colombia and Peru in one search. Declared values, quantities and shipper names gave the market size by country, the leading importers and the share of each supplier country.

      Trend charts in market analysis showed which importers were growing, and company profiles gave the contacts the client wanted to approach. The interviews that used to fill the gaps now only explain what the data shows.
      `,
      `
      Для клиента — производителя солнечных инверторов (HS 8504.40) — аналитики одним запросом получили импортные декларации и коносаменты Мексики, Бразилии, Чили, Колумбии и Перу за два года. Заявленная стоимость, количество и названия отправителей дали объём рынка по странам, ведущих импортёров и долю каждой страны-поставщика.

      Графики динамики в разделе анализа рынка показали, какие импортёры растут, а профили компаний — контакты, с которыми клиент хотел связаться. Интервью, которыми раньше закрывали пробелы, теперь лишь объясняют то, что видно в данных.
      `,
    ),
    results: [
      { figure: l('5', '5', '5'), label: l('个国家，一次检索', 'countries in one search', 'стран в одном запросе') },
      {
        figure: l('4', '4', '4'),
        label: l('份研究/月，过去为 1.5 份', 'studies a month, up from 1.5', 'исследования в месяц вместо полутора'),
      },
      {
        figure: l('1 周', '1 week', '1 неделя'),
        label: l('完成一份研究，过去要 4–5 周', 'per study instead of 4–5 weeks', 'на исследование вместо 4–5 недель'),
      },
      {
        figure: l('−60%', '−60%', '−60 %'),
        label: l('每份研究的数据采购成本', 'data spend per study', 'затраты на данные на одно исследование'),
      },
    ],
    outcome: l(
      '逆变器研究在六个工作日内交付，列出了 180 家有名有姓的进口商，以及中国、欧洲和美国品牌在各国的份额。科维尔现在以同样的团队每月交付 4 份研究，每份研究的数据支出减少 60%。',
      'The inverter study reached the client in six working days, with 180 named importers and the share of Chinese, European and US brands in each country. Corvell now delivers four studies a month with the same team and spends 60% less on data per study.',
      'Исследование по инверторам клиент получил через шесть рабочих дней: 180 импортёров поимённо и доли китайских, европейских и американских брендов в каждой стране. Той же командой Corvell теперь сдаёт четыре исследования в месяц и тратит на данные для каждого на 60 % меньше.',
    ),
    quote: {
      text: l(
        '统计数据告诉你市场有多大，货运记录告诉你市场是由谁构成的。客户愿意付钱的是后者。',
        'Statistics tell you how big a market is. Shipment records tell you who the market is. Our clients pay for the second.',
        'Статистика говорит, насколько велик рынок. Записи о поставках — из кого он состоит. Клиенты платят нам за второе.',
      ),
      role: l('研究总监', 'Research director', 'Директор по исследованиям'),
    },
  },
]
