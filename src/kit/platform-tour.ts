/**
 * The platform tour: a short video of the product screens, made by scripts/visuals/platform-tour.ts and served from
 * public/ (with a WebP poster beside it); also seeded as the news video's address.
 */
export const PLATFORM_TOUR_VIDEO = {
  url: '/media/video/platform-tour.mp4',
  poster: '/media/video/platform-tour.webp',
  width: 960,
  height: 600,
} as const
