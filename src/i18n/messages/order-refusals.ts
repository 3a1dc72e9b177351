/** Why an order change is refused (src/features/orders/order-refusals.ts), and the names of the fields a paid order keeps. */
import { part } from '../catalogue'

export const ORDER_REFUSALS = part({
  zh: {
    settledDelete: '订单 {id} 已付款，须保留在账簿中，不能删除。请改为退款。',
    transition: '订单不能从“{from}”变为“{to}”。',
    'no-payment': '尚无付款记录：请先记录 PayPal 收款，或记录合计达到订单金额的银行转账。',
    'no-refund': '没有与此状态相符的退款记录：请使用退款按钮办理退款。',
    fixed: '订单已付款：其{field}已载入收据，不能再修改。',
    transfersFixed: '订单已付款：已入账的银行转账不能再修改。',
    reason: '请填写状态变更原因（最多 500 个字符）。',
  },
  en: {
    settledDelete: 'Order {id} was paid: it stays in the books and cannot be deleted. Refund it instead.',
    transition: 'An order cannot move from "{from}" to "{to}".',
    'no-payment': 'No payment is recorded: record the PayPal capture or bank transfers reaching the amount first.',
    'no-refund': 'No refund is recorded for this status: refund the order with the refund button.',
    fixed: 'The order is paid: its {field} is on the receipt and can no longer change.',
    transfersFixed: 'The order is paid: the bank transfers that paid it can no longer change.',
    reason: 'Give the reason for the status change (up to 500 characters).',
  },
  ru: {
    settledDelete: 'Заказ {id} оплачен: он остаётся в учёте и не может быть удалён. Оформите возврат.',
    transition: 'Заказ нельзя перевести из «{from}» в «{to}».',
    'no-payment': 'Оплата не зафиксирована: сначала внесите платёж PayPal или банковские переводы на всю сумму.',
    'no-refund': 'Для этого статуса нет записи о возврате: оформите возврат кнопкой возврата.',
    fixed: 'Заказ оплачен: поле «{field}» указано в квитанции и больше не меняется.',
    transfersFixed: 'Заказ оплачен: банковские переводы, которыми он оплачен, больше не меняются.',
    reason: 'Укажите причину смены статуса (до 500 символов).',
  },
})

/** The fields a paid order keeps, as the refusals name them. */
export const ORDER_FIELD_NAMES = part({
  zh: {
    member: '会员',
    packageTier: '套餐',
    tierCode: '套餐',
    amount: '金额',
    currency: '币种',
    buyer: '买方信息',
  },
  en: {
    member: 'member',
    packageTier: 'package',
    tierCode: 'package',
    amount: 'amount',
    currency: 'currency',
    buyer: 'buyer',
  },
  ru: {
    member: 'участник',
    packageTier: 'пакет',
    tierCode: 'пакет',
    amount: 'сумма',
    currency: 'валюта',
    buyer: 'покупатель',
  },
})
