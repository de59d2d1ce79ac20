/**
 * The key-less demo endpoint (§6): msw handlers that answer chat-completions
 * requests like a small scripted model, streaming SSE chunks. Every reply is
 * derived from the request body alone (the messages and the offered tools), so
 * the same conversation always gets the same answers and the handler keeps no
 * state. It shows the whole live path: a question batch, a reply quoting the
 * answers, a plan review in plan mode, and a delegated sub-agent whose own
 * question is refused and passed up to the parent.
 *
 * Loaded only through ./start-demo.ts (a dynamic import), so msw stays out of
 * the main bundle. Replies are English, or Chinese when the user writes Chinese.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { DEMO_MODEL_NAME } from '../../protocol/live-settings.ts';
import { DSH_PLAN_POLICY_SECTION, planModeNarration } from '../../protocol/dsh/messages.ts';

// ---- the request, leniently -------------------------------------------------

const demoMessageSchema = z.object({
  role: z.string(),
  content: z.optional(z.nullable(z.string())),
  tool_call_id: z.optional(z.string()),
  tool_calls: z.optional(
    z.array(z.object({ id: z.string(), function: z.object({ name: z.string(), arguments: z.string() }) })),
  ),
});

const demoRequestSchema = z.object({
  messages: z.array(demoMessageSchema),
  tools: z.optional(z.array(z.object({ function: z.object({ name: z.string() }) }))),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;
type DemoMessage = z.infer<typeof demoMessageSchema>;

export interface DemoToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

/** One model turn: some text, then at most one tool call. */
export interface DemoTurn {
  readonly text: string;
  readonly toolCall?: DemoToolCall;
}

// ---- copy --------------------------------------------------------------------

type Lang = 'en' | 'zh';

