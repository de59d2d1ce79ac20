/**
 * The discard dialog's words. Panel copy (locale/copy.ts): it loads with the
 * dialog's chunk, only when a draft is about to be lost.
 */
import { defineCopy } from '../locale/copy.ts';

export const discardCopy = defineCopy(
  {
    'discard.title': '放弃正在填写的回答？',
    'discard.body': '卡片里有你填写或选择了但还没发送的回答。开始新的内容会关闭这张卡片，这个回答就没有了。',
    'discard.confirm': '放弃并继续',
    'discard.keep': '继续回答',
  },
  {
    'discard.title': 'Discard your answer in progress?',
    'discard.body': 'The card holds an answer you typed or chose but have not sent. Starting something new closes that card, and the answer is lost.',
    'discard.confirm': 'Discard and continue',
    'discard.keep': 'Keep answering',
  },
);
