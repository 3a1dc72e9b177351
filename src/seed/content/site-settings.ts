import type { SeedSiteSettings } from '../types'

/** The site-settings global: claims, contact widget, bank transfer details, addresses and social links. */
export const siteSettings: SeedSiteSettings = {
  claims: {
    countries: '250+',
    countriesExact: '252',
    creditCountries: '230',
    companies: { zh: '1.26 亿', en: '126 million', ru: '126 млн' },
  },
  contactWidget: {
    wechatId: 'TradeCompass_CS',
    qq: '2851736409',
    phone: '400-820-6537',
    hours: {
      zh: '周一至周五 9:00–18:00（法定节假日除外）',
      en: 'Monday to Friday, 9:00–18:00 Beijing time (except Chinese public holidays)',
      ru: 'Понедельник–пятница, 9:00–18:00 по пекинскому времени (кроме праздников КНР)',
    },
  },
  bankTransfer: {
    international: {
      beneficiary: 'TradeCompass (Hong Kong) Limited',
      bank: 'The Hongkong and Shanghai Banking Corporation Limited',
      account: '848-302715-838',
      swift: 'HSBCHKHHHKH',
      address: '1 Queen’s Road Central, Central, Hong Kong',
      note: {
        zh: '请在汇款附言中注明订单号，并将汇款水单发送至 sales@{domain}。款项以美元汇入，汇款手续费由付款方承担；到账确认后我们将在 1 个工作日内为您开通服务。',
        en: 'Please include your order number in the transfer reference and send the remittance slip to sales@{domain}. Pay in US dollars; bank charges are borne by the payer. We activate your service within one business day after the funds arrive.',
        ru: 'Пожалуйста, укажите номер заказа в назначении платежа и отправьте платёжное поручение на sales@{domain}. Оплата в долларах США, банковские комиссии за счёт плательщика. Мы подключим сервис в течение одного рабочего дня после поступления средств.',
      },
    },
    mainland: {
      beneficiary: '上海贸易罗盘信息科技有限公司',
      bank: '招商银行',
      account: '1219 0873 5610 502',
      branch: '招商银行上海张江支行',
      note: {
        zh: '请在转账备注中填写订单号，并将银行回单发送至 sales@{domain}。人民币对公转账到账后，我们将在 1 个工作日内开通服务并开具增值税发票。',
        en: 'For payments in RMB from mainland China. Please include your order number in the transfer reference and send the bank receipt to sales@{domain}. We activate your service and issue a VAT invoice within one business day after the funds arrive.',
        ru: 'Для платежей в юанях с материкового Китая. Пожалуйста, укажите номер заказа в назначении платежа и отправьте банковскую квитанцию на sales@{domain}. Сервис подключается в течение одного рабочего дня после поступления средств.',
      },
    },
  },
  seller: {
    legalName: {
      zh: '上海贸易罗盘信息科技有限公司',
      en: 'TradeCompass Information Technology (Shanghai) Co., Ltd.',
      ru: 'TradeCompass Information Technology (Shanghai) Co., Ltd.',
    },
    address: {
      zh: '中国上海市浦东新区张江高科技园区碧波路 690 号 5 号楼 301 室，邮编 201203',
      en: 'Room 301, Building 5, 690 Bibo Road, Zhangjiang Hi-Tech Park, Pudong, Shanghai 201203, China',
      ru: 'Китай, 201203, Шанхай, Пудун, технопарк Чжанцзян, ул. Бибо, 690, корп. 5, офис 301',
    },
    taxId: '91310115MA1H7XQ52K',
    taxRate: 0,
    taxLabel: { zh: '增值税', en: 'VAT', ru: 'НДС' },
  },
  supportEmail: 'support@{domain}',
  salesEmail: 'sales@{domain}',
  social: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/tradecompass' },
    { name: 'Facebook', url: 'https://www.facebook.com/tradecompass' },
    { name: 'YouTube', url: 'https://www.youtube.com/@tradecompass' },
    { name: 'WeChat', url: 'https://mp.weixin.qq.com/tradecompass' },
    { name: 'VK', url: 'https://vk.com/tradecompass' },
  ],
  companyName: {
    zh: '上海贸易罗盘信息科技有限公司',
    en: 'TradeCompass Information Technology (Shanghai) Co., Ltd.',
    ru: 'TradeCompass Information Technology (Shanghai) Co., Ltd.',
  },
  slogan: {
    zh: '用真实贸易数据，找到下一个客户',
    en: 'Find your next customer in real trade data',
    ru: 'Находите новых клиентов по реальным данным внешней торговли',
  },
}
