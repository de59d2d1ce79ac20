/**
 * The Surfaces tab's copy, both locales. It lives beside the tab, not in the
 * main dictionaries, so it loads with the tab's chunk (after the first card).
 * zh defines the keys; en satisfies the same set.
 */
import type { Locale } from '../locale/locale.ts';

export const surfacesZh = {
  'title': "同一请求，在每个端上",
  'intro': "这个请求原样发往各个智能体端时，对方收到什么、会拒绝什么、会丢掉什么，以及回答回来是什么样。",
  'sourceDraft': "正在看：编辑器草稿",
  'sourcePending': "正在看：待回答的提问",
  'sourceLast': "正在看：上一次提问",
  'empty': "还没有请求。",
  'payload': "对方收到的内容",
  'issues': "问题",
  'noIssues': "没有问题：这个端能完整承载这个请求。",
  'preview': "在那里的样子",
  'response': "对方返回的内容",
  'responseWaiting': "回答之后，这里显示该端对同一回答的返回。",
  'violation': "违规",
  'loss': "丢失",
  'counts': "{violations} 处违规 · {losses} 处丢失",
  'other': "其他（自己输入）",
  'textField': "（文本输入框）",
  'decline': "拒绝",
  'cancel': "取消",
  'submit': "提交",
  'name.terminal': "终端（readline 演示）",
  'name.claude-code': "Claude Code",
  'name.codex': "Codex",
  'name.vscode': "VS Code",
  'name.mcp': "MCP 表单征询",
  'term.single': "输入一个编号，或直接输入你的回答",
  'term.multi': "输入用逗号分隔的编号（例如 1,3），后面可以再跟你自己的文字",
  'term.free': "输入你的回答",
  'term.skip': "空行跳过，Ctrl-C 取消",
  'rule.tooManyQuestions': "{surface}：请求有 {count} 个问题，最多只能 {max} 个",
  'rule.headerMissing': "{surface}：问题「{id}」（{question}）没有 header，该端要求必须有",
  'rule.headerTooLong': "{surface}：问题「{id}」（{question}）的 header「{header}」有 {count} 个字符，最多 {max} 个",
  'rule.headerTruncated': "{surface}：问题「{id}」（{question}）的 header 超过 {max} 个字符，显示时会被截断",
  'rule.headerDuplicate': "{surface}：问题「{id}」（{question}）的 header「{header}」与其他问题重复；回答按 header 归档，会丢失一个",
  'rule.questionTooLong': "{surface}：问题「{id}」（{question}）有 {count} 个字符，最多 {max} 个",
  'rule.questionDuplicate': "{surface}：问题「{id}」（{question}）与其他问题文字相同；回答按问题文字归档",
  'rule.idNotSnakeCase': "{surface}：问题「{id}」（{question}）的 id 不是 snake_case",
  'rule.idDuplicate': "{surface}：问题「{id}」（{question}）的 id 与其他问题重复；该端按 id 归档",
  'rule.optionsMissing': "{surface}：问题「{id}」（{question}）没有选项：该端总是需要 {min}–{max} 个",
  'rule.optionsTooFew': "{surface}：问题「{id}」（{question}）只有 {count} 个选项，需要 {min}–{max} 个",
  'rule.optionsTooMany': "{surface}：问题「{id}」（{question}）有 {count} 个选项，最多 {max} 个",
  'rule.multiSelectUnsupported': "{surface}：问题「{id}」（{question}）是多选；该端不支持多选",
  'rule.otherRedundant': "{surface}：问题「{id}」（{question}）有选项「{label}」；该端自己会加「其他」，会出现两次",
  'rule.labelDuplicate': "{surface}：问题「{id}」（{question}）的选项「{label}」出现了两次",
  'rule.labelHasSeparator': "{surface}：问题「{id}」（{question}）的选项「{label}」含有「, 」；多选回答用它连接，无法再拆开",
  'rule.labelHasNotePrefix': "{surface}：问题「{id}」（{question}）的选项「{label}」以「user_note: 」开头，选中后会被当成输入的文字",
  'rule.detailDropped': "{surface}：问题「{id}」（{question}）有 detail，该端没有地方显示，用户看不到",
  'rule.detailPlain': "{surface}：问题「{id}」（{question}）的 detail 含 Markdown，会以纯文本显示，格式丢失",
  'rule.customDropped': "{surface}：问题「{id}」（{question}）在卡片上可以在选项之外输入文字，该端没有地方放它",
  'rule.customMerged': "{surface}：问题「{id}」（{question}）输入的文字「{custom}」与选中的选项连在一起，模型分不出哪段是输入的",
  'rule.customReadsAsChoice': "{surface}：问题「{id}」（{question}）输入的文字「{custom}」会被读成一个选项",
  'rule.lineBreaksLost': "{surface}：问题「{id}」（{question}）输入的文字有换行；readline 只读一行",
} as const;

export type SurfacesKey = keyof typeof surfacesZh;

