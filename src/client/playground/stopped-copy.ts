/**
 * How the page words an agent that stopped for good (the reasons come from the
 * worker's connection, bridge/port.ts). Panel copy (locale/copy.ts): it loads only
 * when an agent stops, so the first card carries none of it.
 */
import type { AgentStopReason } from '../../bridge/client.ts';
import { assertNever } from '../../protocol/index.ts';
import { defineCopy } from '../locale/copy.ts';
import type { Locale } from '../locale/locale.ts';

export const stoppedCopy = defineCopy(
  {
    'stopped.error': '智能体已停止：它抛出了一个未捕获的错误。',
    'stopped.unreadable': '智能体已停止：它发来的一条消息无法读取。',
    'stopped.exited': '智能体已停止：它所在的后台线程已结束。',
    'stopped.title': '智能体已停止。',
    'stopped.hint': '它的问题已撤回。重置会启动一个新的智能体。',
    'stopped.reset': '重置',
  },
  {
    'stopped.error': 'The agent stopped: it threw an uncaught error.',
    'stopped.unreadable': 'The agent stopped: a message from it could not be read.',
    'stopped.exited': 'The agent stopped: its worker ended.',
    'stopped.title': 'The agent stopped.',
    'stopped.hint': 'Its questions were withdrawn. Reset starts a new agent.',
    'stopped.reset': 'Reset',
  },
);

export type StoppedKey = Parameters<typeof stoppedCopy.text>[1];

/** The sentence for the transcript notice; the browser's error message is not in it (the notice shows it verbatim, beside). */
export function stopText(reason: AgentStopReason, locale: Locale): string {
  switch (reason.kind) {
    case 'error':
      return stoppedCopy.text(locale, 'stopped.error');
    case 'unreadable':
      return stoppedCopy.text(locale, 'stopped.unreadable');
    case 'exited':
      return stoppedCopy.text(locale, 'stopped.exited');
    default:
      return assertNever(reason, 'agent stop reason');
  }
}
