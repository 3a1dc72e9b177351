/** The admin's labels and help texts of features/markets/markets-settings.ts, by field (and option). */
import { part } from '../../catalogue'

export const MARKETS_SETTINGS = part({
  zh: {
    cn: '/cn（中文站）',
    en: '/en（英文站）',
    ru: '/ru（俄文站）',
    baidu: '百度',
    yandex: 'Yandex',
    bing: '必应',
    google: '谷歌',
    'markets.filingsOn.en': '/en（英文站）',
    'markets.filingsOn.ru': '/ru（俄文站）',
  },
  en: {
    cn: '/cn (Chinese site)',
    en: '/en (English site)',
    ru: '/ru (Russian site)',
    baidu: 'Baidu',
    yandex: 'Yandex',
    bing: 'Bing',
    google: 'Google',
    'markets.filingsOn.en': '/en (English site)',
    'markets.filingsOn.ru': '/ru (Russian site)',
  },
  ru: {
    cn: '/cn (китайский сайт)',
    en: '/en (английский сайт)',
    ru: '/ru (русский сайт)',
    baidu: 'Baidu',
    yandex: 'Яндекс',
    bing: 'Bing',
    google: 'Google',
    'markets.filingsOn.en': '/en (английский сайт)',
    'markets.filingsOn.ru': '/ru (русский сайт)',
  },
})
