/**
 * How much of a question the card's heading draws while it is clamped to four
 * lines: a bounded prefix, so that a question of megabytes costs the browser no
 * more to shape and lay out than one that fills the four lines (the rest is
 * drawn only when "Show all" opens it). Four lines at the widest card hold a few
 * hundred characters; the prefix is several times that, so the clamp, not the
 * prefix, decides what is seen. Shared by the app's card and the first card the
 * entry draws before the app (src/app/first-card.ts).
 */
export const TITLE_PREFIX = 1200;

/** The text the heading draws: all of it when open or short enough, else its prefix and an ellipsis. */
export function titleText(question: string, open: boolean): string {
  return open || question.length <= TITLE_PREFIX ? question : `${question.slice(0, TITLE_PREFIX)}…`;
}
