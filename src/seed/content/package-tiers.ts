import type { SeedPackageTier } from '../types'

/**
 * The five yearly data packages (SPEC §3, §9). Prices in USD per year, one payment at contract start, no repeat
 * billing. memberLevel is the membership level the package grants (pro 4 … global deluxe 8).
 */
export const packageTiers: SeedPackageTier[] = [
  {
    code: 'PRO',
    priceUsd: 899,
    memberLevel: 4,
    importCountries: 1,
    exportCountries: 0,
    name: { zh: 'PRO 美国进口版', en: 'PRO', ru: 'PRO' },
    summary: {
      zh: '专注美国市场：完整的美国进口提单数据，适合以美国为主要目标市场的工厂和外贸团队。',
      en: 'Focused on the United States: full US import bill-of-lading data for factories and export teams whose main market is America.',
      ru: 'Фокус на США: полные данные коносаментов по импорту в США для производителей и экспортных команд, для которых Америка — главный рынок.',
    },
    features: [
      { zh: '美国进口数据（1 个国家）', en: 'US import data (1 country)', ru: 'Данные импорта США (1 страна)' },
      {
        zh: '按产品、HS 编码、公司名称检索进口商与供应商',
        en: 'Search importers and suppliers by product, HS code or company name',
        ru: 'Поиск импортёров и поставщиков по товару, коду ТН ВЭД (HS) или названию компании',
      },
      {
        zh: '采购商贸易伙伴报告与采购周期分析',
        en: 'Buyer partner reports and purchasing-cycle analysis',
        ru: 'Отчёты о торговых партнёрах покупателя и анализ циклов закупок',
      },
      {
        zh: '年付一次，合同生效时一次性付款，不自动续费',
        en: 'Billed yearly: one payment at contract start, no repeat billing',
        ru: 'Годовой тариф: один платёж при заключении договора, без автоматического продления',
      },
    ],
  },
  {
    code: 'Global',
    priceUsd: 2399,
    memberLevel: 5,
    importCountries: 19,
    exportCountries: 0,
    name: { zh: 'Global 全球版', en: 'Global', ru: 'Global' },
    summary: {
      zh: '覆盖 19 个国家的进口数据，帮助您在北美、拉美、欧洲和亚洲主要市场同时寻找采购商。',
      en: 'Import data for 19 countries, so you can find buyers across the main markets of North America, Latin America, Europe and Asia at once.',
      ru: 'Данные импорта 19 стран: ищите покупателей сразу на ключевых рынках Северной и Латинской Америки, Европы и Азии.',
    },
    features: [
      { zh: '19 个国家进口数据', en: 'Import data for 19 countries', ru: 'Данные импорта 19 стран' },
      {
        zh: '跨国比较同一采购商的进货来源与频次',
        en: 'Compare a buyer’s sources and order frequency across countries',
        ru: 'Сравнение источников и частоты закупок одного покупателя в разных странах',
      },
      {
        zh: '贸易伙伴报告、公司档案与联系人线索',
        en: 'Partner reports, company profiles and contact leads',
        ru: 'Отчёты о партнёрах, профили компаний и контактные данные',
      },
      {
        zh: '年付一次，合同生效时一次性付款，不自动续费',
        en: 'Billed yearly: one payment at contract start, no repeat billing',
        ru: 'Годовой тариф: один платёж при заключении договора, без автоматического продления',
      },
    ],
  },
  {
    code: 'Plus',
    priceUsd: 2999,
    memberLevel: 6,
    importCountries: 26,
    exportCountries: 2,
    highlighted: true,
    name: { zh: 'Plus 全球增强版', en: 'Global Plus', ru: 'Global Plus' },
    summary: {
      zh: '26 国进口数据加 2 国出口数据，既能找采购商，也能看清竞争对手的出货去向。最受外贸团队欢迎的版本。',
      en: 'Import data for 26 countries plus export data for 2: find buyers and see where your competitors ship. Our most popular package for export teams.',
      ru: 'Импорт: 26 стран, экспорт: 2 страны. Находите покупателей и видите, куда отгружают конкуренты. Самый популярный пакет у экспортных команд.',
    },
    features: [
      {
        zh: '26 个国家进口数据 + 2 个国家出口数据',
        en: 'Import data for 26 countries + export data for 2 countries',
        ru: 'Импорт: 26 стран + экспорт: 2 страны',
      },
      {
        zh: '竞争对手出货追踪：客户、数量、价格区间',
        en: 'Competitor shipment tracking: customers, volumes, price ranges',
        ru: 'Отслеживание отгрузок конкурентов: клиенты, объёмы, ценовые диапазоны',
      },
      {
        zh: '市场分析：国家、港口、HS 编码维度的趋势',
        en: 'Market analysis by country, port and HS code',
        ru: 'Анализ рынка по странам, портам и кодам HS',
      },
      {
        zh: '年付一次，合同生效时一次性付款，不自动续费',
        en: 'Billed yearly: one payment at contract start, no repeat billing',
        ru: 'Годовой тариф: один платёж при заключении договора, без автоматического продления',
      },
    ],
  },
  {
    code: 'Luxury',
    priceUsd: 4399,
    memberLevel: 7,
    importCountries: 29,
    exportCountries: 21,
    name: { zh: 'Luxury 全球尊享版', en: 'Global Luxury', ru: 'Global Luxury' },
    summary: {
      zh: '29 国进口数据与 21 国出口数据，进出口双向视角，适合多市场布局的贸易公司与品牌出海团队。',
      en: 'Import data for 29 countries and export data for 21: a two-way view for trading companies and brands active in many markets.',
      ru: 'Импорт: 29 стран, экспорт: 21 страна. Двусторонний взгляд на торговлю для компаний, работающих на многих рынках.',
    },
    features: [
      {
        zh: '29 个国家进口数据 + 21 个国家出口数据',
        en: 'Import data for 29 countries + export data for 21 countries',
        ru: 'Импорт: 29 стран + экспорт: 21 страна',
      },
      {
        zh: '供应链上下游穿透：供应商、采购商、物流商',
        en: 'Follow the supply chain up and down: suppliers, buyers, forwarders',
        ru: 'Анализ цепочки поставок: поставщики, покупатели, экспедиторы',
      },
      {
        zh: '多国数据合并检索与批量导出',
        en: 'Combined multi-country search and bulk export',
        ru: 'Совместный поиск по нескольким странам и пакетная выгрузка',
      },
      {
        zh: '年付一次，合同生效时一次性付款，不自动续费',
        en: 'Billed yearly: one payment at contract start, no repeat billing',
        ru: 'Годовой тариф: один платёж при заключении договора, без автоматического продления',
      },
    ],
  },
  {
    code: 'Deluxe',
    priceUsd: 5699,
    memberLevel: 8,
    importCountries: 62,
    exportCountries: 47,
    name: { zh: 'Deluxe 全球至尊版', en: 'Global Deluxe', ru: 'Global Deluxe' },
    summary: {
      zh: '62 国进口数据与 47 国出口数据，我们覆盖面最广的年度套餐，适合大型贸易集团、研究机构与咨询公司。',
      en: 'Import data for 62 countries and export data for 47: our widest yearly package, for large trading groups, research institutes and consultancies.',
      ru: 'Импорт: 62 страны, экспорт: 47 стран. Наш самый широкий годовой пакет для крупных торговых групп, исследовательских и консалтинговых компаний.',
    },
    features: [
      {
        zh: '62 个国家进口数据 + 47 个国家出口数据',
        en: 'Import data for 62 countries + export data for 47 countries',
        ru: 'Импорт: 62 страны + экспорт: 47 стран',
      },
      {
        zh: '覆盖新兴市场：拉美、非洲、中亚与东南亚',
        en: 'Emerging markets included: Latin America, Africa, Central and Southeast Asia',
        ru: 'Включены развивающиеся рынки: Латинская Америка, Африка, Центральная и Юго-Восточная Азия',
      },
      {
        zh: '专属客户成功经理与数据使用培训',
        en: 'Dedicated customer-success manager and data training',
        ru: 'Персональный менеджер по работе с клиентами и обучение работе с данными',
      },
      {
        zh: '年付一次，合同生效时一次性付款，不自动续费',
        en: 'Billed yearly: one payment at contract start, no repeat billing',
        ru: 'Годовой тариф: один платёж при заключении договора, без автоматического продления',
      },
    ],
  },
]