export const surfacesEn = {
  'title': "One request, every surface",
  'intro': "What each agent harness would receive for this request, what it rejects, what it drops, and what comes back.",
  'sourceDraft': "Showing: the editor draft",
  'sourcePending': "Showing: the pending ask",
  'sourceLast': "Showing: the last ask",
  'empty': "No request yet.",
  'payload': "What it receives",
  'issues': "Issues",
  'noIssues': "No issues: this surface carries the request whole.",
  'preview': "How it looks there",
  'response': "What comes back",
  'responseWaiting': "Once the ask is answered, this shows that surface’s reply to the same answer.",
  'violation': "violation",
  'loss': "loss",
  'counts': "{violations} violations · {losses} losses",
  'other': "Other (type your own)",
  'textField': "(text field)",
  'decline': "Decline",
  'cancel': "Cancel",
  'submit': "Submit",
  'name.terminal': "Terminal (readline demo)",
  'name.claude-code': "Claude Code",
  'name.codex': "Codex",
  'name.vscode': "VS Code",
  'name.mcp': "MCP form elicitation",
  'term.single': "Choose a number, or type your own answer",
  'term.multi': "Choose numbers separated by commas (e.g. 1,3), optionally followed by your own text",
  'term.free': "Type your answer",
  'term.skip': "empty line skips, Ctrl-C cancels",
  'rule.tooManyQuestions': "{surface}: the request has {count} questions: at most {max}",
  'rule.headerMissing': "{surface}: question \"{id}\" ({question}) has no header: this harness requires one",
  'rule.headerTooLong': "{surface}: question \"{id}\" ({question}) has a {count}-character header \"{header}\": at most {max}",
  'rule.headerTruncated': "{surface}: question \"{id}\" ({question}) has a header over {max} characters: it is shown cut off",
  'rule.headerDuplicate': "{surface}: question \"{id}\" ({question}) repeats the header \"{header}\": answers are keyed by header, one is lost",
  'rule.questionTooLong': "{surface}: question \"{id}\" ({question}) is {count} characters long: at most {max}",
  'rule.questionDuplicate': "{surface}: question \"{id}\" ({question}) repeats another question’s text: answers are keyed by question text",
  'rule.idNotSnakeCase': "{surface}: question \"{id}\" ({question}) has an id that is not snake_case",
  'rule.idDuplicate': "{surface}: question \"{id}\" ({question}) reuses an id: this harness keys by id",
  'rule.optionsMissing': "{surface}: question \"{id}\" ({question}) has no options: it always needs {min}–{max}",
  'rule.optionsTooFew': "{surface}: question \"{id}\" ({question}) has {count} option: it needs {min}–{max}",
  'rule.optionsTooMany': "{surface}: question \"{id}\" ({question}) has {count} options: at most {max}",
  'rule.multiSelectUnsupported': "{surface}: question \"{id}\" ({question}) is multi-select: this harness has no multi-select",
  'rule.otherRedundant': "{surface}: question \"{id}\" ({question}) has an option \"{label}\": the harness adds \"Other\" itself, so it shows twice",
  'rule.labelDuplicate': "{surface}: question \"{id}\" ({question}) lists \"{label}\" twice",
  'rule.labelHasSeparator': "{surface}: question \"{id}\" ({question}) has the label \"{label}\" containing \", \": joined multi-select answers cannot be split back",
  'rule.labelHasNotePrefix': "{surface}: question \"{id}\" ({question}) has the label \"{label}\" starting with \"user_note: \": choosing it reads as typed text",
  'rule.detailDropped': "{surface}: question \"{id}\" ({question}) has a detail: this harness has no place for it, the person never sees it",
  'rule.detailPlain': "{surface}: question \"{id}\" ({question}) has markdown in its detail: shown as plain text, the formatting is lost",
  'rule.customDropped': "{surface}: question \"{id}\" ({question}) offers typed text beside its options on the card: this harness has no place for it",
  'rule.customMerged': "{surface}: the typed text \"{custom}\" for question \"{id}\" ({question}) is joined in with the chosen labels: the model cannot tell it was typed",
  'rule.customReadsAsChoice': "{surface}: the typed text \"{custom}\" for question \"{id}\" ({question}) reads as a choice",
  'rule.lineBreaksLost': "{surface}: the typed answer to question \"{id}\" ({question}) has line breaks: readline reads one line",
} as const satisfies Record<SurfacesKey, string>;

type ExtraKeys = Exclude<keyof typeof surfacesEn, SurfacesKey>;
const noExtraKeys: [ExtraKeys] extends [never] ? true : false = true;
void noExtraKeys;

/** `key` in `locale`, with `{name}` placeholders filled from `vars`. */
export function surfacesText(locale: Locale, key: SurfacesKey, vars?: Readonly<Record<string, string | number>>): string {
  const template: string = (locale === 'zh' ? surfacesZh : surfacesEn)[key];
  if (vars === undefined) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
