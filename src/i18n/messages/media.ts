/** The refusal of an upload from a URL (src/features/media/upload-guard.ts). */
import { part } from '../catalogue'

export const MEDIA_ANSWERS = part({
  zh: {
    urlUpload: '不支持通过网址上传，请直接上传文件',
  },
  en: {
    urlUpload: 'Uploads from a URL are not accepted: upload the file itself.',
  },
  ru: {
    urlUpload: 'Загрузка по ссылке не поддерживается: загрузите сам файл.',
  },
})
