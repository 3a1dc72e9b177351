/** The e-mails about an order: placed, paid, refunded, reminded of its reservation's end (order-mail.ts). */
import { part } from '../catalogue'

export const ORDER_MAIL = part({
  en: {
    placed: {
      subject: 'Your order {id}: {package}, {amount}',
      intro: 'Thank you for your order {id} of the {package} package ({amount}, one year).',
    },
    reserved: 'It is reserved for you until {until}. Pay online or by bank transfer on its payment page:',
    transfer: 'For a bank transfer, write the order number {id} in the reference.',
    paid: {
      subject: 'Payment received for order {id}',
      intro: 'We received your payment of {amount} for order {id} ({package}). Your package is active now.',
    },
    receipt: 'Your receipt {number} is attached; you can also download it here (signed in):',
    refunded: {
      subject: 'Refund for order {id}',
      intro: 'We refunded {refund} of order {id} ({package}). Reason: {reason}',
    },
    left: 'Paid and not refunded: {left}.',
    reminder: {
      subject: 'Order {id}: the reservation ends tomorrow',
      intro:
        'Your order {id} of the {package} package ({amount}) is reserved until {until}. After that it lapses and you would need to order again.',
    },
    view: 'Your order:',
    international: 'Hong Kong / international',
    mainland: 'Mainland China',
    sign: 'TradeCompass',
  },
  zh: {
    placed: {
      subject: '您的订单 {id}：{package}，{amount}',
      intro: '感谢您订购 {package} 套餐（订单 {id}，{amount}，一年）。',
    },
    reserved: '订单为您保留至 {until}。请在订单的支付页面在线支付或通过银行转账支付：',
    transfer: '银行转账时请在附言中注明订单号 {id}。',
    paid: {
      subject: '订单 {id} 已收到付款',
      intro: '我们已收到订单 {id}（{package}）的付款 {amount}，您的套餐现已开通。',
    },
    receipt: '付款收据 {number} 见附件；登录后也可在此下载：',
    refunded: { subject: '订单 {id} 退款通知', intro: '我们已为订单 {id}（{package}）退款 {refund}。原因：{reason}' },
    left: '已支付未退款金额：{left}。',
    reminder: {
      subject: '订单 {id} 的保留期明天结束',
      intro: '您的订单 {id}（{package}，{amount}）保留至 {until}，之后将失效，需要重新下单。',
    },
    view: '查看订单：',
    international: '香港 / 国际',
    mainland: '中国大陆',
    sign: 'TradeCompass 贸易罗盘',
  },
  ru: {
    placed: {
      subject: 'Ваш заказ {id}: {package}, {amount}',
      intro: 'Спасибо за заказ {id}: пакет {package} ({amount}, на год).',
    },
    reserved:
      'Он зарезервирован за вами до {until}. Оплатить онлайн или банковским переводом можно на странице оплаты заказа:',
    transfer: 'При банковском переводе укажите в назначении платежа номер заказа {id}.',
    paid: {
      subject: 'Оплата заказа {id} получена',
      intro: 'Мы получили оплату {amount} по заказу {id} ({package}). Ваш пакет активен.',
    },
    receipt: 'Квитанция {number} во вложении; её также можно скачать здесь (после входа):',
    refunded: {
      subject: 'Возврат по заказу {id}',
      intro: 'Мы вернули {refund} по заказу {id} ({package}). Причина: {reason}',
    },
    left: 'Оплачено и не возвращено: {left}.',
    reminder: {
      subject: 'Заказ {id}: резерв заканчивается завтра',
      intro:
        'Ваш заказ {id}, пакет {package} ({amount}), зарезервирован до {until}. Затем он станет недействительным, и заказ придётся оформить заново.',
    },
    view: 'Ваш заказ:',
    international: 'Гонконг / международный перевод',
    mainland: 'Материковый Китай',
    sign: 'TradeCompass',
  },
})
