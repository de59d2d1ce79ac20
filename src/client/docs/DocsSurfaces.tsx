/**
 * The docs section "One request, every surface" (SPEC §8, §11): what the five
 * harnesses are, and a live Surfaces view of a request that trips at least one
 * limit on each. Self-contained so the docs page mounts it with one line; its
 * copy lives here in both locales (zh defines the keys, en satisfies them).
 */
import { Suspense, createEffect, createMemo, For, lazy, type JSX } from 'solid-js';
import { LocaleContext, createLocale, type Locale } from '../locale/locale.ts';
import { SURFACES_EXAMPLE } from './surfaces-example.ts';

// Its own chunk, shared with the playground's Surfaces tab (and kept out of either page's first load).
const SurfacesPanel = lazy(() => import('../inspector/SurfacesPanel.tsx').then((m) => ({ default: m.SurfacesPanel })));

const zh = {
  title: '同一请求，在每个端上',
  lead: '同一个 `ask_user_question` 请求，在别的智能体端里要换成它们自己的提问工具，各有各的限制。下面是五个端，以及一个在每个端上都会碰到至少一条限制的请求。',
  terminal: '终端：种子 003 的 readline 演示。编号选项，`(Recommended)` 原样保留，detail 按纯文本打印，多选输入逗号分隔的编号；空行跳过，`Ctrl-C` 取消。',
  claude: 'Claude Code `AskUserQuestion`：每次 1–4 个问题，每题 2–4 个选项，header 最多 12 个字符；没有 id，回答按问题文字归档，多选用「, 」连接；不显示 detail。',
  codex: 'Codex `request_user_input`：最多 3 个问题，id 用 snake_case，header 最多 12 个字符，每题 2–3 个选项，不支持多选；输入的文字以 `user_note: ` 返回。',
  vscode: 'VS Code `askQuestions`：header 必填且唯一（它是回答的键），按源码最多 50 个字符；detail 放进支持富文本的 `message`；推荐项是一个标记，会被预选。',
  mcp: 'MCP 表单征询（规范 2025-11-25）：一个扁平的 `requestedSchema`，按 id 为每题一个属性；单选 `oneOf`，多选 `items.anyOf`，推荐项成为 `default`；选项之外输入的文字没有地方放。',
  example: '现场示例：每个端收到什么、拒绝什么、丢掉什么',
};

const en: { readonly [K in keyof typeof zh]: string } = {
  title: 'One request, every surface',
  lead: 'The same `ask_user_question` request has to become another harness’s own asking tool, each with its own limits. Here are the five surfaces, and a request that trips at least one limit on each.',
  terminal: 'Terminal: seed 003’s readline demo. Numbered options, `(Recommended)` kept as text, detail printed as plain text, multi-select as comma-separated numbers; an empty line skips, `Ctrl-C` cancels.',
  claude: 'Claude Code `AskUserQuestion`: 1–4 questions of 2–4 options, a header of at most 12 characters; no id, so answers are keyed by question text and multi-select labels joined by ", "; detail is not shown.',
  codex: 'Codex `request_user_input`: at most 3 questions, snake_case ids, a header of at most 12 characters, 2–3 options, no multi-select; typed text comes back as `user_note: …`.',
  vscode: 'VS Code `askQuestions`: a required, unique header (it is the answer key), at most 50 characters by its source; detail goes into the markdown `message`; Recommended is a flag that pre-selects.',
  mcp: 'MCP form elicitation (spec 2025-11-25): one flat `requestedSchema`, a property per question keyed by id; single-select `oneOf`, multi-select `items.anyOf`, Recommended becomes `default`; typed text beside options has no place.',
  example: 'Live example: what each surface receives, rejects and drops',
};


function Inline(props: { text: string }): JSX.Element {
  const parts = createMemo(() => props.text.split('`'));
  return <For each={parts()}>{(part, n) => (n() % 2 === 1 ? <code>{part}</code> : <>{part}</>)}</For>;
}

export function DocsSurfaces(props: { locale: Locale; n: number }): JSX.Element {
  const api = createLocale(props.locale);
  createEffect(() => api.setLocale(props.locale));
  const copy = (): typeof en => (props.locale === 'zh' ? zh : en);
  const items = (): string[] => [copy().terminal, copy().claude, copy().codex, copy().vscode, copy().mcp];
  return (
    <section class="docs-section" id="surfaces" aria-labelledby="surfaces-doc-title" data-testid="docs-section">
      <div class="docs-section-head">
        <h2 class="docs-h2" id="surfaces-doc-title">
          <span class="docs-h2-n" aria-hidden="true">{props.n}</span>
          {copy().title}
        </h2>
        <p class="docs-lead"><Inline text={copy().lead} /></p>
      </div>
      <ul class="docs-surfaces-list">
        <For each={items()}>{(text) => <li><Inline text={text} /></li>}</For>
      </ul>
      <h3 class="docs-h3">{copy().example}</h3>
      <div class="docs-surfaces-example" data-testid="docs-surfaces-example">
        <LocaleContext.Provider value={api}>
          <Suspense fallback={<p class="pane-empty">…</p>}>
            <SurfacesPanel frames={[]} pending={[]} draft={SURFACES_EXAMPLE} />
          </Suspense>
        </LocaleContext.Provider>
      </div>
    </section>
  );
}
