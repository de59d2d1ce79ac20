/**
 * The docs' "Where asklab differs from DSH" section (`#differences`, SPEC §0):
 * each addition asklab keeps beside the real deepseek-harness, with why, and
 * the DSH behaviours it does not follow yet. Nothing listed under additions
 * changes what is sent. Its words, both locales, live here; the markup uses the
 * page's classes.
 */
import { For, type JSX } from 'solid-js';
import type { DocsSectionDef, SectionProps } from './Docs.tsx';
import { Heading, Inline } from './section-parts.tsx';
import { docsZh } from './zh.ts';

interface DifferencesWords {
  readonly title: string;
  readonly lead: string;
  readonly addedTitle: string;
  readonly head: readonly [string, string];
  readonly added: readonly (readonly [string, string])[];
  readonly notYetTitle: string;
  readonly notYet: readonly (readonly [string, string])[];
}

const WORDS: Readonly<Record<'zh' | 'en', DifferencesWords>> = {
  zh: {
    title: 'asklab 与 DSH 的不同之处',
    lead: 'asklab 重现的是真实的 deepseek-harness（DSH，网页路径以提交 `5bb600f9fb` 为准）：模型收到的每一段文字、工具的描述和 JSON Schema、错误码和消息、卡片和工具行的文字，都与 DSH 逐字相同。下面列出 asklab 额外加上的东西和原因；它们都不改变发送的内容。',
    addedTitle: 'asklab 额外加上的',
    head: ['什么', '为什么'],
    added: [
      ['单选组里用方向键移动选择', '键盘用户可以浏览选项而不被带到下一题；DSH 的选项是按钮，每个都在 Tab 顺序里，没有方向键。点击、空格和回车的行为与 DSH 相同。'],
      ['卡片出现时焦点移入卡片', '键盘和读屏用户直接落在问题上；DSH 不移动焦点。卡片离开时焦点回到输入框。'],
      ['长问题的“展开全部”', '标题最多四行，长问题可以展开阅读，底部按钮不会被挤出视野。'],
      ['重复标签的提示', '回答里只有标签，两个标签相同的选项无法区分；卡片会说明这一点（DSH 把它们当成同一个选项一起勾选）。'],
      ['双击保护', '双击的第二下不会落到下一题的选项上。'],
      ['asklab 自身界面的提示会翻译', '演练场、检查器和文档的提示有中英两种语言；DSH 定义的文字（卡片、工具行、模型收到的内容）按 DSH 的原文显示。智能体拒收答案时，卡片照 DSH 显示 `question response rejected: not-pending`；asklab 自己模拟的传输失败（“下一次发送失败”、连接关闭、没有回执）写作“发送失败：……”。'],
      ['`question/resolved` 旁的 `reason`', '中止或注销时 DSH 把问题按 `cancelled` 结束，asklab 照做，并附上 `aborted` / `disposed`，让时间线和工具行能显示“已中断”。'],
      ['MCP 服务器的提问不需要智能体', 'MCP 表单提问是 asklab 自己的路径，在页面的会话里显示；其他没有智能体的提问仍按 DSH 返回 `ASK_MISSING_AGENT`。'],
    ],
    notYetTitle: '尚未照 DSH 做的',
    notYet: [
      ['实时模型的系统消息', 'DSH 的系统提示由部署配置的多个段落拼成（角色、说明等）；asklab 只发送设置里的系统提示，计划模式下再加上 DSH 预设给计划模式配置的段落（`plan:policy`）。'],
      ['工具失败的 `error`', 'DSH 的实时结果是 `{ message, info: { name, code } }`；asklab 保存会话事件的形状 `{ name, code }`，普通错误没有 `code`，与 DSH 相同。'],
    ],
  },
  en: {
    title: 'Where asklab differs from DSH',
    lead: 'asklab reproduces the real deepseek-harness (DSH; the web path as of commit `5bb600f9fb`): every text the model receives, the tool’s description and JSON Schema, the error codes and messages, and the card’s and tool row’s words are DSH’s, word for word. Below is what asklab adds, and why; none of it changes what is sent.',
    addedTitle: 'What asklab adds',
    head: ['What', 'Why'],
    added: [
      ['Arrow keys move the choice inside a radio group', 'A keyboard user can browse the options without being moved to the next question; DSH’s options are buttons, each in the Tab order, with no arrow keys. Click, Space and Enter do what they do in DSH.'],
      ['Focus moves into a card as it arrives', 'Keyboard and screen-reader users land on the question; DSH leaves focus where it was. When the card leaves, focus returns to the composer.'],
      ['“Show all” on a long question', 'The header shows four lines at most; a long question opens to be read, and the footer stays in view.'],
      ['The duplicate-label note', 'The answer carries labels only, so two options with one label cannot be told apart; the card says so (DSH checks them together as one).'],
      ['The double-click guard', 'The second click of a double-click never lands on the next question’s option.'],
      ['asklab’s own chrome is translated', 'The playground, inspector and docs speak both locales; the words DSH defines (the card, the tool row, what the model receives) stay as DSH shows them. When the agent refuses an answer, the card shows DSH’s `question response rejected: not-pending`; asklab’s own simulated transport failures (“Fail next send”, a closed connection, no receipt) read “Not sent: …”.'],
      ['A `reason` beside `question/resolved`', 'On an abort or a disposal DSH resolves the question as `cancelled`, and so does asklab, adding `aborted` or `disposed` so the timeline and the tool row can read interrupted.'],
      ['An MCP server’s question needs no agent', 'MCP form elicitation is asklab’s own path, shown in the page’s session; any other ask without an agent gets DSH’s `ASK_MISSING_AGENT`.'],
    ],
    notYetTitle: 'What asklab does not follow yet',
    notYet: [
      ['The live model’s system message', 'DSH assembles its system prompt from the sections a deployment configures (persona, instructions and more); asklab sends the System prompt setting alone, plus the plan section DSH’s presets configure (`plan:policy`) while plan mode is on.'],
      ['A failed tool’s `error`', 'DSH’s live result is `{ message, info: { name, code } }`; asklab keeps the session-event shape `{ name, code }`, and a plain error carries no `code`, as in DSH.'],
    ],
  },
};

