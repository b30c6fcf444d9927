// The two flags of the language switch (platform-core.md §1: US for English, MX for Spanish),
// drawn inline: nothing is downloaded.
import type { ReactElement } from 'react';

/** Mexico's flag, simplified (the emblem as a brown disc). */
export function MexicoFlag({ className = 'h-4 w-6' }: { className?: string }): ReactElement {
  return (
    <svg viewBox="0 0 21 12" className={className} aria-hidden="true" focusable="false">
      <rect width="7" height="12" fill="#006847" />
      <rect x="7" width="7" height="12" fill="#fff" />
      <rect x="14" width="7" height="12" fill="#ce1126" />
      <circle cx="10.5" cy="6" r="1.8" fill="#8c6239" />
    </svg>
  );
}

/** The United States' flag, simplified (seven stripes, a plain canton). */
export function UnitedStatesFlag({ className = 'h-4 w-6' }: { className?: string }): ReactElement {
  return (
    <svg viewBox="0 0 19 10" className={className} aria-hidden="true" focusable="false">
      <rect width="19" height="10" fill="#fff" />
      {[0, 2, 4, 6, 8].map((y) => (
        <rect key={y} y={y * (10 / 9) * 0.9} width="19" height="0.9" fill="#b22234" />
      ))}
      <rect width="8" height="5.4" fill="#3c3b6e" />
    </svg>
  );
}
