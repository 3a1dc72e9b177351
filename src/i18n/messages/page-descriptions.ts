/** The descriptions of the sites' pages that have none of their own (src/features/markets/head-tags.ts). */
import { part } from '../catalogue'

export const PAGE_DESCRIPTIONS = part({
  zh: {
    newsList: '贸易罗盘新闻中心：公司动态、行业资讯、产品更新与展会活动，及时了解外贸数据与海关数据领域的最新进展。',
    'legal.privacy':
      '贸易罗盘隐私政策：我们收集哪些个人信息、如何使用和保存、向谁提供，以及您依据《个人信息保护法》享有的权利和行使方式。',
    'legal.terms': '贸易罗盘服务条款：账户、服务使用规则、费用、知识产权、责任限制与争议解决。',
    'legal.package-terms': '贸易罗盘数据套餐条款：套餐内容、期限、付款与退款。',
    country: '{name}进出口海关数据：覆盖范围、数据字段与更新频率。',
  },
  en: {
    newsList:
      'TradeCompass news: company announcements, industry news, product updates and events from the world of foreign-trade and customs data.',
    'legal.privacy':
      'TradeCompass privacy policy: what personal data we collect, how we use, keep and share it, and how to exercise your rights.',
    'legal.terms':
      'TradeCompass terms of service: accounts, acceptable use, fees, intellectual property, liability and disputes.',
    'legal.package-terms':
      'TradeCompass data package terms: what each package includes, its term, payment and refunds.',
    country: '{name} import and export customs data on TradeCompass: coverage, fields and update frequency.',
  },
  ru: {
    newsList:
      'Новости TradeCompass: новости компании и отрасли, обновления продукта и мероприятия в сфере данных внешней торговли и таможенной статистики.',
    'legal.privacy':
      'Политика обработки персональных данных TradeCompass: какие данные мы собираем, как используем, храним и передаём, и как реализовать ваши права по 152-ФЗ.',
    'legal.terms':
      'Условия использования TradeCompass: учётные записи, правила использования, оплата, интеллектуальная собственность, ответственность и споры.',
    'legal.package-terms': 'Условия пакетов данных TradeCompass: состав пакетов, срок действия, оплата и возврат.',
    country: 'Таможенные данные по импорту и экспорту: {name} — охват, поля и частота обновления в TradeCompass.',
  },
})
