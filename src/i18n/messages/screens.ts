/**
 * The words of the not-found and error screens, kept apart from the other UI strings: those screens are client
 * components present on every page, and this way the browser loads these few words, not every UI string.
 * site/zh.ts, en.ts and ru.ts include them in `common`.
 */
import { part } from '../catalogue'

export const SCREEN_STRINGS = part({
  zh: {
    notFoundTitle: '您访问的页面不存在',
    notFoundText: '页面可能已被移动或删除，请检查网址或返回首页。',
    backHome: '返回首页',
    errorTitle: '出错了',
    retry: '重试',
  },
  en: {
    notFoundTitle: 'This page could not be found',
    notFoundText: 'The page may have been moved or deleted. Check the address or go back to the home page.',
    backHome: 'Back to home',
    errorTitle: 'Something went wrong',
    retry: 'Try again',
  },
  ru: {
    notFoundTitle: 'Страница не найдена',
    notFoundText: 'Возможно, страница была перемещена или удалена. Проверьте адрес или вернитесь на главную.',
    backHome: 'На главную',
    errorTitle: 'Что-то пошло не так',
    retry: 'Повторить',
  },
})

export type ScreenStrings = (typeof SCREEN_STRINGS)['zh']
