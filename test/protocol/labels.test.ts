/**
 * `parseOptionLabel` (§3.1): a trailing "(Recommended)" / "(推荐)" becomes a badge;
 * the display text loses it, the answer never does (that is the encoder's job).
 */
import { describe, expect, it } from 'vitest';
import { parseOptionLabel } from '../../src/protocol/index.ts';

describe('parseOptionLabel strips a trailing recommendation and flags it', () => {
  it.each([
    ['Fast (Recommended)', 'Fast'],
    ['Fast（Recommended）', 'Fast'],
    ['快速 (推荐)', '快速'],
    ['快速（推荐）', '快速'],
    ['Fast (recommended)', 'Fast'],
    ['Fast (RECOMMENDED)', 'Fast'],
    ['Fast (ReCoMmEnDeD)', 'Fast'],
    ['Fast (Recommended)   ', 'Fast'],
    ['Use the cache (Recommended)', 'Use the cache'],
  ])('%j displays as %j with a badge', (label, text) => {
    expect(parseOptionLabel(label)).toStrictEqual({ text, recommended: true });
  });
});

describe('parseOptionLabel leaves other labels alone', () => {
  it.each([
    'Fast',
    'Recommended',
    '(Recommended) Fast',
    'Fast (Recommended) mode',
    'Fast 推荐',
    'Fast (Recommend)',
    'Fast (Not recommended)',
    'Fast( Recommended )',
    'Fast (Recommended）',
  ])('%j keeps its text and gets no badge', (label) => {
    expect(parseOptionLabel(label)).toStrictEqual({ text: label, recommended: false });
  });

  it.each(['(Recommended)', '（推荐）', '  (recommended) '])(
    'a label %j that is only the suffix shows as an empty label beside the badge, as in DSH',
    (label) => {
      expect(parseOptionLabel(label)).toStrictEqual({ text: '', recommended: true });
    },
  );
});
