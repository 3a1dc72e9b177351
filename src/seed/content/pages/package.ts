/** Package purchase and learn-more pages: /{en,ru}/package and /{en,ru}/packageLearn. */
import type { L, SeedPage } from '../../types'
import { demoCta, l, rich, testimonialStrip } from './helpers'

const yes = l('✓', '✓', '✓')
const no = l('—', '—', '—')
const all = (value: L): L[] => [value, value, value, value, value]

const packagePage: SeedPage = {
  path: 'package',
  sites: ['en', 'ru'],
  title: l(
    '数据套餐与价格 - 贸易罗盘',
    'Data packages and pricing – TradeCompass',
    'Пакеты данных и цены – TradeCompass',
  ),
  description: l(
    '贸易罗盘年度数据套餐：PRO 899美元、Global 2399美元、Plus 2999美元、Luxury 4399美元、Deluxe 5699美元，从美国进口数据到62国进口与47国出口数据，签约时一次付费、不自动续费，可银行转账付款。',
    'Yearly packages from $899 to $5,699: from US import data up to 62 import and 47 export countries. One payment, no auto-renewal; pay by bank transfer.',
    'Годовые пакеты TradeCompass от 899 до 5 699 USD: от импорта США до импорта из 62 стран и экспорта из 47. Один платёж без автопродления; оплата переводом.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('数据套餐', 'Packages', 'Пакеты'),
      heading: l(
        '选择适合您市场的数据套餐',
        'Choose the data package that fits your markets',
        'Выберите пакет данных под свои рынки',
      ),
      subheading: l(
        '五档年度套餐，从单一的美国进口数据到覆盖62个国家进口和47个国家出口的全球数据。签约时一次付费，到期不会自动扣款。',
        'Five yearly packages, from US import data alone to import data for 62 countries and export data for 47. You pay once when the contract starts; nothing is charged automatically at the end.',
        'Пять годовых пакетов – от импорта США до импорта 62 и экспорта 47 стран. Оплата один раз при заключении договора, без автоматических списаний по окончании.',
      ),
    },
    {
      blockType: 'pricingTable',
      heading: l('年度套餐', 'Yearly packages', 'Годовые пакеты'),
      intro: l(
        '所有价格均为美元/年，包含12个月的数据访问。',
        'All prices are in US dollars per year and include 12 months of data access.',
        'Все цены указаны в долларах США за год и включают 12 месяцев доступа к данным.',
      ),
      note: l(
        '一次性付费，无重复扣款。可银行转账到我们的香港/国际账户或中国大陆账户；订单的支付页面会列出当前可用的全部付款方式。',
        'One payment at the start of the contract, no repeat billing. Pay by bank transfer to our Hong Kong/international or mainland China account; your order’s payment page lists every way to pay that is open today.',
        'Один платёж при заключении договора, без повторных списаний. Оплата банковским переводом на счёт в Гонконге (международный) или в материковом Китае; все доступные сейчас способы оплаты перечислены на странице оплаты заказа.',
      ),
    },
    {
      blockType: 'comparisonTable',
      heading: l('套餐对比', 'Compare packages', 'Сравнение пакетов'),
      intro: l(
        '各国可检索的字段取决于该国公开的数据，详见数据国家页面。',
        'Searchable fields depend on what each country publishes; see the data countries page for details.',
        'Доступные поля зависят от того, что публикует каждая страна; подробности – на странице стран с данными.',
      ),
      columns: [
        l('PRO', 'PRO', 'PRO'),
        l('Global', 'Global', 'Global'),
        l('Plus', 'Plus', 'Plus'),
        l('Luxury', 'Luxury', 'Luxury'),
        l('Deluxe', 'Deluxe', 'Deluxe'),
      ],
      rows: [
        {
          label: l('年费（美元）', 'Price per year (USD)', 'Цена в год (USD)'),
          values: [
            l('899', '$899', '899'),
            l('2,399', '$2,399', '2 399'),
            l('2,999', '$2,999', '2 999'),
            l('4,399', '$4,399', '4 399'),
            l('5,699', '$5,699', '5 699'),
          ],
        },
        {
          label: l('进口数据国家', 'Import data – countries', 'Импорт – число стран'),
          values: [
            l('美国', 'USA', 'США'),
            l('19', '19', '19'),
            l('26', '26', '26'),
            l('29', '29', '29'),
            l('62', '62', '62'),
          ],
        },
        {
          label: l('出口数据国家', 'Export data – countries', 'Экспорт – число стран'),
          values: [no, no, l('2', '2', '2'), l('21', '21', '21'), l('47', '47', '47')],
        },
        {
          label: l('进出口双向数据', 'Both import and export data', 'Данные импорта и экспорта'),
          values: [no, no, yes, yes, yes],
        },
        {
          label: l(
            '按进口商、出口商、HS编码、产品描述检索',
            'Search by importer, exporter, HS code and description',
            'Поиск по импортёру, экспортёру, коду HS и описанию',
          ),
          values: all(l('✓（视数据源）', '✓ (where the source allows)', '✓ (если позволяет источник)')),
        },
        {
          label: l(
            '交易明细：日期、数量、重量、金额、港口',
            'Shipment details: date, quantity, weight, value, ports',
            'Детали: дата, количество, вес, стоимость, порты',
          ),
          values: all(yes),
        },
        {
          label: l('合同期限', 'Contract term', 'Срок договора'),
          values: all(l('12个月', '12 months', '12 месяцев')),
        },
        {
          label: l('付费方式', 'Billing', 'Оплата'),
          values: all(l('签约时一次付清', 'One payment, no renewal', 'Один платёж, без продления')),
        },
      ],
    },
    testimonialStrip(
      l('买了套餐的客户得到了什么', 'What customers got from their package', 'Что клиенты получили от своего пакета'),
    ),
    {
      blockType: 'faq',
      heading: l('购买与支付常见问题', 'Buying and payment FAQ', 'Вопросы о покупке и оплате'),
      items: [
        {
          question: l('如何在线购买套餐？', 'How do I buy a package online?', 'Как купить пакет онлайн?'),
          answer: l(
            '选择套餐后填写名、姓、邮箱和登录密码（至少6位），勾选同意套餐条款并输入验证码，系统会生成订单并进入支付页面。付款完成后，账号将按所购套餐开通数据权限。',
            'Choose a package, then enter your first name, last name, e-mail and a password of at least 6 characters, accept the package terms and type the captcha. An order is created and you go to the payment page; once paid, your account gets the data of that package.',
            'Выберите пакет, укажите имя, фамилию, e-mail и пароль (не менее 6 символов), примите условия пакета и введите код с картинки. Будет создан заказ и открыта страница оплаты; после оплаты аккаунт получит доступ к данным пакета.',
          ),
        },
        {
          question: l('支持哪些付款方式？', 'Which payment methods do you accept?', 'Какие способы оплаты доступны?'),
          answer: l(
            '银行转账到我们的香港/国际账户或中国大陆账户，收款账户信息显示在订单的支付页面上。开通在线支付（PayPal，可用银行卡或PayPal账户）时，支付页面会同时显示PayPal按钮。',
            'Bank transfer to our Hong Kong/international account or our mainland China account; the account details are shown on your order’s payment page. When online payment is enabled, the same page also offers PayPal (card or PayPal account).',
            'Банковским переводом на наш счёт в Гонконге (международный) или в материковом Китае; реквизиты указаны на странице оплаты заказа. Когда включена онлайн-оплата, там же доступен PayPal (картой или аккаунтом PayPal).',
          ),
        },
        {
          question: l(
            '银行转账需要注意什么？',
            'What should I know about paying by bank transfer?',
            'Что важно знать об оплате переводом?',
          ),
          answer: l(
            '请在转账附言中填写订单号，并承担本方银行手续费。未付款订单保留7天，超过7天自动失效；如在付款前服务升级、下线或价格调整，订单也会失效，需要重新下单。到账核实后即为您开通服务。',
            'Put your order number in the payment reference and cover your own bank’s charges. An unpaid order is reserved for 7 days and then becomes invalid; it also becomes invalid if the service is upgraded, taken offline or its fee changes before you pay, in which case please place a new order. We activate your package once the funds arrive.',
            'Укажите номер заказа в назначении платежа и оплатите комиссию своего банка. Неоплаченный заказ резервируется на 7 дней, затем аннулируется; он также аннулируется, если до оплаты услуга обновлена, снята с продажи или изменена её цена, – тогда оформите новый заказ. Доступ открывается после поступления средств.',
          ),
        },
        {
          question: l(
            '到期会自动续费吗？',
            'Will I be charged again automatically?',
            'Будет ли автоматическое списание при продлении?',
          ),
          answer: l(
            '不会。套餐按年订阅，签约时一次性付费，到期不会自动扣款。如需续订，我们会提前提醒您，由您决定是否下新订单。',
            'No. Packages are yearly and paid once at the start of the contract; nothing is billed automatically. Before the year ends we remind you, and you decide whether to place a new order.',
            'Нет. Пакет оформляется на год и оплачивается один раз; автоматических списаний нет. Перед окончанием срока мы напомним, а решение о новом заказе за вами.',
          ),
        },
        {
          question: l('可以退款吗？', 'Can I get a refund?', 'Можно ли вернуть деньги?'),
          answer: l(
            '部分在线服务一经开通无法退款。每个套餐在购买流程中都会明确标明是否允许退款，请在付款前仔细阅读套餐条款。',
            'Some online services cannot be refunded once activated. The purchase flow states for each package whether a refund is allowed, so please read the package terms before you pay.',
            'Некоторые онлайн-услуги после активации возврату не подлежат. В процессе покупки для каждого пакета указано, возможен ли возврат, – ознакомьтесь с условиями пакета до оплаты.',
          ),
        },
        {
          question: l('购买后可以升级套餐吗？', 'Can I upgrade later?', 'Можно ли перейти на старший пакет?'),
          answer: l(
            '可以。请联系您的客户经理或通过联系我们页面提出申请，我们会为您说明升级方式和费用。请注意，服务升级后，旧套餐尚未付款的订单将失效。',
            'Yes. Contact your account manager or write to us through the contact page and we will explain the upgrade options and price. Note that an unpaid order for a package becomes invalid once that service is upgraded.',
            'Да. Обратитесь к своему менеджеру или через страницу контактов – мы расскажем о вариантах и стоимости перехода. Учтите: неоплаченный заказ аннулируется, если услуга была обновлена.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      content: rich(
        `
        购买前请阅读[套餐条款](/{site}/packageterms)。想先了解数据字段和各大洲的数据集？请查看[数据说明](/{site}/packageLearn)。
        `,
        `
        Please read the [package terms](/{site}/packageterms) before you buy. Want to see the data fields and datasets by continent first? Visit [learn more about the data](/{site}/packageLearn).
        `,
        `
        Перед покупкой ознакомьтесь с [условиями пакетов](/{site}/packageterms). Поля данных и наборы по континентам – на странице [подробнее о данных](/{site}/packageLearn).
        `,
      ),
    },
    demoCta(
      l('不确定选哪一档？', 'Not sure which package to choose?', 'Не знаете, какой пакет выбрать?'),
      l(
        '告诉我们您的产品和目标市场，顾问会推荐覆盖您所需国家的最低档套餐。',
        'Tell us your products and target markets, and a consultant will recommend the smallest package that covers the countries you need.',
        'Расскажите о товарах и рынках – консультант порекомендует минимальный пакет, покрывающий нужные страны.',
      ),
      l('咨询顾问', 'Talk to a consultant', 'Поговорить с консультантом'),
    ),
  ],
}

const packageLearn: SeedPage = {
  path: 'packageLearn',
  sites: ['en', 'ru'],
  title: l(
    '了解数据 - 数据集与字段说明 - 贸易罗盘',
    'Learn about the data – TradeCompass',
    'Подробнее о данных – TradeCompass',
  ),
  description: l(
    '深入了解贸易罗盘的海关数据：按美洲、亚洲、非洲、欧洲、大洋洲查看各国进口与出口数据集，并了解每条记录包含的字段，如日期、HS编码、产品描述、进口商、出口商、数量、重量、金额、港口和运输方式，帮助您在购买套餐前做好判断，选出真正覆盖目标市场的数据组合。',
    'Inside TradeCompass data: import and export datasets by continent and the fields of each record – date, HS code, description, parties, quantity, value, ports.',
    'Что внутри данных TradeCompass: наборы импорта и экспорта по континентам и поля записи – дата, код HS, описание, стороны сделки, количество, стоимость, порты.',
  ),
  layout: [
    {
      blockType: 'hero',
      variant: 'page',
      eyebrow: l('了解数据', 'Learn more', 'Подробнее'),
      heading: l('购买之前，先看懂数据', 'Know the data before you buy', 'Разберитесь в данных до покупки'),
      subheading: l(
        '每个国家的数据来源和字段不尽相同。这里按大洲列出各国的数据集，并解释一条进出口记录中的主要字段。',
        'Sources and fields differ from country to country. Here are the datasets by continent and an explanation of the main fields in a shipment record.',
        'Источники и поля различаются по странам. Здесь – наборы данных по континентам и описание основных полей записи о поставке.',
      ),
      primary: { label: l('查看套餐', 'See packages', 'Пакеты и цены'), href: '/{site}/package' },
    },
    {
      blockType: 'countryExplorer',
      heading: l('各大洲数据集', 'Datasets by continent', 'Наборы данных по континентам'),
      intro: l(
        '选择美洲、亚洲、非洲、欧洲或大洋洲，查看每个国家的进口、出口数据集及支持的检索方式。',
        'Choose the Americas, Asia, Africa, Europe or Oceania to see each country’s import and export datasets and supported search types.',
        'Выберите Америку, Азию, Африку, Европу или Океанию, чтобы увидеть наборы данных импорта и экспорта и доступные виды поиска.',
      ),
      showDatasets: true,
    },
    {
      blockType: 'richText',
      heading: l('记录字段说明', 'The fields of a record', 'Поля записи'),
      content: rich(
        `
        一条进出口记录对应一票报关或一份提单。常见字段如下（以各国实际公开为准）：

        - **日期**：进口日期、出口日期或提单签发日期，格式为yyyy-MM-dd。
        - **HS编码**：国际通用的商品编码，前6位全球一致，各国在此基础上细分到8位或10位。
        - **产品描述**：报关或提单上申报的货物名称与规格，通常为原文，可按关键词检索。
        - **进口商**：收货企业名称与地址，部分国家出于隐私原因不公开。
        - **出口商**：发货企业名称与地址，进口数据中即为境外供应商。
        - **数量与单位**：申报数量及计量单位，如件、套、千克。
        - **重量**：毛重或净重，通常以千克计。
        - **金额**：申报价值，常见为FOB或CIF口径，并注明币种。
        - **港口**：起运港、目的港或报关口岸。
        - **运输方式**：海运、空运、陆运、铁路等。

        ## 数据使用提示

        1. 同一家企业在不同记录中可能有拼写差异，平台已做标准化处理，建议结合地址判断。
        2. 金额口径因国家而异，比较不同国家时请注意FOB与CIF的差别。
        3. 如果某国不公开企业名称，可以用HS编码与产品描述研究市场规模和价格区间。

        准备好了？前往[套餐页面](/{site}/package)选择适合您的套餐。
        `,
        `
        One record stands for one customs declaration or one bill of lading. The usual fields are below; what you see depends on what each country publishes.

        - **Date**: import date, export date or bill-of-lading date, shown as yyyy-MM-dd.
        - **HS code**: the international commodity code. The first six digits are the same worldwide; countries extend them to eight or ten digits.
        - **Product description**: the goods as declared, usually in the original language and searchable by keyword.
        - **Importer**: name and address of the receiving company. Some countries withhold it for privacy reasons.
        - **Exporter**: name and address of the shipping company – in import data, the foreign supplier.
        - **Quantity and unit**: declared quantity and unit of measure, such as pieces, sets or kilograms.
        - **Weight**: gross or net weight, usually in kilograms.
        - **Value**: declared value, usually on an FOB or CIF basis, with the currency.
        - **Ports**: port of loading, port of discharge or customs office.
        - **Transport**: sea, air, road, rail and so on.

        ## Tips for using the data

        1. A company may be spelt differently across records. We standardise names, but check the address as well.
        2. Value bases differ by country; mind the difference between FOB and CIF when you compare countries.
        3. Where a country withholds company names, use HS codes and descriptions to study market size and price ranges.

        Ready? Go to the [packages page](/{site}/package) to choose yours.
        `,
        `
        Одна запись соответствует одной декларации или одному коносаменту. Основные поля приведены ниже; их состав зависит от того, что публикует страна.

        - **Дата**: дата импорта, экспорта или выдачи коносамента в формате гггг-ММ-дд.
        - **Код HS**: международный товарный код. Первые шесть знаков едины во всём мире, страны детализируют их до восьми или десяти знаков.
        - **Описание товара**: заявленное наименование и характеристики, обычно на языке оригинала; поддерживается поиск по словам.
        - **Импортёр**: название и адрес получателя. Некоторые страны не раскрывают его по соображениям конфиденциальности.
        - **Экспортёр**: название и адрес отправителя; в данных импорта – зарубежный поставщик.
        - **Количество и единица**: заявленное количество и единица измерения – штуки, комплекты, килограммы.
        - **Вес**: брутто или нетто, обычно в килограммах.
        - **Стоимость**: заявленная стоимость, как правило на условиях FOB или CIF, с указанием валюты.
        - **Порты**: порт погрузки, порт выгрузки или таможенный пост.
        - **Вид транспорта**: морской, воздушный, автомобильный, железнодорожный и др.

        ## Советы по работе с данными

        1. Название компании может писаться по-разному; мы нормализуем названия, но сверяйте и адрес.
        2. Базис стоимости различается по странам: при сравнении учитывайте разницу между FOB и CIF.
        3. Если страна не раскрывает компании, изучайте объём рынка и цены по кодам HS и описаниям.

        Готовы? Перейдите на [страницу пакетов](/{site}/package) и выберите подходящий.
        `,
      ),
    },
    demoCta(
      l(
        '想看某个国家的真实记录？',
        'Want to see real records for a country?',
        'Хотите увидеть реальные записи по стране?',
      ),
      l(
        '预约演示，我们会用您关心的国家和产品展示完整字段。',
        'Book a demo and we will show you every field for the countries and products you care about.',
        'Запишитесь на демо – покажем все поля по нужным странам и товарам.',
      ),
    ),
  ],
}

export const packagePages: SeedPage[] = [packagePage, packageLearn]
