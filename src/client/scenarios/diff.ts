/**
 * Expected vs actual, readable (§10.4): an outcome string (an answer's JSON, a
 * code, a text) pretty-printed when it is JSON, and a line diff of the two so
 * the panel can mark what only one side has. The diff is the longest common
 * subsequence of lines: outcomes are a few dozen lines at most.
 */
export type DiffLine = { readonly kind: 'same' | 'removed' | 'added'; readonly text: string };

/**
 * JSON pretty-printed with two spaces; anything else as it is. A trailing " + receipt …" (the receipt a late answer
 * got) goes on a line of its own, written "receipt: …" so it never reads as the diff's "+" mark.
 */
export function prettyOutcome(value: string): string {
  const receipt = / \+ receipt (\S+)$/.exec(value);
  const body = receipt === null ? value : value.slice(0, receipt.index);
  let pretty = body;
  try {
    pretty = JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // Not JSON: a code or a plain text.
  }
  return receipt === null ? pretty : `${pretty}\nreceipt: ${receipt[1] ?? ''}`;
}

/** Lines of `expected` and `actual`, marked: removed = only expected, added = only actual. */
export function lineDiff(expected: string, actual: string): DiffLine[] {
  const a = expected.split('\n');
  const b = actual.split('\n');
  // Above this many cells the outcome is a huge batch: compare line by line in place instead.
  if (a.length * b.length > 250_000) {
    const out: DiffLine[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = a[i];
      const y = b[i];
      if (x === y && x !== undefined) out.push({ kind: 'same', text: x });
      else {
        if (x !== undefined) out.push({ kind: 'removed', text: x });
        if (y !== undefined) out.push({ kind: 'added', text: y });
      }
    }
    return out;
  }
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    const row = lcs[i] as number[];
    const next = lcs[i + 1] as number[];
    for (let j = b.length - 1; j >= 0; j--) row[j] = a[i] === b[j] ? (next[j + 1] ?? 0) + 1 : Math.max(next[j] ?? 0, row[j + 1] ?? 0);
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] as string });
      i++;
      j++;
    } else if ((lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0)) out.push({ kind: 'removed', text: a[i++] as string });
    else out.push({ kind: 'added', text: b[j++] as string });
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++] as string });
  while (j < b.length) out.push({ kind: 'added', text: b[j++] as string });
  return out;
}
