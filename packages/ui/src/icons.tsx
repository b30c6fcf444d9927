import type { ReactElement } from 'react';

// The few inline icons of @voz/ui (no icon library). Decorative: hidden from screen readers.

const BASE = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A cross (close, remove). */
export function CrossIcon({ className = 'h-4 w-4' }: { className?: string }): ReactElement {
  return (
    <svg {...BASE} className={className}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** A chevron pointing right (rotated by its caller to point down when expanded). */
export function ChevronIcon({ className = 'h-3 w-3' }: { className?: string }): ReactElement {
  return (
    <svg {...BASE} className={className}>
      <path d="M6 3.5L10.5 8 6 12.5" />
    </svg>
  );
}

/** A calendar. */
export function CalendarIcon({ className = 'h-4 w-4' }: { className?: string }): ReactElement {
  return (
    <svg {...BASE} className={className}>
      <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
      <path d="M2.5 6.5h11M5.5 2v3M10.5 2v3" />
    </svg>
  );
}

/** A check mark. */
export function CheckIcon({ className = 'h-3 w-3' }: { className?: string }): ReactElement {
  return (
    <svg {...BASE} strokeWidth={2.25} className={className}>
      <path d="M3.5 8.5l3 3 6-7" />
    </svg>
  );
}

/** A magnifying glass. */
export function SearchIcon({ className = 'h-4 w-4' }: { className?: string }): ReactElement {
  return (
    <svg {...BASE} className={className}>
      <circle cx="7" cy="7" r="4.25" />
      <path d="M10.25 10.25L13.5 13.5" />
    </svg>
  );
}
