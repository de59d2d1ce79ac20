/**
 * The gallery page's own strings: zh defines the keys, en satisfies the same set
 * (STYLE rule 10). The cards inside keep using the app dictionaries.
 */
import type { GalleryStateId } from './fixtures.ts';

type StateCopy = Record<GalleryStateId, { readonly title: string; readonly note: string }>;

const zhStates = {
  unanswered: { title: '未作答', note: '单选题刚出现：编号选项，主按钮不可用。' },
  selected: { title: '已选择', note: '选中一个选项；单选题点击后自动前进（最后一题停留）。' },
  'custom-text': { title: '自定义答案', note: '输入文字会清除单选题的选择：两者互斥。' },
  'multi-custom': { title: '多选 + 自定义', note: '勾选的选项保留，文字作为 custom 附加。' },
  'free-text': { title: '自由文本', note: '没有选项的问题：文本框随内容增高，最多六行。' },
  'invalid-unanswered': { title: '校验：未作答', note: '在未作答的问题上继续。' },
  'invalid-incomplete': { title: '校验：前面未完成', note: '提交时跳回第一道既未作答也未跳过的问题。' },
  submitting: { title: '提交中', note: '发送进行中：所有控件禁用。' },
  'failed-send': { title: '发送失败', note: '状态行写明原因，控件重新可用，草稿保留。' },
  collapsed: { title: '已收起', note: '只剩标题栏；草稿和位置都保留。' },
  recommended: { title: '推荐徽标', note: '“(Recommended)” 与 “（推荐）” 后缀显示为徽标，答案保留原标签。' },
  'long-detail': { title: '长说明滚动', note: '只有正文滚动；标题栏和底栏固定。' },
  'long-question': { title: '很长的问题', note: '标题栏里最多四行；“显示全部”展开后，问题随正文滚动，底栏固定。' },
  'shared-labels': { title: '标签相同的选项', note: '每个选项各自可选；卡片提示智能体分不清它们，因为答案只带标签。' },
  'plan-review': { title: '计划审批', note: '色带、可滚动的计划、三个按钮。' },
  'plan-approve-only': { title: '计划审批（无拒绝）', note: '提问方只给了批准选项：没有“拒绝”按钮。' },
  'plan-busy': { title: '计划审批：发送中', note: '一次性：点击后所有操作禁用，直到结果返回。' },
  'plan-failed': { title: '计划审批：发送失败', note: '重新可用，并说明原因。' },
  'mcp-form': { title: 'MCP 服务器提问', note: '服务器的 elicitation/create 变成卡片：写明是哪个服务器、它的说明，默认值预先填好；必填项不能跳过；“拒绝回答”和 ✕ 分别让服务器收到“拒绝”和“取消”。' },
  'mcp-invalid': { title: 'MCP：值不符合要求', note: '提交前按服务器的模式校验：卡片跳到出错的那一项并写明原因，什么都不发送。' },
  'mcp-url': { title: 'MCP：打开链接', note: 'URL 模式：完整地址，域名高亮；asklab 自己不会访问它。' },
  'mcp-url-confirm': { title: 'MCP：确认打开', note: '先确认，再在新标签页中打开；服务器收到“接受”。' },
} as const satisfies StateCopy;

const zhUi = {
  title: '状态图库',
  intro: '两种问题卡片的每个状态，用的就是演练场里的同一组件。每个状态都有 360 px 与全宽两种宽度，中英文、浅色深色各一份。',
  playground: '演练场',
  docs: '交互文档',
  theme: '主题',
  locale: '语言',
  width: '宽度',
  both: '全部',
  light: '浅色',
  dark: '深色',
  narrow: '360 px',
  full: '全宽',
  zh: '中文',
  en: '英文',
  index: '状态索引',
  filters: '显示范围',
  permalink: '固定链接',
  sentModel: '模型会收到',
  sentServer: '服务器会收到',
  nothingSent: '图库不会发送任何内容。',
  reset: '重置卡片',
} as const;

