/**
 * The double-click guard's rule, on plain click records (a real browser's clicks
 * are trusted and stamped; jsdom's are neither, so the card-level behaviour is
 * tested in Chromium, test/e2e/card-robustness.test.ts):
 * after an auto-advance revealed a question, a pointer click on it within the
 * guard is ignored; a click of a multi-click sequence that began before it
 * appeared is ignored however late; keyboard and script clicks never are.
 */
import { describe, expect, it } from 'vitest';
import { DOUBLE_CLICK_GUARD_MS, makePointerGuard, type ClickLike } from '../../../src/client/question/pointer-guard.ts';

const click = (timeStamp: number, detail = 1, isTrusted = true): ClickLike => ({ timeStamp, detail, isTrusted });

/** The first click of a sequence at t=1000 answers question 0 and reveals question 1. */
function afterAdvance() {
  const guard = makePointerGuard();
  const first = click(1000);
  guard.noteClick(first);
  guard.advanced(first, 1);
  return guard;
}

describe('the double-click guard', () => {
  it('ignores the second click of a double-click, which lands on the revealed question', () => {
    const guard = afterAdvance();
    const second = click(1120, 2);
    guard.noteClick(second);
    expect(guard.blocks(second, 1)).toBe(true);
  });

  it('ignores any pointer click on the revealed question within the guard, and none after it', () => {
    const guard = afterAdvance();
    expect(guard.blocks(click(1000 + DOUBLE_CLICK_GUARD_MS - 1), 1)).toBe(true);
    expect(guard.blocks(click(1000 + DOUBLE_CLICK_GUARD_MS), 1)).toBe(false);
    expect(guard.blocks(click(1600), 1)).toBe(false);
  });

  it('ignores a late click of the same multi-click sequence (a slow double-click setting), whatever its time', () => {
    const guard = afterAdvance();
    const third = click(5000, 3);
    guard.noteClick(third);
    expect(guard.blocks(third, 1)).toBe(true);
  });

  it('lets a double-click that began on the revealed question, after the guard, answer it', () => {
    const guard = afterAdvance();
    const first = click(1700);
    guard.noteClick(first);
    expect(guard.blocks(first, 1)).toBe(false);
    const second = click(1800, 2);
    guard.noteClick(second);
    expect(guard.blocks(second, 1)).toBe(false);
  });

  it('never holds back the keyboard (detail 0) or a script (untrusted), and guards only the revealed question', () => {
    const guard = afterAdvance();
    expect(guard.blocks(click(1010, 0), 1)).toBe(false);
    expect(guard.blocks(click(1010, 1, false), 1)).toBe(false);
    expect(guard.blocks(click(1010), 0)).toBe(false);
    expect(guard.blocks(click(1010), 2)).toBe(false);
  });

  it('guards nothing before an auto-advance', () => {
    expect(makePointerGuard().blocks(click(10, 2), 0)).toBe(false);
  });
});
