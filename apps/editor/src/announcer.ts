// Spanish screen-reader announcements: one polite live region the editor page renders.
import { create } from 'zustand';

interface AnnouncerState {
  message: string;
  /** Counts announcements, so the same sentence twice is read twice. */
  serial: number;
  announce: (message: string) => void;
}

export const useAnnouncer = create<AnnouncerState>()((set) => ({
  message: '',
  serial: 0,
  announce: (message) => set((s) => ({ message, serial: s.serial + 1 })),
}));

/** Announces a sentence to screen readers. */
export const announce = (message: string): void => useAnnouncer.getState().announce(message);
