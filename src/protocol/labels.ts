/**
 * Option-label conventions shared by cards, lint and docs: the "(Recommended)"
 * suffix is a display hint only; the answer always carries the original label.
 */
/** DSH's rule (QuestionComposer `parseRecommendedLabel`): an ASCII or a full-width pair, any case, no spaces inside. */
const RECOMMENDED_SUFFIX = /\s*(?:\((?:recommended|推荐)\)|（(?:recommended|推荐)）)\s*$/i;

export interface DisplayLabel {
  readonly text: string;
  readonly recommended: boolean;
}

export function parseOptionLabel(label: string): DisplayLabel {
  const match = RECOMMENDED_SUFFIX.exec(label);
  if (match === null) return { text: label, recommended: false };
  // As DSH: a label that is nothing but the suffix shows as an empty label beside the badge.
  return { text: label.slice(0, match.index), recommended: true };
}
