/**
 * An upload refused because the server would have fetched it from a URL: our refusal (media/upload-guard.ts) or
 * Payload's own guard against internal addresses. Payload wraps both in a 500 "problem uploading" error; the media
 * collection answers 400 (10001) instead and the logger writes one warning without a stack.
 */
export const URL_UPLOAD_REFUSAL = 'upload from a URL refused'

export function isRefusedUrlUpload(message: unknown): boolean {
  return (
    typeof message === 'string' && (message.includes(URL_UPLOAD_REFUSAL) || message.includes('Blocked unsafe attempt'))
  )
}
