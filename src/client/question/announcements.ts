/**
 * What the cards' live regions said (validation, submitting, a failed send),
 * in order, for the A11y tab to list. The cards load it with the first card,
 * so it is a bare array and a listener set; wording, timing display and the
 * panel itself load later.
 */
export type AnnouncementKind = 'validation' | 'submitting' | 'status';

export interface Announcement {
  /** Milliseconds since the page started (performance.now()). */
  readonly at: number;
  readonly kind: AnnouncementKind;
  readonly text: string;
}

/** The latest announcements, oldest first (at most 200). */
export const announcements: Announcement[] = [];
export const announcementListeners = new Set<() => void>();

/** Records what a live region now says; an empty region says nothing. */
export function announce(kind: AnnouncementKind, text: string): void {
  if (text === '') return;
  if (announcements.push({ at: performance.now(), kind, text }) > 200) announcements.shift();
  for (const listener of announcementListeners) listener();
}