const COPY = {
  en: {
    askIntro: 'Before I start, a few quick questions.',
    depthHeader: 'Depth',
    depthQuestion: 'How thorough should I be?',
    depthQuick: 'Quick pass (Recommended)',
    depthQuickDesc: 'A short answer, in a minute.',
    depthDeep: 'Deep dive',
    depthDeepDesc: 'Slower, with sources and trade-offs.',
    goalHeader: 'Goal',
    goalQuestion: (topic: string) => `What do you most want out of “${topic}”?`,
    formatsHeader: 'Output',
    formatsQuestion: 'Which outputs would help?',
    formats: ['Summary', 'Checklist', 'Code sample'],
    skipped: 'skipped',
    thanks: (lines: string) =>
      `Thanks! Here is what I got:\n\n${lines}\n\n(I'm the demo model, so I can't do real work. Type “delegate” to watch a sub-agent, or turn plan mode on in the live settings.)`,
    planIntro: 'Thanks. In plan mode I only plan, so here is my proposal for your review.',
    planTitle: (topic: string) => `# Plan: ${topic}`,
    planSteps: (depth: string, goal: string, formats: string) =>
      `1. Work at this depth: **${depth}**.\n2. Keep the goal in view: ${goal}.\n3. Deliver: ${formats}.\n\nNothing changes until you approve.`,
    planFromMessage: (topic: string) =>
      `1. Read what is there for “${topic}”.\n2. List the options, with their trade-offs.\n3. Come back with a recommendation.\n\nNothing changes until you approve.`,
    planIntroMessage: 'In plan mode I only plan. Here is my proposal:',
    approved: 'Plan approved, so plan mode is over. (As the demo model, this is where the real work would start.)',
    keepPlanning: (feedback: string | undefined) =>
      feedback === undefined
        ? 'Understood, I will keep planning. What should change?'
        : `Understood, I will keep planning and take this into account: “${feedback}”.`,
    talk: 'Okay, let us talk it through first. What would you like to change?',
    delegateIntro: 'I will hand the research to a sub-agent.',
    taskDescription: 'Research sources',
    taskPrompt: (topic: string) =>
      `Research this for the user: “${topic}”. Report what you found and any decision the user has to make.`,
    childIntro: 'Looking into it.',
    childQuestion: 'Which source should I trust first?',
    childFinal:
      'I could not ask the user myself (I am a sub-agent). Findings: the changelog and the issue tracker both cover this. Open question for the user: which source should be trusted first, the changelog or the issue tracker?',
    childNoted: (choice: string) => `Noted: ${choice}. Findings: the changelog and the issue tracker both cover this.`,
    reported: (summary: string) => `The sub-agent reported back: “${summary}” It needs a decision from you.`,
    sourceHeader: 'Sub-agent',
    sourceQuestion: 'Which source should the research trust first?',
    sourceChangelog: 'Changelog (Recommended)',
    sourceChangelogDesc: 'Official, but terse.',
    sourceTracker: 'Issue tracker',
    sourceTrackerDesc: 'Detailed, but noisy.',
    sourceChosen: (choice: string) => `Got it: the research starts with “${choice}”. That is the whole delegation story.`,
    taskFailed: (why: string) => `The sub-agent did not finish (${why}). Ask again when you are ready.`,
    noAnswer: (why: string) => `No answers this time (${why}). Tell me how you would like to continue.`,
    echo: (text: string) =>
      `You said “${text}”. I am a tiny scripted demo model: type “delegate” to watch a sub-agent at work, or turn plan mode on in the live settings.`,
    toolSeen: 'Noted.',
  },
  zh: {
    askIntro: '开始之前，先问几个小问题。',
    depthHeader: '深度',
    depthQuestion: '要做到多细？',
    depthQuick: '快速过一遍（推荐）',
    depthQuickDesc: '简短回答，一分钟内。',
    depthDeep: '深入研究',
    depthDeepDesc: '更慢，附来源和取舍。',
    goalHeader: '目标',
    goalQuestion: (topic: string) => `关于“${topic}”，你最想得到什么？`,
    formatsHeader: '产出',
    formatsQuestion: '哪些产出对你有用？',
    formats: ['摘要', '检查清单', '代码示例'],
    skipped: '已跳过',
    thanks: (lines: string) =>
      `谢谢！我收到的是：\n\n${lines}\n\n（我是演示模型，做不了真正的工作。输入“委托”看看子智能体，或在实时设置里打开计划模式。）`,
    planIntro: '谢谢。计划模式下我只做计划，下面是给你审阅的方案。',
    planTitle: (topic: string) => `# 计划：${topic}`,
    planSteps: (depth: string, goal: string, formats: string) =>
      `1. 按这个深度来做：**${depth}**。\n2. 始终围绕目标：${goal}。\n3. 交付：${formats}。\n\n在你批准之前什么都不会改动。`,
    planFromMessage: (topic: string) =>
      `1. 先看看“${topic}”的现状。\n2. 列出可选方案及其取舍。\n3. 给出推荐。\n\n在你批准之前什么都不会改动。`,
    planIntroMessage: '计划模式下我只做计划。这是我的方案：',
    approved: '计划已批准，计划模式结束。（作为演示模型，真正的工作会从这里开始。）',
    keepPlanning: (feedback: string | undefined) =>
      feedback === undefined ? '明白，我继续完善计划。需要改哪里？' : `明白，我继续完善计划，并考虑你的意见：“${feedback}”。`,
    talk: '好的，我们先聊聊。你想改什么？',
    delegateIntro: '我把调研交给一个子智能体。',
    taskDescription: '调研资料来源',
    taskPrompt: (topic: string) => `为用户调研：“${topic}”。汇报你的发现，以及需要用户做的决定。`,
    childIntro: '我来查一下。',
    childQuestion: '我应该先相信哪个来源？',
    childFinal:
      '我无法直接询问用户（我是子智能体）。发现：更新日志和问题跟踪都提到了这一点。需要用户决定：先相信哪个来源，更新日志还是问题跟踪？',
    childNoted: (choice: string) => `已记下：${choice}。发现：更新日志和问题跟踪都提到了这一点。`,
    reported: (summary: string) => `子智能体汇报：“${summary}”需要你做个决定。`,
    sourceHeader: '子智能体',
    sourceQuestion: '调研应该先相信哪个来源？',
    sourceChangelog: '更新日志（推荐）',
    sourceChangelogDesc: '官方，但简略。',
    sourceTracker: '问题跟踪',
    sourceTrackerDesc: '详细，但嘈杂。',
    sourceChosen: (choice: string) => `好的：调研从“${choice}”开始。委托的完整流程就是这样。`,
    taskFailed: (why: string) => `子智能体没有完成（${why}）。准备好了再问我。`,
    noAnswer: (why: string) => `这次没有得到回答（${why}）。告诉我你想怎么继续。`,
    echo: (text: string) => `你说：“${text}”。我是一个很小的脚本演示模型：输入“委托”看看子智能体如何工作，或在实时设置里打开计划模式。`,
    toolSeen: '收到。',
  },
} as const;

