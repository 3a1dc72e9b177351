/** A small set of line icons for feature cards and menus (inline SVG: no icon font, no requests). */
const PATHS: Record<string, string> = {
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  globe: 'M12 2a10 10 0 100 20 10 10 0 000-20zm0 0c3 3 3 17 0 20m0-20c-3 3-3 17 0 20M2 12h20',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zm10 17l-5-5',
  users:
    'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1m6.5-9a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM21 19v-1a4 4 0 00-3-3.8M16 3.2a3.5 3.5 0 010 6.6',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  target: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4a5 5 0 100 10 5 5 0 000-10zm0 4a1 1 0 100 2 1 1 0 000-2z',
  database:
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14m6-12v14',
  ship: 'M3 17l2 4h14l2-4H3zm2-4V8h14v5M9 8V4h6v4',
  building: 'M4 21V3h10v18m0-12h6v12M8 7h2m-2 4h2m-2 4h2M2 21h20',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 13h18',
  graduation: 'M12 4L2 9l10 5 10-5zM6 11v5c3 2 9 2 12 0v-5',
  newspaper: 'M4 5h13v14H6a2 2 0 01-2-2zm13 4h3v8a2 2 0 01-2 2M8 9h5m-5 4h5',
  scale: 'M12 3v18M5 21h14M5 7h14M5 7l-3 7h6zm14 0l-3 7h6z',
  bank: 'M3 10l9-6 9 6M5 10v8m4-8v8m6-8v8m4-8v8M3 21h18',
  coins:
    'M8 5c3.3 0 6 1 6 2.5S11.3 10 8 10 2 9 2 7.5 4.7 5 8 5zM2 7.5v4C2 13 4.7 14 8 14s6-1 6-2.5m-4 3c.6 1.5 3 2.5 6 2.5 3.3 0 6-1 6-2.5v-4C22 9 19.3 8 16 8',
  chat: 'M4 5h16v11H9l-5 4z',
  tool: 'M14 6a4 4 0 105 5l-9 9-3-3 9-9',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z',
  check: 'M4 12l5 5L20 6',
  document: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8m-8 4h8',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 3',
  cart: 'M3 4h2.5l2.2 11h10.6L21 7H6.4M10 20a1 1 0 100-2 1 1 0 000 2zm7 0a1 1 0 100-2 1 1 0 000 2z',
  factory: 'M3 21V10l5 3V10l5 3V10l5 3V4h3v17zM3 21h18M7 17h2m3 0h2m3 0h2',
  trending: 'M3 17l6-6 4 4 8-8m0 0h-5m5 0v5',
  phone: 'M5 3h4l2 5-3 2a11 11 0 006 6l2-3 5 2v4a2 2 0 01-2 2A17 17 0 013 5a2 2 0 012-2z',
}

export function Icon({ name, size = 22 }: { name?: string | null; size?: number }) {
  const d = PATHS[name ?? ''] ?? PATHS.check
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
