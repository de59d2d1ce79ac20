/**
 * The docs' "Traces" section (SPEC §13, §11): where each harness keeps its session
 * files, what asklab reads of them, how each recorded result reads as an outcome,
 * and that the file stays in the browser. Its words, both locales, live here (a
 * section of its own, added to Docs.tsx's SECTIONS in one line); the markup uses
 * the page's classes, so it reads like every other section.
 */
import { For, type JSX } from 'solid-js';
import type { DocsSectionDef, SectionProps } from './Docs.tsx';
import { Heading, Inline } from './section-parts.tsx';
import { docsZh } from './zh.ts';

interface TracesWords {
  readonly title: string;
  readonly lead: string;
  readonly whereTitle: string;
  readonly head: readonly [string, string, string];
  readonly rows: readonly (readonly [string, string, string])[];
  readonly outcomesTitle: string;
  readonly outcomesLead: string;
  readonly outcomes: readonly (readonly [string, string])[];
  readonly privacyTitle: string;
  readonly privacy: string;
}

const WORDS: Readonly<Record<'zh' | 'en', TracesWords>> = {
  zh: {
    title: '会话记录',
    lead: '在“你的场景”里点“打开会话记录”（或把文件拖到目录上），asklab 会找出一次真实会话里的每一次提问：何时、哪个工具、问了什么、用户怎么回答（按原工具记录的样子），以及模型收到的原文。每一次提问都可以作为卡片在画布上重新提问，整个会话可以另存为场景，不需要模型就能重放。格式由文件内容判断，不看文件名；读取在单独的 Worker 里逐行进行，超过 5 MB 的文件显示进度，可以取消。',
    whereTitle: '各工具把会话记录放在哪里',
    head: ['工具', '位置', 'asklab 读取的内容'],
    rows: [
      ['Claude Code', '`~/.claude/projects/<项目>/<会话 id>.jsonl`（项目名是工作目录，`/` 换成 `-`）；子代理在 `<会话 id>/subagents/agent-<id>.jsonl`；`CLAUDE_CONFIG_DIR` 可改变位置', '`AskUserQuestion` 和 `ExitPlanMode` 的调用、它们的 `tool_result` 与 `toolUseResult`；记录树（`uuid` / `parentUuid`）、子代理（`isSidechain`）、按内容块拆开的记录、重复的 `uuid`'],
      ['Codex', '`~/.codex/sessions/YYYY/MM/DD/rollout-<时间>-<id>.jsonl`；`CODEX_HOME` 可改变位置', '`request_user_input` 的 `function_call` 和 `function_call_output`、`user_note:` 备注、`turn_aborted`；也读 2025 年没有 `{ type, payload }` 外层的旧格式'],
      ['OpenAI', '你的代理保存 `messages` 的地方（`Chat Completions` 格式）：JSON 数组、`{"messages": [...]}`，或每行一条消息或一段对话的 JSONL', '`arguments` 里带 `questions` 的任何工具调用，以及 `tool_call_id` 相同的 `role: "tool"` 消息'],
      ['asklab', '时间线 → 导出会话（`.json`）', '每一次提问的请求、回答、结果，以及模型收到的工具结果'],
    ],
    outcomesTitle: '结果怎么判断',
    outcomesLead: '每一次提问在列表里有一个结果（`data-outcome`）。判断依据是原工具写下的文字和标记，下面列出各工具的写法；其他类型的记录只计数，读不懂的行按行号列出，读取不会在第一处错误停下。',
    outcomes: [
      ['answered', 'Claude Code：`User has answered your questions: …`、`Your questions have been answered: …` 或 `The user answered: …`；Codex：`{"answers": {…}}`；OpenAI：`{"answers": …}` 或其他非错误文字'],
      ['declined', 'Claude Code：按 Esc（`The user doesn\'t want to proceed with this tool use. …`，`toolUseResult` 为 `User rejected tool use`）；计划被拒绝（“继续规划”，可带反馈）'],
      ['cancelled', 'Claude Code：`The user doesn\'t want to take this action right now. …`；Codex：`request_user_input was cancelled before receiving a response`；OpenAI：提到取消或关闭的 `Error: …`'],
      ['clarify', 'Claude Code 的 `Chat about this`：`The user wants to clarify these questions. …`，已回答的部分也会保留'],
      ['interrupted', 'Claude Code：没有结果，之后出现 `[Request interrupted by user for tool use]`；Codex：没有输出，之后出现 `turn_aborted`；asklab：提问被中止'],
      ['pending', '文件结束时仍没有结果'],
      ['error', 'Claude Code：其他带 `is_error` 的结果，例如 `PreToolUse` 钩子拒绝；Codex：`request_user_input is unavailable in Default mode` 等'],
    ],
    privacyTitle: '隐私',
    privacy: '文件只在本浏览器里读取，不会上传。列表里和另存的场景里，密钥和令牌（`sk-…`、`ghp_…`、`Bearer …`、`api_key=…` 等）都换成 `[redacted]`。',
  },
  en: {
    title: 'Traces',
    lead: 'In Yours, **Open trace file** (or drop the file on the catalogue): asklab finds every question call of a real session — when, which tool, what it asked, what the person answered as the harness recorded it, and the exact text the model received. Each call can be asked again as a card on the canvas, and the whole session saved as a scenario that replays without a model. The format is read from the content, not the name; the file is read line by line in a worker of its own, with progress and Cancel above 5 MB.',
    whereTitle: 'Where each harness keeps its files',
    head: ['Harness', 'Where', 'What asklab reads'],
    rows: [
      ['Claude Code', '`~/.claude/projects/<project>/<session-id>.jsonl` (the project is the working directory with `/` as `-`); sub-agents in `<session-id>/subagents/agent-<id>.jsonl`; `CLAUDE_CONFIG_DIR` moves it', '`AskUserQuestion` and `ExitPlanMode` calls, their `tool_result` and `toolUseResult`; the record tree (`uuid` / `parentUuid`), sub-agents (`isSidechain`), records split per content block, duplicate `uuid`s'],
      ['Codex', '`~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl`; `CODEX_HOME` moves it', '`request_user_input` `function_call`s and their `function_call_output`s, `user_note:` notes, `turn_aborted`; also the 2025 rollout without the `{ type, payload }` wrapper'],
      ['OpenAI Chat Completions', 'Wherever your agent keeps its `messages`: a JSON array, `{"messages": [...]}`, or JSONL of one message or one conversation a line', 'Any tool call whose `arguments` carry `questions`, and the `role: "tool"` message with the same `tool_call_id`'],
      ['asklab', 'Timeline → Export session (`.json`)', 'Each ask: the request, the answer, the outcome, and the tool result the model received'],
    ],
    outcomesTitle: 'How an outcome is read',
    outcomesLead: 'Each call in the list has an outcome (`data-outcome`), read from the words and flags the harness wrote, listed below per harness. Records of other kinds are counted, unreadable lines named by number; nothing stops at the first bad line.',
    outcomes: [
      ['answered', 'Claude Code: `User has answered your questions: …`, `Your questions have been answered: …` or `The user answered: …`; Codex: `{"answers": {…}}`; OpenAI: `{"answers": …}` or any other text that is no error'],
      ['declined', "Claude Code: Escape (`The user doesn't want to proceed with this tool use. …`, `toolUseResult` `User rejected tool use`); a plan sent back (\"keep planning\", with feedback if any)"],
      ['cancelled', "Claude Code: `The user doesn't want to take this action right now. …`; Codex: `request_user_input was cancelled before receiving a response`; OpenAI: an `Error: …` naming a cancel or a dismissal"],
      ['clarify', 'Claude Code\'s "Chat about this": `The user wants to clarify these questions. …`, with what was answered so far kept'],
      ['interrupted', 'Claude Code: no result, then `[Request interrupted by user for tool use]`; Codex: no output, then `turn_aborted`; asklab: the ask was aborted'],
      ['pending', 'No result by the end of the file'],
      ['error', 'Claude Code: any other result with `is_error`, such as a `PreToolUse` hook\'s deny; Codex: `request_user_input is unavailable in Default mode` and the like'],
    ],
    privacyTitle: 'Privacy',
    privacy: 'The file is read in this browser only and never uploaded. Keys and tokens (`sk-…`, `ghp_…`, `Bearer …`, `api_key=…` and the like) are replaced by `[redacted]` in the list and in a saved scenario.',
  },
};