type Copy = (typeof COPY)[Lang];

const PLAN_SECTION_OPENING = DSH_PLAN_POLICY_SECTION.slice(0, DSH_PLAN_POLICY_SECTION.indexOf('.') + 1);
const PLAN_NARRATIONS = new Set([planModeNarration(true), planModeNarration(false)]);

const DELEGATE_WORDS = /\b(delegate|research)\b|委托|调研/i;

// ---- the script ----------------------------------------------------------------

/** What the demo model says next, given the conversation so far. Pure. */
export function demoTurn(request: DemoRequest): DemoTurn {
  const messages = request.messages;
  const tools = new Set((request.tools ?? []).map((t) => t.function.name));
  // DSH's plan-mode narration is a user message the person did not type.
  const users = messages.filter((m) => m.role === 'user' && !PLAN_NARRATIONS.has(m.content ?? ''));
  const lang: Lang = users.some((m) => /[\u4e00-\u9fff]/.test(m.content ?? '')) ? 'zh' : 'en';
  const copy = COPY[lang];
  const callId = `call_demo_${messages.length}`;
  const isChild = !tools.has('task');
  // exit_plan_mode is always offered, as DSH offers it; plan mode is DSH's section in the system message.
  const planMode = messages.some((m) => m.role === 'system' && (m.content ?? '').includes(PLAN_SECTION_OPENING));
  const isNarration = (m: (typeof messages)[number]): boolean => m.role === 'user' && PLAN_NARRATIONS.has(m.content ?? '');
  const last = messages.findLast((m) => !isNarration(m));

  if (last?.role === 'tool') {
    const call = findCall(messages, last.tool_call_id);
    const content = last.content ?? '';
    if (isChild) return childAfterTool(copy, content);
    switch (call?.function.name) {
      case 'ask_user_question':
        return afterAnswers(copy, call.function.arguments, content, planMode, topicOf(users[0]), callId);
      case 'exit_plan_mode':
        return afterPlanReview(copy, content);
      case 'task':
        return afterTask(copy, content, callId);
      default:
        return { text: copy.toolSeen };
    }
  }

  const text = (last?.content ?? '').trim();
  if (isChild) {
    return {
      text: copy.childIntro,
      toolCall: toolCall(callId, 'ask_user_question', {
        questions: [
          { id: 'source', question: copy.childQuestion, options: [{ label: copy.sourceChangelog }, { label: copy.sourceTracker }] },
        ],
      }),
    };
  }
  const delegatedBefore = messages.some((m) => m.tool_calls?.some((c) => c.function.name === 'task') === true);
  if (tools.has('task') && (DELEGATE_WORDS.test(text) || (users.length === 2 && !delegatedBefore))) {
    return {
      text: copy.delegateIntro,
      toolCall: toolCall(callId, 'task', { description: copy.taskDescription, prompt: copy.taskPrompt(snippet(text)) }),
    };
  }
  if (users.length <= 1) {
    return {
      text: copy.askIntro,
      toolCall: toolCall(callId, 'ask_user_question', {
        questions: [
          {
            id: 'depth',
            header: copy.depthHeader,
            question: copy.depthQuestion,
            options: [
              { label: copy.depthQuick, description: copy.depthQuickDesc },
              { label: copy.depthDeep, description: copy.depthDeepDesc },
            ],
          },
          { id: 'goal', header: copy.goalHeader, question: copy.goalQuestion(snippet(text)) },
          {
            id: 'formats',
            header: copy.formatsHeader,
            question: copy.formatsQuestion,
            multi_select: true,
            options: copy.formats.map((label) => ({ label })),
          },
        ],
      }),
    };
  }
  if (planMode) {
    return {
      text: copy.planIntroMessage,
      toolCall: toolCall(callId, 'exit_plan_mode', { plan: `${copy.planTitle(snippet(text))}\n\n${copy.planFromMessage(snippet(text))}` }),
    };
  }
  return { text: copy.echo(snippet(text)) };
}

