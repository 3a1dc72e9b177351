/** Who runs each cookie-setting analytics sink and where, as the cookie banner names it. */
import { part } from '../catalogue'

export const ANALYTICS_PROVIDERS = part({
  zh: {
    ga: 'Google Analytics（Google LLC，美国）',
    metrica: 'Yandex Metrica（Yandex LLC，俄罗斯）',
    baidu: '百度统计（北京百度网讯科技有限公司）',
    plausible: 'Plausible Analytics',
  },
  en: {
    ga: 'Google Analytics (Google LLC, USA)',
    metrica: 'Yandex Metrica (Yandex LLC, Russia)',
    baidu: 'Baidu Tongji (Baidu, China)',
    plausible: 'Plausible Analytics',
  },
  ru: {
    ga: 'Google Analytics (Google LLC, США)',
    metrica: 'Яндекс Метрика (ООО «Яндекс», Россия)',
    baidu: 'Baidu Tongji (Baidu, Китай)',
    plausible: 'Plausible Analytics',
  },
})
