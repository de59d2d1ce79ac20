/** The embed's progress reports: `start` first, then every tool call already logged, then each new one; nothing else. */
import { describe, expect, it } from 'vitest';
import { FrameLog } from '../../../src/bridge/frame-log.ts';
import { isEmbedProgressMessage, makeProgressReporter } from '../../../src/client/playground/embed-progress.ts';

function target(): { window: Window; sent: unknown[] } {
  const sent: unknown[] = [];
  return { sent, window: { postMessage: (message: unknown) => void sent.push(message) } as unknown as Window };
}

describe('makeProgressReporter', () => {
  it('announces a fresh start, replays calls logged before it loaded, then follows the log', () => {
    const log = new FrameLog();
    log.add('to-main', { type: 'tool/started', callId: 'c1', name: 'ask_user_question', input: { questions: [] } });
    const { window, sent } = target();
    const stop = makeProgressReporter(log, window);
    log.add('to-main', { type: 'transcript/text', text: 'hello' });
    log.add('to-main', { type: 'tool/finished', callId: 'c1', result: { isError: false } }, 'bad frame');
    log.add('to-main', { type: 'tool/finished', callId: 'c1', result: { isError: false } });
    stop();
    log.add('to-main', { type: 'tool/started', callId: 'c2', name: 'exit_plan_mode', input: {} });
    expect(sent).toEqual([
      { type: 'asklab:progress', phase: 'start' },
      { type: 'asklab:progress', phase: 'asked', tool: 'ask_user_question', input: { questions: [] } },
      { type: 'asklab:progress', phase: 'settled', tool: 'ask_user_question', result: { isError: false } },
    ]);
    expect(sent.every(isEmbedProgressMessage)).toBe(true);
  });

  it('accepts only well-formed progress messages', () => {
    expect(isEmbedProgressMessage({ type: 'asklab:progress', phase: 'start' })).toBe(true);
    expect(isEmbedProgressMessage({ type: 'asklab:progress', phase: 'asked' })).toBe(false);
    expect(isEmbedProgressMessage({ type: 'asklab:progress', phase: 'later', tool: 'x' })).toBe(false);
    expect(isEmbedProgressMessage({ type: 'asklab:height', phase: 'start' })).toBe(false);
    expect(isEmbedProgressMessage(null)).toBe(false);
  });
});
