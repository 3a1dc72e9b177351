/** The words of the data-rights actions in the account menu (MyData.tsx). */
import { part } from '../catalogue'

export const MY_DATA_TEXT = part({
  zh: {
    download: '下载我的个人信息',
    delete: '注销账户',
    title: '注销账户',
    body: '注销后，您的个人信息将被删除或匿名化，登录状态立即失效；订单记录将以不含个人信息的形式保留，以履行法定的财务记录义务。此操作不可撤销。',
    password: '请输入密码确认',
    confirm: '确认注销',
    cancel: '取消',
    failed: '操作失败，请稍后重试',
  },
  en: {
    download: 'Download my data',
    delete: 'Delete my account',
    title: 'Delete your account',
    body: 'Your personal data will be erased or anonymised and you will be signed out everywhere. Orders are kept without personal data, as accounting law requires. This cannot be undone.',
    password: 'Your password, to confirm',
    confirm: 'Delete account',
    cancel: 'Cancel',
    failed: 'Something went wrong. Please try again.',
  },
  ru: {
    download: 'Скачать мои данные',
    delete: 'Удалить аккаунт',
    title: 'Удаление аккаунта',
    body: 'Ваши персональные данные будут удалены или обезличены, все сеансы завершатся. Заказы сохранятся без персональных данных, как того требует законодательство о бухгалтерском учёте. Действие необратимо.',
    password: 'Пароль для подтверждения',
    confirm: 'Удалить аккаунт',
    cancel: 'Отмена',
    failed: 'Не удалось выполнить. Попробуйте ещё раз.',
  },
})