export type GalleryUiKey = keyof typeof zhUi;

export interface GalleryCopy {
  readonly ui: Readonly<Record<GalleryUiKey, string>>;
  readonly states: StateCopy;
}

export const galleryZh = { ui: zhUi, states: zhStates } as const satisfies GalleryCopy;

export const galleryEn = {
  ui: {
    title: 'State gallery',
    intro:
      'Every state of both question cards, rendered by the same components the playground uses. Each state at 360 px and at full width, in Chinese and English, light and dark.',
    playground: 'Playground',
    docs: 'Interactive docs',
    theme: 'Theme',
    locale: 'Language',
    width: 'Width',
    both: 'All',
    light: 'Light',
    dark: 'Dark',
    narrow: '360 px',
    full: 'Full width',
    zh: '中文',
    en: 'English',
    index: 'States',
    filters: 'Show',
    permalink: 'Permalink',
    sentModel: 'The model would receive',
    sentServer: 'The server would receive',
    nothingSent: 'Nothing is sent from the gallery.',
    reset: 'Reset card',
  },
  states: {
    unanswered: { title: 'Unanswered', note: 'A single-select question as it arrives: numbered options, the primary button disabled.' },
    selected: { title: 'Selected', note: 'One option chosen; a click advances to the next question (the last one stays).' },
    'custom-text': { title: 'Custom text', note: 'Typing clears the chosen option of a single-select question: they are exclusive.' },
    'multi-custom': { title: 'Multi with custom', note: 'Checked options stay; the text is added beside them as custom.' },
    'free-text': { title: 'Free text', note: 'A question without options: the text area grows with its content, up to six lines.' },
    'invalid-unanswered': { title: 'Validation: unanswered', note: 'Continuing from a question with no answer.' },
    'invalid-incomplete': { title: 'Validation: incomplete', note: 'Submit jumps back to the first question neither answered nor skipped.' },
    submitting: { title: 'Submitting', note: 'A send is in flight: every control is disabled.' },
    'failed-send': { title: 'Failed send', note: 'The status line says why; the controls re-arm and the drafts stay.' },
    collapsed: { title: 'Collapsed', note: 'Only the header is left; drafts and position are kept.' },
    recommended: { title: 'Recommended badge', note: 'A "(Recommended)" or "（推荐）" suffix shows as a badge; the answer keeps the label.' },
    'long-detail': { title: 'Long detail, scrolling', note: 'Only the body scrolls; the header and the footer stay put.' },
    'long-question': { title: 'Long question', note: 'Four lines at most in the header; "Show all" opens it, and it then scrolls with the body while the footer stays.' },
    'shared-labels': { title: 'Options sharing a label', note: 'Each option keeps its own identity; the card says the agent cannot tell them apart, as the answer carries labels only.' },
    'plan-review': { title: 'Plan review', note: 'The tinted strip, the plan as a scrolling body, three actions.' },
    'plan-approve-only': { title: 'Plan review without Refuse', note: 'The asker offered approve alone: no Refuse button.' },
    'plan-busy': { title: 'Plan review: sending', note: 'One-shot: after a click every action waits for the resolution.' },
    'plan-failed': { title: 'Plan review: failed send', note: 'Re-armed, with the reason.' },
    'mcp-form': {
      title: 'MCP server asks',
      note: 'A server’s elicitation/create as a card: the server named, its message, its defaults pre-filled; a required field cannot be skipped; Decline answers decline, ✕ answers cancel.',
    },
    'mcp-invalid': { title: 'MCP: a value that does not fit', note: 'Checked against the server’s schema before sending: the card goes to the field and says why; nothing is sent.' },
    'mcp-url': { title: 'MCP: open a link', note: 'URL mode: the full address with its host highlighted; asklab never fetches it.' },
    'mcp-url-confirm': { title: 'MCP: confirm opening', note: 'A confirm step, then a new tab; the server hears accept.' },
  },
} as const satisfies GalleryCopy;
