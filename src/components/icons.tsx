/**
 * The few icons the lists draw, inline (no request, no icon font, no emoji font needed on the
 * phone): decorative, so hidden from screen readers; the control beside them carries the words.
 */
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const SearchIcon = () => (
  <svg aria-hidden="true" {...common}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m20 20-4.8-4.8" />
  </svg>
)

export const MapIcon = () => (
  <svg aria-hidden="true" {...common}>
    <path d="M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </svg>
)

export const ListIcon = () => (
  <svg aria-hidden="true" {...common}>
    <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
  </svg>
)
