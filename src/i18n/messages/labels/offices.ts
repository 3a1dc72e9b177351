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
  },
  en: {
    city: 'City',
    country: 'Country',
    address: 'Address',
    hours: 'Opening hours',
    phone: 'Phone',
    email: 'E-mail',
  },
  ru: {
    city: 'Город',
    country: 'Страна',
    address: 'Адрес',
    hours: 'Часы работы',
    phone: 'Телефон',
    email: 'E-mail',
  },
})
