/**
 * Words the card shows only now and then (a long question's "Show all", the
 * note on options that share a label). Panel copy (locale/copy.ts): it travels
 * in those parts' lazy chunks, never in the first card's.
 */
import { defineCopy } from '../locale/copy.ts';

export const cardCopy = defineCopy(
  {
    'card.showAll': '显示全部',
    'card.showLess': '收起',
    'card.duplicateLabels': '有几个选项的标签相同：智能体只收到标签，分不清你选的是其中哪一个。',
  },
  {
    'card.showAll': 'Show all',
    'card.showLess': 'Show less',
    'card.duplicateLabels': 'Some options share a label: the agent receives only the label, so it cannot tell which of them you chose.',
  },
);