function afterAnswers(copy: Copy, argsText: string, content: string, planMode: boolean, topic: string, callId: string): DemoTurn {
  const answers = parseAnswers(content);
  if (answers === undefined) return { text: copy.noAnswer(content.replace(/^Error:\s*/, '')) };
  const headers = headersOf(argsText);
  const shown = (id: string): string => {
    const entry = answers.find((a) => a.id === id);
    if (entry === undefined) return copy.skipped;
    const parts = [...entry.selected, ...(entry.custom !== undefined ? [`“${entry.custom}”`] : [])];
    return parts.length === 0 ? copy.skipped : parts.join(', ');
  };
  if (answers.some((a) => a.id === 'source')) return { text: copy.sourceChosen(shown('source')) };
  if (planMode) {
    return {
      text: copy.planIntro,
      toolCall: toolCall(callId, 'exit_plan_mode', {
        plan: `${copy.planTitle(topic)}\n\n${copy.planSteps(shown('depth'), shown('goal'), shown('formats'))}`,
      }),
    };
  }
  const lines = answers.map((a) => `- ${headers.get(a.id) ?? a.id}: ${shown(a.id)}`).join('\n');
  return { text: copy.thanks(lines) };
}

function afterPlanReview(copy: Copy, content: string): DemoTurn {
  if (!content.startsWith('Error:')) return { text: copy.approved };
  if (/keep planning/i.test(content)) {
    const feedback = /their feedback: ([\s\S]*)$/i.exec(content)?.[1];
    return { text: copy.keepPlanning(feedback) };
  }
  return { text: copy.talk };
}

function afterTask(copy: Copy, content: string, callId: string): DemoTurn {
  if (content.startsWith('Error:')) return { text: copy.taskFailed(content.replace(/^Error:\s*/, '')) };
  return {
    text: copy.reported(content.replace(/\s+/g, ' ').trim()),
    toolCall: toolCall(callId, 'ask_user_question', {
      questions: [
        {
          id: 'source',
          header: copy.sourceHeader,
          question: copy.sourceQuestion,
          options: [
            { label: copy.sourceChangelog, description: copy.sourceChangelogDesc },
            { label: copy.sourceTracker, description: copy.sourceTrackerDesc },
          ],
        },
      ],
    }),
  };
}

function childAfterTool(copy: Copy, content: string): DemoTurn {
  if (content.startsWith('Error:')) return { text: copy.childFinal };
  const answers = parseAnswers(content);
  const choice = answers?.[0]?.selected[0] ?? answers?.[0]?.custom ?? '';
  return { text: copy.childNoted(choice) };
}

// ---- helpers ---------------------------------------------------------------------

const answersSchema = z.object({
  answers: z.array(z.object({ id: z.string(), selected: z.array(z.string()), custom: z.optional(z.string()) })),
});