const wordsOf = (copy: SectionProps['copy']): TracesWords => (copy === docsZh ? WORDS.zh : WORDS.en);

export function TracesSection(props: SectionProps): JSX.Element {
  const w = (): TracesWords => wordsOf(props.copy);
  return (
    <section class="docs-section docs-section--wide" id="traces" aria-labelledby="traces-title" data-testid="docs-section">
      <div class="docs-section-head">
        <Heading level={2} id="traces" text={w().title} copy={props.copy} n={6} />
        <p class="docs-lead">
          <Inline text={w().lead} />
        </p>
      </div>
      <div class="docs-body">
        <Heading level={3} id="traces-where" text={w().whereTitle} copy={props.copy} />
        <div class="docs-table-wrap">
          <table class="docs-table" data-testid="traces-table">
            <thead>
              <tr>
                <For each={w().head}>{(label) => <th scope="col">{label}</th>}</For>
              </tr>
            </thead>
            <tbody>
              <For each={w().rows}>
                {(row) => (
                  <tr>
                    <th scope="row">{row[0]}</th>
                    <td>
                      <Inline text={row[1]} />
                    </td>
                    <td>
                      <Inline text={row[2]} />
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>
        <Heading level={3} id="traces-outcomes" text={w().outcomesTitle} copy={props.copy} />
        <p class="docs-lead">
          <Inline text={w().outcomesLead} />
        </p>
        <div class="docs-table-wrap">
          <table class="docs-table">
            <tbody>
              <For each={w().outcomes}>
                {(row) => (
                  <tr>
                    <th scope="row">
                      <code class="docs-code">{row[0]}</code>
                    </th>
                    <td>
                      <Inline text={row[1]} />
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>
        <Heading level={3} id="traces-privacy" text={w().privacyTitle} copy={props.copy} />
        <p>
          <Inline text={w().privacy} />
        </p>
      </div>
    </section>
  );
}

export const TRACES_SECTION: DocsSectionDef = {
  id: 'traces',
  title: (c) => wordsOf(c).title,
  headings: [
    { id: 'traces-where', title: (c) => wordsOf(c).whereTitle },
    { id: 'traces-outcomes', title: (c) => wordsOf(c).outcomesTitle },
    { id: 'traces-privacy', title: (c) => wordsOf(c).privacyTitle },
  ],
  Component: TracesSection,
};
