/**
 * Production refuses to run half-configured (no SMTP, no public origin, a default secret), with one
 * message naming every missing setting; the build id comes from the environment or the commit (one release, one id).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEVELOPMENT_SECRET, productionConfigError, productionConfigProblems } from '@/settings'

import { buildIdOf } from '../../next.config'

const complete = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'f'.repeat(64),
  PUBLIC_SERVER_URL: 'https://www.tradecompass.com',
  SMTP_HOST: 'smtp.example.com',
}

describe('production settings', () => {
  it('starts when the secret, the public origin and mail are configured', () => {
    expect(productionConfigProblems(complete)).toEqual([])
    expect(productionConfigError(complete)).toBeNull()
  })

  it('names each missing setting', () => {
    const { SMTP_HOST: _smtp, ...noMail } = complete
    expect(productionConfigProblems(noMail)).toEqual([expect.stringMatching(/^SMTP_HOST is not set/)])
    const { PUBLIC_SERVER_URL: _origin, ...noOrigin } = complete
    expect(productionConfigProblems(noOrigin)).toEqual([expect.stringMatching(/^PUBLIC_SERVER_URL is not set/)])
    expect(productionConfigProblems({ ...complete, PAYLOAD_SECRET: DEVELOPMENT_SECRET })).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET/),
    ])
    const message = productionConfigError({ NODE_ENV: 'production' })!
    expect(message).toMatch(/docs\/OPERATIONS\.md/)
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(3)
  })

  it('takes mail written to the log only when asked for by name', () => {
    const { SMTP_HOST: _smtp, ...noMail } = complete
    expect(productionConfigProblems({ ...noMail, MAIL_DELIVERY: 'log' })).toEqual([])
  })

  it('asks nothing of development or of the build', () => {
    expect(productionConfigProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(productionConfigProblems({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toEqual([])
  })

  it('the production server itself stops with that message before it listens', () => {
    const root = path.resolve(import.meta.dirname, '../..')
    let output = ''
    let status = 0
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'src/server/serve.ts'], {
        cwd: root,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PAYLOAD_SECRET: 'f'.repeat(64), PORT: '1' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 60_000,
      })
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string }
      status = failed.status
      output = `${failed.stdout}${failed.stderr}`
    }
    expect(status).toBe(1)
    expect(output).toContain('Production refuses to start half-configured')
    expect(output).toContain('SMTP_HOST is not set')
    expect(output).toContain('PUBLIC_SERVER_URL is not set')
  }, 60_000)
})

describe('one build for every instance', () => {
  it('takes the build id from BUILD_ID, else the commit of a clean tree, else none (Next picks one)', () => {
    expect(buildIdOf({ BUILD_ID: 'release-2026.11.24' })).toBe('release-2026.11.24')
    const commit = 'a'.repeat(40)
    const clean = (args: string[]) => (args[0] === 'status' ? '' : `${commit}\n`)
    expect(buildIdOf({}, clean)).toBe(commit)
    const dirty = (args: string[]) => (args[0] === 'status' ? ' M src/app/page.tsx\n' : `${commit}\n`)
    expect(buildIdOf({}, dirty)).toBeNull()
    expect(
      buildIdOf({}, () => {
        throw new Error('no git')
      }),
    ).toBeNull()
  })
})

describe('docker-compose.yml', () => {
  it('pins every image to a version, with a maintained S3 server instead of MinIO', async () => {
    const { readFileSync } = await import('node:fs')
    const compose = readFileSync(path.resolve(import.meta.dirname, '../../docker-compose.yml'), 'utf8')
    const images = [...compose.matchAll(/^\s*image:\s*(\S+)/gm)].map((match) => match[1]!)
    expect(images.length).toBeGreaterThanOrEqual(6)
    for (const image of images) expect(image, image).toMatch(/^[\w./-]+:v?\d+(\.\d+)+$/)
    expect(images.some((image) => image.startsWith('minio/'))).toBe(false)
  })
})
