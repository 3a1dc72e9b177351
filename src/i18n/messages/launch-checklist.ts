/** The launch checklist of the admin (features/operations/launch-checklist.ts): its checks and the fields they name. */
import { part } from '../catalogue'

export const LAUNCH_CHECKLIST = part({
  zh: {
    contactDomain: '设置联系邮箱域名（站点设置 → 公司与数据口径）',
    placeholderAddresses: '替换占位域名（.example）上的地址',
    samplePhones: '替换示例数据中的电话号码和即时通讯账号',
    'widget.phone': '站点设置 › 悬浮联系窗 › 电话',
    'widget.qq': '站点设置 › 悬浮联系窗 › QQ 号',
    'widget.wechatId': '站点设置 › 悬浮联系窗 › 微信号',
    sampleBankAccounts: '替换示例数据中的银行转账信息和税号',
    'bank.international': '站点设置 › 银行转账 › 香港 / 境外账户 › 账号',
    'bank.mainland': '站点设置 › 银行转账 › 中国大陆账户 › 账号',
    'seller.taxId': '站点设置 › 收据 › 税号 / 登记号',
    sampleCaseStudies: '替换或下线示例客户案例（客户案例）',
  },
  en: {
    contactDomain: 'Set the contact domain (Site settings → Company and claims)',
    placeholderAddresses: 'Replace addresses on placeholder domains (.example)',
    samplePhones: 'Replace the sample phone numbers and messenger IDs of the seed',
    'widget.phone': 'Site settings › Contact widget › Phone',
    'widget.qq': 'Site settings › Contact widget › QQ',
    'widget.wechatId': 'Site settings › Contact widget › WeChat ID',
    sampleBankAccounts: 'Replace the sample bank-transfer details and tax number of the seed',
    'bank.international': 'Site settings › Bank transfer › Hong Kong / international › Account number',
    'bank.mainland': 'Site settings › Bank transfer › Mainland China › Account number',
    'seller.taxId': 'Site settings › Receipts › Tax / registration number',
    sampleCaseStudies: 'Replace the sample customer stories (Case studies), or unpublish them',
  },
  ru: {
    contactDomain: 'Укажите домен контактных адресов (Настройки сайта → Компания и показатели)',
    placeholderAddresses: 'Замените адреса на доменах-заглушках (.example)',
    samplePhones: 'Замените примерные номера телефонов и мессенджеров',
    'widget.phone': 'Настройки сайта › Виджет контактов › Телефон',
    'widget.qq': 'Настройки сайта › Виджет контактов › QQ',
    'widget.wechatId': 'Настройки сайта › Виджет контактов › ID в WeChat',
    sampleBankAccounts: 'Замените примерные банковские реквизиты и ИНН',
    'bank.international': 'Настройки сайта › Банковский перевод › Гонконг / международный счёт › Номер счёта',
    'bank.mainland': 'Настройки сайта › Банковский перевод › Счёт в материковом Китае › Номер счёта',
    'seller.taxId': 'Настройки сайта › Квитанции › ИНН / регистрационный номер',
    sampleCaseStudies: 'Замените примерные истории клиентов (Кейсы) или снимите их с публикации',
  },
})
