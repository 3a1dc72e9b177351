import type { SeedOffice } from '../types'

/** The offices shown on the contact pages. The first is the headquarters. */
export const offices: SeedOffice[] = [
  {
    city: { zh: '上海（总部）', en: 'Shanghai (headquarters)', ru: 'Шанхай (головной офис)' },
    country: { zh: '中国', en: 'China', ru: 'Китай' },
    address: {
      zh: '上海市浦东新区张江路 665 号 TradeCompass 大厦 18 楼，邮编 201203',
      en: '18/F, TradeCompass Tower, 665 Zhangjiang Road, Pudong New Area, Shanghai 201203, China',
      ru: 'Китай, 201203, Шанхай, район Пудун, ул. Чжанцзян, 665, здание TradeCompass, 18-й этаж',
    },
    phone: '+86 21 5087 3260',
    email: 'shanghai@{domain}',
    hours: {
      zh: '周一至周五 9:00–18:00（北京时间）',
      en: 'Mon–Fri 9:00–18:00 (UTC+8)',
      ru: 'Пн–Пт 9:00–18:00 (UTC+8)',
    },
  },
  {
    city: { zh: '深圳', en: 'Shenzhen', ru: 'Шэньчжэнь' },
    country: { zh: '中国', en: 'China', ru: 'Китай' },
    address: {
      zh: '深圳市南山区科技南十二路 28 号创新大厦 B 座 1106 室，邮编 518057',
      en: 'Room 1106, Tower B, Innovation Building, 28 Keji South 12th Road, Nanshan District, Shenzhen 518057, China',
      ru: 'Китай, 518057, Шэньчжэнь, район Наньшань, ул. Кэцзи Южная 12-я, 28, здание Innovation, корпус B, офис 1106',
    },
    phone: '+86 755 8632 4718',
    email: 'shenzhen@{domain}',
    hours: {
      zh: '周一至周五 9:00–18:00（北京时间）',
      en: 'Mon–Fri 9:00–18:00 (UTC+8)',
      ru: 'Пн–Пт 9:00–18:00 (UTC+8)',
    },
  },
  {
    city: { zh: '香港', en: 'Hong Kong', ru: 'Гонконг' },
    country: { zh: '中国香港', en: 'Hong Kong SAR, China', ru: 'САР Гонконг, Китай' },
    address: {
      zh: '香港九龙观塘道 388 号创纪之城一期 23 楼 2305 室',
      en: 'Unit 2305, 23/F, Millennium City 1, 388 Kwun Tong Road, Kowloon, Hong Kong',
      ru: 'Гонконг, Коулун, Квун Тонг Роуд, 388, Millennium City 1, 23-й этаж, офис 2305',
    },
    phone: '+852 3618 5420',
    email: 'hongkong@{domain}',
    hours: {
      zh: '周一至周五 9:30–18:30（香港时间）',
      en: 'Mon–Fri 9:30–18:30 (HKT)',
      ru: 'Пн–Пт 9:30–18:30 (по Гонконгу)',
    },
  },
  {
    city: { zh: '莫斯科', en: 'Moscow', ru: 'Москва' },
    country: { zh: '俄罗斯', en: 'Russia', ru: 'Россия' },
    address: {
      zh: '俄罗斯莫斯科市列宁格勒大街 39 号 80 栋，商务中心 5 层 512 室，邮编 125167',
      en: 'Office 512, 5th floor, 39 Leningradsky Prospekt, bldg. 80, Moscow 125167, Russia',
      ru: 'Россия, 125167, Москва, Ленинградский проспект, д. 39, стр. 80, 5-й этаж, офис 512',
    },
    phone: '+7 495 268 41 73',
    email: 'moscow@{domain}',
    hours: { zh: '周一至周五 9:00–18:00（莫斯科时间）', en: 'Mon–Fri 9:00–18:00 (MSK)', ru: 'Пн–Пт 9:00–18:00 (МСК)' },
  },
  {
    city: { zh: '迪拜', en: 'Dubai', ru: 'Дубай' },
    country: { zh: '阿联酋', en: 'United Arab Emirates', ru: 'ОАЭ' },
    address: {
      zh: '阿联酋迪拜商务湾 Churchill 大厦 B 座 1417 室',
      en: 'Office 1417, Churchill Tower B, Business Bay, Dubai, United Arab Emirates',
      ru: 'ОАЭ, Дубай, Business Bay, Churchill Tower B, офис 1417',
    },
    phone: '+971 4 557 6831',
    email: 'dubai@{domain}',
    hours: {
      zh: '周一至周五 9:00–18:00（海湾时间）',
      en: 'Mon–Fri 9:00–18:00 (GST)',
      ru: 'Пн–Пт 9:00–18:00 (по Дубаю)',
    },
  },
]
