import { describe, expect, it } from 'vitest'

import { videoIsServed } from '../../src/ui/blocks/Video/served'
import { PLATFORM_TOUR_VIDEO } from '../../src/kit/platform-tour'

describe('videoIsServed: the player shows only when there is a file to play', () => {
  it('finds the platform tour in public/', () => {
    expect(videoIsServed(PLATFORM_TOUR_VIDEO.url)).toBe(true)
  })
  it('refuses a public address without a file, an empty one and one climbing out of public/', () => {
    expect(videoIsServed('/media/video/missing-tour.mp4')).toBe(false)
    expect(videoIsServed('')).toBe(false)
    expect(videoIsServed(null)).toBe(false)
    expect(videoIsServed('/../package.json')).toBe(false)
  })
  it('takes uploads and other origins as served', () => {
    expect(videoIsServed('/api/media/file/tour.mp4')).toBe(true)
    expect(videoIsServed('https://videos.example.com/tour.mp4')).toBe(true)
  })
})