function parseAnswers(content: string): z.infer<typeof answersSchema>['answers'] | undefined {
  try {
    const parsed = answersSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data.answers : undefined;
  } catch {
    return undefined;
  }
}

function headersOf(argsText: string): Map<string, string> {
  const out = new Map<string, string>();
  try {
    const parsed: unknown = JSON.parse(argsText);
    if (typeof parsed === 'object' && parsed !== null && 'questions' in parsed && Array.isArray(parsed.questions)) {
      for (const q of parsed.questions as unknown[]) {
        if (typeof q === 'object' && q !== null && 'id' in q && typeof q.id === 'string') {
          out.set(q.id, 'header' in q && typeof q.header === 'string' ? q.header : q.id);
        }
      }
    }
  } catch {
    // The model's own arguments; if they do not parse, ids stand in for headers.
  }
  return out;
}

function findCall(messages: readonly DemoMessage[], id: string | undefined): { function: { name: string; arguments: string } } | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const found = messages[i]?.tool_calls?.find((c) => c.id === id);
    if (found !== undefined) return found;
  }
  return undefined;
}

function topicOf(message: DemoMessage | undefined): string {
  return snippet(message?.content ?? '');
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
}

function toolCall(id: string, name: string, args: unknown): DemoToolCall {
  return { id, name, arguments: JSON.stringify(args) };
}

// ---- streaming -------------------------------------------------------------------

/** The SSE `data:` payloads of a turn: text in word-sized pieces, tool-call arguments in several pieces. */
export function demoChunks(turn: DemoTurn, id = 'demo'): string[] {
  const base = { id, object: 'chat.completion.chunk', created: 0, model: DEMO_MODEL_NAME };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null): string =>
    JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
  const out = [chunk({ role: 'assistant', content: '' })];
  for (const piece of turn.text.match(/[^\s]+\s*|\s+/g) ?? []) out.push(chunk({ content: piece }));
  if (turn.toolCall !== undefined) {
    const call = turn.toolCall;
    out.push(chunk({ tool_calls: [{ index: 0, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }));
    const size = Math.max(8, Math.ceil(call.arguments.length / 6));
    for (let i = 0; i < call.arguments.length; i += size) {
      out.push(chunk({ tool_calls: [{ index: 0, function: { arguments: call.arguments.slice(i, i + size) } }] }));
    }
  }
  out.push(chunk({}, turn.toolCall !== undefined ? 'tool_calls' : 'stop'));
  out.push('[DONE]');
  return out;
}

function streamOf(payloads: readonly string[], delayMs: number, signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      return new Promise<void>((resolve) => {
        const push = (): void => {
          if (signal.aborted) {
            controller.close();
            resolve();
            return;
          }
          const payload = payloads[index++];
          if (payload === undefined) controller.close();
          else controller.enqueue(encoder.encode(`data: ${payload}\n\n`));
          resolve();
        };
        if (delayMs > 0 && index > 0) timer = setTimeout(push, delayMs);
        else push();
      });
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}

export interface DemoModelOptions {
  /** Pause between streamed chunks, so the text visibly streams (0 in tests). */
  readonly chunkDelayMs?: number;
}

export function demoModelHandlers(options: DemoModelOptions = {}): HttpHandler[] {
  const delay = options.chunkDelayMs ?? 15;
  return [
    http.post('*/demo-model/chat/completions', async ({ request }) => {
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        return HttpResponse.json({ error: { message: 'The demo model expects a JSON body.' } }, { status: 400 });
      }
      const parsed = demoRequestSchema.safeParse(json);
      if (!parsed.success) {
        return HttpResponse.json({ error: { message: 'The demo model could not read the messages.' } }, { status: 400 });
      }
      const turn = demoTurn(parsed.data);
      return new HttpResponse(streamOf(demoChunks(turn, `demo-${parsed.data.messages.length}`), delay, request.signal), {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      });
    }),
  ];
}
