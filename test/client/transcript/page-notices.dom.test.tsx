// @vitest-environment jsdom
/**
 * The page's own notices in the transcript (a link it could not use, a stopped
 * agent, an MCP server's trouble) hold their data and are worded at render: a
 * locale switch re-words them, and what the browser or the runtime said stays
 * verbatim beside the sentence.
 */
import { cleanup, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale } from '../../../src/client/locale/locale.ts';
import { stopText } from '../../../src/client/playground/stopped-copy.ts';
import type { TranscriptItem } from '../../../src/client/session/model.ts';
import { Transcript } from '../../../src/client/transcript/Transcript.tsx';

afterEach(cleanup);
// jsdom has no scrolling; the transcript scrolls to its newest item a frame after each one.
Element.prototype.scrollTo ??= function scrollTo(): void {};

const crash: TranscriptItem = {
  kind: 'message',
  id: 'local-1',
  agentId: 'page',
  role: 'notice',
  tone: 'error',
  text: stopText({ kind: 'error', message: 'Uncaught Error: boom' }, 'en'),
  words: (locale) => stopText({ kind: 'error', message: 'Uncaught Error: boom' }, locale),
  detail: 'Uncaught Error: boom',
};

/** The notice's sentence: its text without what the runtime said. */
function sentence(): string | undefined {
  const text = screen.getByTestId('message').querySelector('.msg-text')?.cloneNode(true);
  if (!(text instanceof Element)) return undefined;
  for (const verbatim of text.querySelectorAll('[data-verbatim]')) verbatim.remove();
  return text.textContent ?? undefined;
}

describe('a page notice in the transcript', () => {
  it('is whole on its first render: its words come with it, nothing loads first', () => {
    render(() => (
      <LocaleProvider value={createLocale('zh')}>
        <Transcript items={[crash]} />
      </LocaleProvider>
    ));
    // No waiting: an empty bubble for a moment is what a person would see otherwise. First in this file, so no
    // earlier test has loaded a chunk this one might lean on.
    expect(sentence()).toBe('智能体已停止：它抛出了一个未捕获的错误。');
    expect(screen.getByTestId('message').querySelector('[data-verbatim]')?.textContent).toBe('Uncaught Error: boom');
  });

  it('reads in the locale, and again in the other one after a switch', async () => {
    const locale = createLocale('zh');
    render(() => (
      <LocaleProvider value={locale}>
        <Transcript items={[crash]} />
      </LocaleProvider>
    ));
    await waitFor(() => expect(sentence()).toBe('智能体已停止：它抛出了一个未捕获的错误。'));
    locale.setLocale('en');
    expect(sentence()).toBe('The agent stopped: it threw an uncaught error.');
  });

  it('keeps what the runtime said verbatim, outside the sentence', async () => {
    render(() => (
      <LocaleProvider value={createLocale('zh')}>
        <Transcript items={[crash]} />
      </LocaleProvider>
    ));
    await waitFor(() => expect(screen.getByTestId('message').querySelector('[data-verbatim]')?.textContent).toBe('Uncaught Error: boom'));
    expect(sentence()).toBe('智能体已停止：它抛出了一个未捕获的错误。');
  });

  it("shows a worker's notice only once it is worded: never an empty bubble, never its English first", async () => {
    const notice: TranscriptItem = {
      kind: 'message',
      id: 'm-1',
      agentId: 'root',
      role: 'notice',
      tone: 'error',
      text: 'The model hit its limit of 12 turns.',
      notice: { key: 'live-turn-limit', maxTurns: 12 },
    };
    render(() => (
      <LocaleProvider value={createLocale('zh')}>
        <Transcript items={[notice]} />
      </LocaleProvider>
    ));
    expect(screen.queryAllByTestId('message')).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('message').textContent).toMatch(/12/));
    expect(screen.getByTestId('message').textContent).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('without words of its own, shows its text', () => {
    render(() => (
      <LocaleProvider value={createLocale('zh')}>
        <Transcript items={[{ kind: 'message', id: 'm', agentId: 'root', role: 'assistant', text: 'Hello.' }]} />
      </LocaleProvider>
    ));
    expect(screen.getByTestId('message').textContent).toBe('Hello.');
  });
});
