/** The admin's labels and help texts of features/catalogue/Offices.ts, by field (and option). */
import { part } from '../../catalogue'

export const OFFICES = part({
  zh: {
    city: '城市',
    country: '国家/地区',
    address: '地址',
    hours: '办公时间',
    phone: '电话',
    email: '邮箱',
    singular: '办公室',
    plural: '办公地点',
    'email.description': '例如 shanghai@{domain}：{domain} 为站点设置中的联系邮箱域名',
  },
  en: {
    city: 'City',
    country: 'Country',
    address: 'Address',
    hours: 'Opening hours',
    phone: 'Phone',
    email: 'E-mail',
    singular: 'Office',
    plural: 'Offices',
    'email.description': 'e.g. shanghai@{domain}: {domain} is the contact domain of the site settings',
  },
  ru: {
    city: 'Город',
    country: 'Страна',
    address: 'Адрес',
    hours: 'Часы работы',
    phone: 'Телефон',
    email: 'E-mail',
    singular: 'Офис',
    plural: 'Офисы',
    'email.description': 'напр. shanghai@{domain}: {domain} – домен контактных адресов из настроек сайта',
  },
})