const wordsOf = (copy: SectionProps['copy']): DifferencesWords => (copy === docsZh ? WORDS.zh : WORDS.en);

function Table(props: { head: readonly [string, string]; rows: readonly (readonly [string, string])[]; testid: string }): JSX.Element {
  return (
    <div class="docs-table-wrap">
      <table class="docs-table" data-testid={props.testid}>
        <thead>
          <tr>
            <th scope="col">{props.head[0]}</th>
            <th scope="col">{props.head[1]}</th>
          </tr>
        </thead>
        <tbody>
          <For each={props.rows}>
            {(row) => (
              <tr>
                <th scope="row">
                  <Inline text={row[0]} />
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
  );
}

export function DifferencesSection(props: SectionProps): JSX.Element {
  const w = (): DifferencesWords => wordsOf(props.copy);
  return (
    <section class="docs-section docs-section--wide" id="differences" aria-labelledby="differences-title" data-testid="docs-section">
      <div class="docs-section-head">
        <Heading level={2} id="differences" text={w().title} copy={props.copy} n={7} />
        <p class="docs-lead">
          <Inline text={w().lead} />
        </p>
      </div>
      <div class="docs-body">
        <Heading level={3} id="differences-added" text={w().addedTitle} copy={props.copy} />
        <Table head={w().head} rows={w().added} testid="differences-added" />
        <Heading level={3} id="differences-not-yet" text={w().notYetTitle} copy={props.copy} />
        <Table head={w().head} rows={w().notYet} testid="differences-not-yet" />
      </div>
    </section>
  );
}

export const DIFFERENCES_SECTION: DocsSectionDef = {
  id: 'differences',
  title: (c) => wordsOf(c).title,
  headings: [
    { id: 'differences-added', title: (c) => wordsOf(c).addedTitle },
    { id: 'differences-not-yet', title: (c) => wordsOf(c).notYetTitle },
  ],
  Component: DifferencesSection,
};
