/**
 * Line icons of the home page's feature cards, inline so they need no
 * request, no icon font and no emoji font (missing on many Linux desktops).
 */
const PATHS = {
  chat: 'M4 5h16v10H9l-5 4z',
  photos: 'M4 7h3l2-2h6l2 2h3v12H4z M12 10a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  videos: 'M4 6h11v12H4z M15 10l5-3v10l-5-3',
  custom: 'M4 4h16v16H4z M4 16l5-5l4 4l3-3l4 4 M15 8h.01',
} as const

export type Feature = keyof typeof PATHS

export default function FeatureIcon({ feature }: { feature: Feature }) {
  return (
    <span className={`feature-icon feature-${feature}`} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[feature]} />
      </svg>
    </span>
  )
}
