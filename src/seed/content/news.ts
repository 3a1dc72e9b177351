import { PLATFORM_TOUR_VIDEO } from '../../kit/platform-tour'
import type { SeedNews } from '../types'

/** News items of /cn/news (newest last in this file; the sites sort by date). */
export const news: SeedNews[] = [
  {
    slug: 'moscow-office-and-russian-site',
    cover: { picture: 'news-moscow-office-and-russian-site' },
    date: '2019-09-16',
    category: 'company',
    title: {
      zh: '贸易罗盘莫斯科办公室开业，俄语网站同步上线',
      en: 'TradeCompass opens Moscow office and launches Russian-language site',
      ru: 'TradeCompass открывает офис в Москве и запускает сайт на русском языке',
    },
    summary: {
      zh: '新办公室为俄罗斯及独联体地区的进口商、物流企业和研究机构提供本地化销售与培训服务。',
      en: 'The new office serves importers, logistics firms and research organisations in Russia and the CIS with local sales and training.',
      ru: 'Новый офис обслуживает импортёров, логистические компании и исследовательские организации России и СНГ: продажи и обучение на месте.',
    },
    body: {
      zh: `贸易罗盘莫斯科办公室今天正式开业，这是公司继香港之后设立的第二个境外办公室。与此同时，贸易罗盘俄语网站正式上线，俄语用户可以直接访问产品介绍、数据国家、解决方案和套餐页面。

近年来，中俄贸易往来持续活跃，越来越多的俄罗斯进口商希望直接找到中国工厂，而不是通过多层中间商。俄罗斯物流企业也需要了解中国出口货物的流向和货量，以规划陆运和铁路线路。

莫斯科团队由熟悉中俄贸易的本地销售和客户成功经理组成，提供俄语产品演示、数据培训和售后支持，并可协助客户以当地方式完成合同和付款手续。

俄语网站上的所有内容均由母语编辑撰写和审校。用户可以在网站上申请产品演示，了解各套餐覆盖的进出口国家，并查看面向采购商、物流企业、研究机构等不同行业的解决方案。

贸易罗盘 CEO 表示：“俄语区是我们非常重视的市场。我们希望通过本地团队，让俄罗斯和中亚的客户用母语、按当地的工作习惯使用贸易数据。”`,
      en: `TradeCompass today opened its Moscow office, the company’s second office outside mainland China after Hong Kong. At the same time the Russian-language TradeCompass site went live, with product information, data countries, solutions and packages in Russian.

Trade between China and Russia remains active, and more Russian importers want to reach Chinese factories directly rather than through several layers of intermediaries. Russian logistics firms also need to understand where Chinese exports go and in what volumes to plan road and rail routes.

The Moscow team is made up of local sales and customer-success managers experienced in China–Russia trade. It offers product demonstrations, data training and support in Russian and helps customers complete contracts and payments in the way that is usual locally.

All content on the Russian site was written and reviewed by native editors. Visitors can request a demo, see which import and export countries each package covers, and read solutions for buyers, logistics firms, research organisations and other industries.

“The Russian-speaking region is a market we take very seriously,” said the CEO of TradeCompass. “With a local team, customers in Russia and Central Asia can use trade data in their own language and in the way they are used to working.”`,
      ru: `Сегодня TradeCompass открыл офис в Москве — второй после Гонконга за пределами материкового Китая. Одновременно заработал сайт TradeCompass на русском языке: описание продуктов, страны данных, решения и тарифы.

Торговля между Китаем и Россией остаётся активной, и всё больше российских импортёров хотят работать с китайскими фабриками напрямую, без нескольких уровней посредников. Российским логистическим компаниям также важно понимать направления и объёмы китайского экспорта, чтобы планировать автомобильные и железнодорожные маршруты.

В московскую команду вошли местные специалисты по продажам и сопровождению клиентов с опытом в российско-китайской торговле. Они проводят демонстрации продукта, обучение и поддержку на русском языке и помогают оформить договор и оплату в привычном для российских компаний порядке.

Все тексты русскоязычного сайта подготовлены и вычитаны носителями языка. На сайте можно запросить демонстрацию, узнать, какие страны импорта и экспорта входят в каждый тариф, и познакомиться с решениями для покупателей, логистических компаний, исследовательских организаций и других отраслей.

«Русскоязычный регион — очень важный для нас рынок, — отметил генеральный директор TradeCompass. — Благодаря местной команде клиенты в России и Центральной Азии смогут работать с торговыми данными на родном языке и так, как им удобно».`,
    },
  },
  {
    slug: 'ai-trade-email-assistant-launch',
    cover: { picture: 'news-ai-trade-email-assistant-launch' },
    date: '2025-03-18',
    category: 'product',
    title: {
      zh: '贸易罗盘上线 AI 外贸邮件助手：根据采购记录写开发信',
      en: 'TradeCompass launches AI trade e-mail assistant that writes outreach from purchase records',
      ru: 'TradeCompass запускает AI-ассистента для деловых писем на основе истории закупок',
    },
    summary: {
      zh: 'AI 工具新增外贸邮件、社媒文案和翻译三项功能，开发信可自动引用客户的真实采购品类与频次。',
      en: 'The AI tools now include trade e-mail, social copy and translation; outreach e-mails can refer to the buyer’s real purchase categories and frequency.',
      ru: 'В AI-инструментах появились деловые письма, тексты для соцсетей и перевод; письма могут опираться на реальные закупки покупателя.',
    },
    body: {
      zh: `贸易罗盘今天正式上线 AI 工具模块，包含 AI 外贸邮件、AI 社媒文案和 AI 翻译三项功能，所有付费会员均可在控制台“AI 工具”菜单中使用。

与通用写作工具不同，AI 外贸邮件助手可以读取您在数据中心收藏的采购商记录。生成开发信时，系统会自动引用该客户近一年采购的品类、频次和主要来源国，让邮件第一段就说到客户关心的事情。

我们在内测期间邀请了 60 多家制造企业的外贸团队参与试用。多位用户反馈，过去写一封有针对性的开发信需要查资料、组织语言二十分钟以上，现在几分钟即可完成初稿，业务员只需检查和补充报价信息。

AI 社媒文案支持领英、Facebook 和 Instagram 等平台的发帖风格，可根据产品信息生成多个版本供选择。AI 翻译针对外贸场景优化，对产品规格、贸易术语和付款条件的翻译更加准确，支持中、英、俄、西、葡、阿等常用语种。

生成的内容不会自动发送。所有邮件都需要业务员确认后再通过邮件中心发出，发送后可在邮件报告中查看打开和回复情况。

AI 工具的使用额度与会员套餐挂钩，具体额度可在控制台费用中心查看。`,
      en: `TradeCompass today launched its AI tools module with three features, AI trade e-mail, AI social copy and AI translation, available to all paying members under “AI tools” in the console.

Unlike general writing tools, the AI trade e-mail assistant can read the buyer records you have saved in the data center. When it drafts an outreach e-mail, it refers to the categories that customer bought over the past year, how often and from which countries, so the first paragraph already speaks to what the buyer cares about.

During the beta, export teams from more than 60 manufacturers tried the feature. Several told us that a targeted e-mail used to take twenty minutes or more of research and writing; now a first draft takes a few minutes and the salesperson only checks it and adds the offer.

AI social copy follows the posting style of LinkedIn, Facebook, Instagram and other platforms and produces several versions to choose from. AI translation is tuned for trade: product specifications, Incoterms and payment terms come out more accurately, in Chinese, English, Russian, Spanish, Portuguese, Arabic and other common languages.

Nothing is sent automatically. Every e-mail must be confirmed by the salesperson and is sent through the e-mail center, where opens and replies appear in the reports.

AI usage allowances depend on the membership package and can be checked in the cost center of the console.`,
      ru: `Сегодня TradeCompass запустил модуль AI-инструментов с тремя функциями — деловые письма, тексты для соцсетей и перевод. Они доступны всем платным клиентам в разделе «AI-инструменты» консоли.

В отличие от универсальных сервисов, AI-ассистент для писем использует сохранённые в центре данных записи о покупателях. Составляя письмо, он учитывает, какие категории товаров клиент закупал за последний год, как часто и в каких странах, — и уже первый абзац говорит о том, что важно покупателю.

На этапе бета-тестирования функцию опробовали экспортные команды более 60 производителей. Многие отметили, что раньше на подготовку персонального письма уходило двадцать минут и больше, а теперь черновик готов за несколько минут, и менеджеру остаётся проверить его и добавить коммерческое предложение.

Тексты для соцсетей учитывают стиль LinkedIn, Facebook, Instagram и других площадок и предлагаются в нескольких вариантах. Перевод настроен на внешнеторговую лексику: характеристики товаров, условия Инкотермс и оплаты переводятся точнее; поддерживаются китайский, английский, русский, испанский, португальский, арабский и другие языки.

Ничего не отправляется автоматически. Каждое письмо подтверждает менеджер, отправка идёт через почтовый центр, где видны открытия и ответы.

Лимиты использования AI зависят от тарифа и отображаются в разделе расходов консоли.`,
    },
  },
  {
    slug: 'canton-fair-spring-2025-salon',
    cover: { picture: 'news-canton-fair-spring-2025-salon' },
    date: '2025-05-06',
    category: 'events',
    title: {
      zh: '春季广交会期间，贸易罗盘在广州举办“数据找客户”外贸沙龙',
      en: 'TradeCompass hosts “Finding buyers with data” salon in Guangzhou during the spring Canton Fair',
      ru: 'TradeCompass провёл в Гуанчжоу семинар «Поиск покупателей по данным» во время весенней Кантонской ярмарки',
    },
    summary: {
      zh: '近 200 位外贸企业负责人和业务骨干参加，现场演示了如何用海关数据在展会前后锁定和跟进采购商。',
      en: 'Nearly 200 export managers and sales staff attended a live demonstration of using customs data to find and follow up buyers before and after a fair.',
      ru: 'Около 200 руководителей и менеджеров экспортных компаний увидели, как использовать таможенные данные для работы с покупателями до и после выставки.',
    },
    body: {
      zh: `春季广交会期间，贸易罗盘在广州琶洲举办了主题为“数据找客户”的外贸沙龙，近 200 位来自家电、五金、家居和纺织行业的企业负责人和业务骨干到场参加。

沙龙上，贸易罗盘华南区销售总监结合真实案例，演示了展会前如何按产品和目标国家筛选活跃进口商并提前邀约，展会中如何快速核实到访客户的采购规模，以及展会后如何把名片线索导入 CRM 分级跟进。

来自佛山的一家小家电企业分享了他们的经验：去年秋季广交会前，他们通过海关数据找出了 80 家近一年在采购同类产品的欧洲进口商，提前发出邀约，最终有 11 家到展位洽谈，其中 3 家在半年内下了试单。

圆桌讨论环节，嘉宾们就“展会流量下降后如何获客”“如何判断询盘客户的真实性”等问题展开交流。大家的共识是：展会仍然重要，但展会前后的数据准备决定了展会的回报。

活动现场，参会企业可免费获得一次目标市场采购商分析。贸易罗盘也将在秋季广交会期间继续举办同主题活动。`,
      en: `During the spring Canton Fair, TradeCompass held a salon titled “Finding buyers with data” in Pazhou, Guangzhou. Nearly 200 managers and sales staff from the appliance, hardware, home furnishing and textile industries attended.

Our South China sales director walked through real cases: before a fair, how to filter active importers by product and target country and invite them in advance; during the fair, how to check a visitor’s purchasing scale in minutes; and afterwards, how to move business-card leads into the CRM and follow them up by priority.

A small-appliance maker from Foshan shared its experience. Before last autumn’s fair it used customs data to find 80 European importers that had bought similar products in the previous year and invited them ahead of time. Eleven came to the booth and three placed trial orders within six months.

In the panel discussion, guests talked about how to win customers as fair traffic declines and how to tell whether an inquiry is genuine. They agreed that fairs still matter, but the data work before and after a fair decides what it returns.

Attending companies received a free buyer analysis of one target market. TradeCompass will hold a similar event during the autumn session of the fair.`,
      ru: `Во время весенней Кантонской ярмарки TradeCompass провёл в районе Пачжоу в Гуанчжоу семинар «Поиск покупателей по данным». Участвовали около 200 руководителей и менеджеров компаний из отраслей бытовой техники, металлоизделий, товаров для дома и текстиля.

Директор по продажам TradeCompass в Южном Китае на реальных примерах показал, как до выставки отобрать активных импортёров по товару и стране и заранее пригласить их, как во время выставки за минуты проверить объёмы закупок посетителя и как после неё перенести контакты с визиток в CRM и работать с ними по приоритету.

Производитель малой бытовой техники из Фошаня поделился опытом: перед прошлой осенней ярмаркой компания нашла по таможенным данным 80 европейских импортёров, закупавших аналогичную продукцию, и пригласила их заранее. На стенд пришли одиннадцать, а трое в течение полугода сделали пробные заказы.

В ходе дискуссии обсуждали, как привлекать клиентов при снижении посещаемости выставок и как отличить реальный запрос от случайного. Общий вывод: выставки по-прежнему важны, но их отдачу определяет работа с данными до и после.

Участники получили бесплатный анализ покупателей на одном целевом рынке. Аналогичное мероприятие TradeCompass проведёт и во время осенней сессии ярмарки.`,
    },
  },
  {
    slug: 'h1-2025-trade-shifts',
    cover: { picture: 'news-h1-2025-trade-shifts' },
    date: '2025-08-12',
    category: 'industry',
    title: {
      zh: '2025 年上半年观察：供应链多元化推动东南亚与墨西哥进口来源变化',
      en: 'First half of 2025: supply-chain diversification reshapes import sources in Southeast Asia and Mexico',
      ru: 'Первое полугодие 2025: диверсификация цепочек поставок меняет источники импорта в Юго-Восточной Азии и Мексике',
    },
    summary: {
      zh: '从平台上的提单记录看，越来越多的采购商在维持中国供应商的同时，增加第二、第三来源国。',
      en: 'Bill-of-lading records on the platform show more buyers keeping their Chinese suppliers while adding a second and third source country.',
      ru: 'Коносаменты на платформе показывают: всё больше покупателей сохраняют китайских поставщиков, добавляя вторую и третью страну-источник.',
    },
    body: {
      zh: `贸易罗盘研究团队梳理了 2025 年上半年平台上美国、墨西哥和部分东南亚国家的进口提单记录，发现“中国 + N”的采购模式正在从大型品牌向中型进口商扩散。

在家具、小家电和五金工具等品类中，同一进口商同时从中国和越南、泰国或马来西亚进货的情况明显增多。值得注意的是，这些进口商并没有停止从中国采购，而是把新增订单或部分型号分配给其他来源国。

墨西哥的变化同样值得关注。随着近岸生产的推进，墨西哥对零部件、模具和生产设备的进口需求增加，其中不少来自中国供应商。对机械和零部件出口企业来说，这意味着新的客户群体。

对中国出口企业，我们有三点建议：第一，用数据跟踪老客户的来源国变化，尽早发现订单转移的信号；第二，关注在东南亚和墨西哥新设工厂的企业，它们往往需要中国的原材料和零部件；第三，评估自身在海外设厂或与当地企业合作的可能。

以上观察基于平台收录的提单数据，仅反映有相应数据来源的国家和口岸，不代表官方统计结论。会员可在控制台“市场分析”中按 HS 编码查看具体品类的变化。`,
      en: `The TradeCompass research team reviewed import bills of lading for the United States, Mexico and several Southeast Asian countries in the first half of 2025 and found that the “China plus N” sourcing model is spreading from large brands to mid-sized importers.

In furniture, small appliances and hand tools, noticeably more importers now buy from China and from Vietnam, Thailand or Malaysia at the same time. These importers have not stopped buying from China; they are giving new orders or certain models to other source countries.

Mexico is also worth watching. As nearshoring advances, Mexico imports more components, moulds and production equipment, much of it from Chinese suppliers. For exporters of machinery and parts, that is a new customer group.

We have three suggestions for Chinese exporters. First, use data to track changes in your existing customers’ sources and spot orders moving early. Second, look at companies opening plants in Southeast Asia and Mexico: they often need Chinese materials and parts. Third, assess whether producing abroad or partnering with local firms makes sense for you.

These observations are based on bill-of-lading data on the platform, cover only countries and ports with such data, and are not official statistics. Members can see the changes for a given HS code under “Market analysis” in the console.`,
      ru: `Аналитики TradeCompass изучили коносаменты по импорту в США, Мексику и ряд стран Юго-Восточной Азии за первое полугодие 2025 года и пришли к выводу, что модель закупок «Китай плюс N» распространяется от крупных брендов к импортёрам среднего размера.

В мебели, малой бытовой технике и ручном инструменте заметно больше импортёров закупают одновременно в Китае и во Вьетнаме, Таиланде или Малайзии. При этом они не отказываются от китайских поставщиков, а передают другим странам новые заказы или отдельные модели.

Стоит следить и за Мексикой. По мере переноса производства ближе к рынку сбыта Мексика импортирует больше комплектующих, пресс-форм и оборудования, значительную часть — у китайских поставщиков. Для экспортёров машин и комплектующих это новая группа клиентов.

Три совета китайским экспортёрам. Во-первых, отслеживайте по данным, у кого ещё закупают ваши клиенты, чтобы вовремя заметить перенос заказов. Во-вторых, обратите внимание на компании, открывающие заводы в Юго-Восточной Азии и Мексике: им часто нужны китайские материалы и комплектующие. В-третьих, оцените возможность производства за рубежом или партнёрства с местными компаниями.

Наблюдения основаны на коносаментах, доступных на платформе, охватывают только страны и порты с такими данными и не являются официальной статистикой. Изменения по конкретному коду HS можно посмотреть в разделе «Анализ рынка» консоли.`,
    },
  },
  {
    slug: 'console-redesign-platform-tour',
    cover: { picture: 'news-console-redesign-platform-tour' },
    date: '2025-12-09',
    category: 'product',
    videoUrl: PLATFORM_TOUR_VIDEO.url,
    title: {
      zh: '新版控制台上线：数据、营销与客户管理一屏贯通（附产品导览视频）',
      en: 'New console: data, marketing and customer management in one flow (with platform tour video)',
      ru: 'Новая консоль: данные, маркетинг и работа с клиентами в одном окне (с видеообзором)',
    },
    summary: {
      zh: '全新导航将数据中心、贸易搜索、智能营销、业务管理和 AI 工具整合在一个顶部菜单中，观看一段简短的产品导览视频快速上手。',
      en: 'A new top navigation brings the data center, trade search, marketing, business management and AI tools together. Watch the short platform tour to get started.',
      ru: 'Новое верхнее меню объединяет центр данных, торговый поиск, маркетинг, управление бизнесом и AI-инструменты. Короткий видеообзор поможет быстро освоиться.',
    },
    body: {
      zh: `经过半年的设计和测试，贸易罗盘新版控制台今天面向全部会员上线。新版本重新梳理了导航结构，让“查数据—找联系人—发开发信—跟进客户”成为一条连贯的工作流。

新的顶部菜单包括工作台、数据中心、贸易搜索、智能营销、业务管理、AI 工具和第三方服务。鼠标悬停即可看到每个模块的简介和常用入口，子菜单最多分三列展示，常用功能一步直达。

在数据中心查到的采购商，可以直接加入客户池或私海客户；在客户详情中，可以一键调出该客户的进口记录、联系人和往来邮件。邮件中心的模板和报告也与客户记录关联，业务主管可以在客户统计中看到团队的跟进情况。

我们为新版控制台制作了一段约 15 秒的产品导览短片，依次展示贸易搜索、货运趋势、企业档案和 CRM 销售管道四个界面（示例数据）。新会员可以先看一遍短片，了解各模块的位置，再在控制台中完成第一次客户开发。

旧版界面将保留至明年一季度，期间可在账户设置中切换。如在使用中遇到问题，请联系您的客户成功经理或发送邮件至 support@{domain}。`,
      en: `After six months of design and testing, the new TradeCompass console is live for all members. The navigation has been reorganised so that finding data, finding contacts, sending outreach and following up customers form one continuous workflow.

The new top menu contains the dashboard, data center, trade search, marketing, business management, AI tools and third-party services. Hovering shows a short description of each module and its most used entries, in up to three columns, so common functions are one click away.

Buyers found in the data center can be added straight to the customer pool or your private customers. In a customer’s record you can open their import history, contacts and e-mail threads in one click. E-mail templates and reports are linked to customer records, and managers can see the team’s follow-up activity in customer statistics.

We made a short platform tour of about 15 seconds for the new console. It shows four screens in turn: trade search, the shipment trend, a company profile and the CRM pipeline (sample data). New members can watch it first to see where each module is, then approach their first customer in the console.

The old interface remains available until the first quarter of next year and can be switched on in account settings. If you have questions, contact your customer-success manager or write to support@{domain}.`,
      ru: `После полугода проектирования и тестирования новая консоль TradeCompass стала доступна всем клиентам. Навигация перестроена так, чтобы поиск данных, поиск контактов, отправка писем и работа с клиентом складывались в единый процесс.

Новое верхнее меню включает панель управления, центр данных, торговый поиск, маркетинг, управление бизнесом, AI-инструменты и сторонние сервисы. При наведении показываются краткое описание раздела и частые пункты — до трёх колонок, чтобы нужная функция была в одном клике.

Покупателей, найденных в центре данных, можно сразу добавить в пул клиентов или в свои клиенты. В карточке клиента одним кликом открываются его история импорта, контакты и переписка. Шаблоны и отчёты почтового центра связаны с карточками, а руководители видят работу команды в статистике клиентов.

Для новой консоли мы подготовили короткий видеообзор длительностью около 15 секунд. Он по очереди показывает четыре экрана: торговый поиск, динамику поставок, профиль компании и воронку CRM (пример данных). Новым клиентам советуем сначала посмотреть видео, чтобы понять, где находится каждый раздел, а затем связаться с первым потенциальным покупателем в консоли.

Старый интерфейс будет доступен до первого квартала следующего года, переключиться можно в настройках аккаунта. Если возникнут вопросы, обратитесь к вашему менеджеру или напишите на support@{domain}.`,
    },
  },
  {
    slug: 'credit-reports-for-members',
    cover: { picture: 'news-credit-reports-for-members' },
    date: '2026-03-24',
    category: 'company',
    title: {
      zh: '企业资信报告服务面向全部会员开放，覆盖 230 个国家 1.26 亿家企业',
      en: 'Company credit reports now open to all members, covering 126 million companies in 230 countries',
      ru: 'Кредитные отчёты о компаниях теперь доступны всем клиентам: 126 млн компаний в 230 странах',
    },
    summary: {
      zh: '与资信报告合作伙伴 Cedar Rose 的合作范围扩大，会员可在服务联盟页面在线申请报告，现成报告约 15–40 欧元。',
      en: 'Our cooperation with credit-report partner Cedar Rose has expanded: members can order reports online from the service page, with ready reports at about 15–40 euros.',
      ru: 'Сотрудничество с партнёром Cedar Rose расширено: клиенты заказывают отчёты онлайн на странице сервиса, готовый отчёт — около 15–40 евро.',
    },
    body: {
      zh: `贸易罗盘今天宣布，企业资信报告服务正式面向全部会员开放。通过与资信报告合作伙伴 Cedar Rose 的合作，会员可以在线申请覆盖 230 个国家、1.26 亿家企业的资信报告。

过去一年，越来越多的会员在海关数据中找到新客户后，提出“这家公司靠不靠谱”的问题，尤其是首次合作、大额订单或对方要求赊销时。资信报告正是为这些场景准备的。

报告内容包括企业注册信息、股东与管理层、可获得的财务数据、付款记录、诉讼与负面信息，以及信用评级和建议授信额度。数据库中已有的现成报告约 15–40 欧元一份，需要当地调查员重新核实的新调查报告 60 欧元起，交付时间为 24 小时到 10 天不等。

会员可以在服务联盟的“全球企业资信报告”页面提交申请，顾问会在一个工作日内确认报价。英文网站用户同样可以通过英文服务页面提交申请。

如果资信调查发现对方存在拖欠风险，会员还可以结合出口信用保险降低风险；一旦发生欠款，可通过国际商账追收服务在当地追讨，无前期费用。`,
      en: `TradeCompass today announced that its company credit-report service is open to all members. Through our cooperation with the credit-report provider Cedar Rose, members can order reports covering 126 million companies in 230 countries online.

Over the past year, more and more members who found new customers in customs data asked us the same question: can this company be trusted? This matters most with a first order, a large order or a buyer asking for credit terms, and it is exactly what credit reports are for.

A report contains registration details, shareholders and management, available financial data, payment record, litigation and adverse information, a credit rating and a recommended credit limit. Ready reports already on file cost about 15 to 40 euros; fresh investigations verified by local investigators start at 60 euros, with delivery between 24 hours and 10 days.

Members can submit a request on the “Global company credit reports” page of the service alliance, and an adviser confirms the quote within one business day. Visitors to our English site can order through the English service page.

If a check shows a risk of late payment, members can also reduce exposure with export credit insurance, and if a debt does arise, our international debt-collection service pursues it locally with no up-front fees.`,
      ru: `TradeCompass объявил, что сервис кредитных отчётов о компаниях открыт для всех клиентов. Благодаря сотрудничеству с поставщиком кредитных отчётов Cedar Rose клиенты могут онлайн заказать отчёты о 126 млн компаний в 230 странах.

За последний год всё больше клиентов, найдя нового покупателя в таможенных данных, задавали один и тот же вопрос: можно ли доверять этой компании? Особенно при первом заказе, крупной сделке или просьбе об отсрочке платежа. Именно для таких ситуаций и нужен кредитный отчёт.

Отчёт содержит регистрационные данные, сведения о собственниках и руководстве, доступные финансовые показатели, платёжную дисциплину, судебные дела и негативную информацию, кредитный рейтинг и рекомендуемый лимит. Готовые отчёты из базы стоят примерно 15–40 евро, новые расследования с проверкой на месте — от 60 евро; срок — от 24 часов до 10 дней.

Заявку можно подать на странице «Кредитные отчёты о компаниях мира» раздела партнёрских сервисов; консультант подтвердит стоимость в течение одного рабочего дня. Посетители англоязычного сайта могут заказать отчёт через английскую страницу сервиса.

Если проверка выявит риск неплатежа, его можно снизить страхованием экспортных кредитов, а если долг всё же возник — воспользоваться международным взысканием без предоплаты.`,
    },
  },
  {
    slug: 'latin-america-opportunities-2026',
    cover: { picture: 'news-latin-america-opportunities-2026' },
    date: '2026-07-02',
    category: 'industry',
    title: {
      zh: '拉美市场开发指南：从海关数据看巴西、墨西哥、智利的采购特点',
      en: 'Selling to Latin America: what customs data says about buyers in Brazil, Mexico and Chile',
      ru: 'Продажи в Латинскую Америку: что таможенные данные говорят о покупателях Бразилии, Мексики и Чили',
    },
    summary: {
      zh: '拉美国家海关数据字段丰富，部分国家可看到申报价格与税号明细，是出口企业做价格分析的好工具。',
      en: 'Latin American customs data is rich in fields; in some countries declared values and tariff lines are visible, which makes it a good tool for price analysis.',
      ru: 'Таможенные данные стран Латинской Америки содержат много полей, в ряде стран видны заявленная стоимость и тарифные позиции — удобно для ценового анализа.',
    },
    body: {
      zh: `拉美是近年来中国出口增长较快的地区之一。与欧美市场相比，拉美各国海关数据的公开程度和字段结构差异较大，但整体信息量丰富，非常适合用来做市场和价格分析。

**巴西**：市场体量大，进口流程复杂，税费较高。采购商往往倾向于与熟悉当地清关流程的供应商长期合作。通过数据可以看到进口商的采购频次，优先联系稳定采购、有自有清关能力的企业。

**墨西哥**：受近岸制造带动，工业零部件、模具和设备进口需求上升。很多采购方是在墨西哥设厂的外资企业，其采购决策可能在总部完成，开发时需要同时联系当地工厂和总部采购部门。

**智利、秘鲁、哥伦比亚**：市场相对开放，关税水平较低，中小进口商数量多，单票货量不大但采购频繁，适合有柔性生产能力的供应商。

开发拉美客户时，西班牙语和葡萄牙语沟通能明显提升回复率。贸易罗盘的 AI 翻译和 AI 外贸邮件支持这两种语言，可以帮助业务员快速准备本地化的开发信。

会员可在“数据国家”页面查看各拉美国家的数据字段和更新频率，或联系客户成功经理获取拉美市场专题培训。`,
      en: `Latin America has been one of the faster-growing regions for Chinese exports in recent years. Compared with Europe and North America, customs data in the region differs widely in openness and structure from country to country, but overall it carries a lot of information and is well suited to market and price analysis.

**Brazil**: a large market with complex import procedures and high taxes. Buyers tend to build long relationships with suppliers that understand local clearance. Data shows importers’ buying frequency, so you can start with steady buyers that handle clearance themselves.

**Mexico**: nearshore manufacturing is lifting imports of industrial parts, moulds and equipment. Many buyers are foreign-owned plants in Mexico whose purchasing decisions may be made at headquarters, so approach both the local plant and the head-office buyers.

**Chile, Peru and Colombia**: relatively open markets with low tariffs and many small importers that buy often in small lots, a good fit for suppliers with flexible production.

Writing in Spanish or Portuguese noticeably improves reply rates. TradeCompass AI translation and AI trade e-mail support both languages and help sales staff prepare localised outreach quickly.

Members can check the data fields and update frequency for each Latin American country on the data-countries page, or ask their customer-success manager for a training session on the region.`,
      ru: `Латинская Америка в последние годы — один из самых быстрорастущих регионов для китайского экспорта. По сравнению с Европой и Северной Америкой открытость и структура таможенных данных здесь сильно различаются по странам, но в целом информации много, и она хорошо подходит для анализа рынка и цен.

**Бразилия**: крупный рынок со сложными процедурами импорта и высокими налогами. Покупатели предпочитают долгосрочную работу с поставщиками, знающими местное таможенное оформление. По данным видна частота закупок — начинайте со стабильных импортёров, которые сами занимаются растаможкой.

**Мексика**: перенос производства ближе к США увеличивает импорт промышленных комплектующих, пресс-форм и оборудования. Многие покупатели — заводы иностранных компаний, и решения о закупках могут приниматься в головном офисе, поэтому стоит выходить и на завод, и на штаб-квартиру.

**Чили, Перу и Колумбия**: относительно открытые рынки с низкими пошлинами и множеством небольших импортёров, которые закупают часто и небольшими партиями, — подходят поставщикам с гибким производством.

Переписка на испанском или португальском заметно повышает долю ответов. AI-перевод и AI-письма TradeCompass поддерживают оба языка и помогают быстро подготовить локализованные письма.

Поля данных и частоту обновления по каждой стране Латинской Америки можно посмотреть на странице «Страны данных» или запросить у менеджера обучение по региону.`,
    },
  },
  {
    slug: 'trade-data-summit-2026-shanghai',
    cover: { picture: 'news-trade-data-summit-2026-shanghai' },
    date: '2026-11-10',
    category: 'events',
    title: {
      zh: '2026 贸易罗盘外贸数据大会在上海举行',
      en: 'TradeCompass Trade Data Summit 2026 held in Shanghai',
      ru: 'В Шанхае прошла конференция TradeCompass Trade Data Summit 2026',
    },
    summary: {
      zh: '来自制造、物流、金融和研究机构的 600 余位嘉宾参会，讨论数据与 AI 如何改变外贸获客和风控。',
      en: 'More than 600 guests from manufacturing, logistics, finance and research discussed how data and AI are changing customer acquisition and risk control in trade.',
      ru: 'Более 600 участников из промышленности, логистики, финансов и науки обсудили, как данные и AI меняют поиск клиентов и управление рисками.',
    },
    body: {
      zh: `11 月 10 日，2026 贸易罗盘外贸数据大会在上海浦东举行。来自制造企业、贸易公司、物流企业、银行和研究机构的 600 余位嘉宾参加了本次大会。

大会主论坛上，贸易罗盘创始人回顾了公司自 2014 年在上海成立以来的发展：从最初的单一国家提单数据，到如今覆盖 62 个国家的贸易数据，以及围绕数据构建的营销、客户管理和第三方服务体系。

多位嘉宾分享了实践经验。一家宁波的汽配出口企业介绍了如何用贸易伙伴报告找到竞争对手的客户并在一年内开发出 20 多个新客户；一家商业银行的贸易金融负责人讨论了海关数据在贸易背景核验中的作用；一位高校教授则展示了将真实贸易数据引入国际贸易课程的教学成果。

下午的分论坛围绕“AI 外贸获客”“供应链风险管理”和“新兴市场开发”三个主题展开，现场还设置了产品体验区和服务联盟合作伙伴展区。

大会期间，贸易罗盘发布了年度《全球贸易数据洞察报告》，会员可在控制台下载完整版本。明年的大会将继续在上海举办，欢迎关注我们的官方公众号获取报名信息。`,
      en: `On 10 November, the TradeCompass Trade Data Summit 2026 took place in Pudong, Shanghai, with more than 600 guests from manufacturers, trading companies, logistics firms, banks and research institutes.

In the main session, the founder of TradeCompass looked back on the company’s path since it was founded in Shanghai in 2014: from bill-of-lading data for a single country to trade data for 62 countries, with marketing, customer management and third-party services built around it.

Speakers shared their experience. An auto-parts exporter from Ningbo explained how partner reports led it to its competitors’ customers and more than 20 new accounts within a year. The head of trade finance at a commercial bank discussed the role of customs data in verifying the trade behind a transaction, and a university professor showed results from bringing real trade data into international trade courses.

Afternoon sessions covered AI-driven customer acquisition, supply-chain risk management and selling to emerging markets, alongside a product experience area and an exhibition of our service-alliance partners.

At the summit TradeCompass released its yearly Global Trade Data Insights report, which members can download in full from the console. Next year’s summit will again be held in Shanghai; follow our official accounts for registration details.`,
      ru: `10 ноября в Шанхае, в районе Пудун, прошла конференция TradeCompass Trade Data Summit 2026. В ней приняли участие более 600 гостей из производственных и торговых компаний, логистики, банков и исследовательских институтов.

На пленарной сессии основатель TradeCompass рассказал о пути компании с момента основания в Шанхае в 2014 году: от данных коносаментов одной страны до торговых данных 62 стран, а также сервисов маркетинга, работы с клиентами и партнёрских услуг, построенных вокруг данных.

Участники поделились опытом. Экспортёр автокомплектующих из Нинбо рассказал, как с помощью отчётов о партнёрах вышел на клиентов конкурентов и за год привлёк более 20 новых покупателей. Руководитель направления торгового финансирования коммерческого банка говорил о роли таможенных данных в проверке сделок, а профессор университета показал результаты использования реальных данных в курсах по международной торговле.

Во второй половине дня прошли секции «AI в поиске клиентов», «Управление рисками цепочек поставок» и «Выход на развивающиеся рынки»; работали зона знакомства с продуктом и выставка партнёров.

На конференции TradeCompass представил ежегодный отчёт Global Trade Data Insights — полную версию клиенты могут скачать в консоли. Следующая конференция также пройдёт в Шанхае; следите за нашими официальными аккаунтами, чтобы не пропустить регистрацию.`,
    },
  },
]
