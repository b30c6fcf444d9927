// When something happened in the editor (a save, a draft, a file's last change), as packages/core
// writes every date on screen (platform-core §5): DD/MM/YYYY HH:mm, in the consultant's own time zone.
import { formatDisplayDateTime } from '@voz/core';

/** The browser's IANA time zone. */
function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'DD/MM/YYYY HH:mm' of an ISO instant; the text itself when it is not one. */
export function formatInstant(iso: string, timeZone: string = localTimeZone()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDisplayDateTime(date, timeZone);
}
