'use client'
/**
 * What the visitor forms share (SPEC §3, §5): post to the public API with the visitor's language and page, show the
 * server's message on failure or the sent notice on success; and the image code, which answers once, right or wrong,
 * so every attempt gets a new one.
 */
import { useState } from 'react'

import type { Locale } from '@/domain/locale'

import { postJson } from './public-api'

export function useImageCode(clearAnswer: () => void) {
  const [version, setVersion] = useState(() => Date.now())
  const refresh = () => {
    setVersion(Date.now())
    clearAnswer()
  }
  return { version, refresh }
}

export function useSubmission(path: string, locale: Locale, afterAttempt?: () => void) {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState('')
  const submit = async (data: object, onSuccess: () => void) => {
    setFailure('')
    const outcome = await postJson(path, { ...data, locale, page: window.location.pathname }, locale)
    afterAttempt?.()
    if (!outcome.ok) return setFailure(outcome.message)
    onSuccess()
    setSent(true)
  }
  return { sent, setSent, failure, submit }
}
