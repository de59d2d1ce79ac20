/**
 * The docs page's prose in Chinese. This dictionary defines the keys (STYLE rule
 * 10); en.ts must satisfy the same shape. Text between backticks renders as code.
 * Everything the model receives (answer text, error text) is computed from the
 * protocol at render time, never written here.
 */
import type { UserQuestionErrorCode } from '../../protocol/index.ts';

export const docsZh = {
  page: {
    title: 'asklab · 交互文档',
    eyebrow: 'asklab 文档',
    heading: '向用户提问：从工具调用到答案',
    lead: '智能体在 Web Worker 里调用 `ask_user_question`；调用越过线程边界来到页面，由问题卡片收集你的回答；结构化的答案再作为工具结果回到模型。下面按这个顺序讲：模型发送什么、卡片如何表现、返回什么、每一个错误码，以及同一个请求到了别的智能体端会怎样。每一节都带一个实时示例。',
    contents: '本页内容',
    menu: '目录',
    anchor: '本节链接：{title}',
    search: '搜索',
    searchTitle: '搜索文档',
    searchPlaceholder: '搜索章节、字段、错误码…',
    searchEmpty: '没有找到“{query}”。',
    searchHint: '↑↓ 选择 · Enter 前往 · Esc 关闭',
    searchKind: { section: '章节', heading: '小节', field: '字段', code: '错误码', behaviour: '卡片行为', surface: '端' },
    playground: '演练场',
    gallery: '状态图库',
    more: '更多',
    language: '语言',
    /** The narrow menu's language item: `{language}` is the other language, named in that language (and tagged with its `lang`). */
    switchLanguage: '切换语言：{language}',
    theme: '主题',
    light: '浅色',
    dark: '深色',
    footer: '示例都是嵌入的演练场（`?embed=1`）：同一套卡片、同一个 Worker 运行时。场景 id 是稳定的，可以放心链接。',
  },
  stage: {
    live: '实时示例',
    watch: '自动播放',
    try: '自己试试',
    mode: '播放方式',
    open: '在演练场中打开',
    copyEmbed: '复制嵌入代码',
    copy: '复制',
    copied: '已复制',
    copyFailed: '剪贴板不可用',
    play: '播放',
    playing: '正在播放',
    frameTitle: '实时示例：{name}',
    scenario: '场景 {id}',
    request: '直接提问（?q=）',
    codeCall: '工具调用 · JSON',
    codeResult: '工具结果 · JSON',
    codeText: '模型收到的文本 · content[0].text',
    codeSchema: '参数 · JSON Schema',
    replay: '重播',
    tabs: '示例代码',
    call: '工具调用',
    answer: '答案',
    text: '模型收到的文本',
    waitingCall: '示例开始后，这里显示它发出的调用。',
    waitingAnswer: '等待回答…',
    notStarted: '示例滚动到视野中才开始播放。',
  },
  send: {
    nav: '模型发送什么',
    title: '模型发送什么',
    lead: '模型只看到一个工具 `ask_user_question`，参数是一组问题。有选项就是选择题，没有选项就是自由文本题；`multi_select` 允许多选。',
    paramsTitle: '参数',
    head: { field: '字段', type: '类型', required: '必填', meaning: '含义' },
    yes: '必填',
    no: '可选',
    params: {
      questions: '要问的问题，按顺序显示在同一张卡片里。',
      id: '稳定的 id，原样出现在答案里。',
      question: '问题文本，逐字显示，不做过滤。',
      header: '可选的短眉标，例如“模式”。',
      options: '选项；省略或为空时是自由文本题。给推荐的选项加上 ` (Recommended)` 后缀。',
      label: '用户看到的文字；被选中时原样返回。',
      description: '显示在选项下方的一行说明。',
      multi_select: '允许多选，默认 `false`。',
    },
    callTitle: '一次调用',
    callNote: '本节的实时示例回放的正是这次调用（场景 `mixed-batch`）。',
    rulesTitle: '工具在调用服务之前',
    rules: [
      '用 zod 校验参数；不是合法 JSON 或不符合参数的 JSON Schema 时，以 `INVALID_ARGUMENTS` 结束调用，消息写明出错的路径，模型可以据此自行修正。',
      '多余的未知字段会被忽略。',
      '`multi_select` 映射为服务层的 `multiSelect`；没有给出的可选字段不会以 `undefined` 出现。',
      '模型不能发送 `detail` 和 `intent`：它们来自其他生产者，比如 `exit_plan_mode`（计划审批）和演练场的请求编辑器。',
    ],
    schemaTitle: '模型看到的 JSON Schema',
  },
  card: {
    nav: '卡片如何表现',
    title: '卡片如何表现',
    lead: '有问题待回答时，卡片接管输入框；`question/resolved` 到达后输入框才回来，从不提前乐观地消失。点任一条目的“播放”，本节的示例就换成它。',
    items: {
      single: {
        title: '单选',
        body: '带编号的单选组。点击一个选项即选中并前进到下一题（最后一题停留）。方向键只移动选择、不前进，方便键盘浏览；空格确认并前进。',
      },
      multi: {
        title: '多选',
        body: '一组复选框，不会自动前进。答案里的 `selected` 按选项的列出顺序排列，与勾选顺序无关。',
      },
      free: {
        title: '自由文本',
        body: '没有选项的问题是一个文本框，首次出现时获得焦点。文本框随内容增高，最多六行后滚动。',
      },
      custom: {
        title: '自定义答案',
        body: '有选项的问题下方还有一行自定义答案。单选时输入文字会清除已选选项（二者互斥）；多选时已勾选的保留，文字作为 `custom` 附加。',
      },
      pager: {
        title: '翻页与跳过',
        body: '多个问题共用一张卡片，底栏有翻页（上一题、`i / N`、下一题）。“跳过本题”记为跳过并前进，在最后一题上直接提交。在未作答的题上继续会提示“请选择一个选项或填写自定义答案。”；提交时若前面还有未完成的题，会跳回那一题并提示“请先完成这道问题。”。这个示例不自动播放：自己点点看。',
      },
      recommended: {
        title: '推荐徽标',
        body: '选项标签末尾的 `(Recommended)` 或 `（推荐）`（半角或全角括号，不分大小写）不显示在标签里，而是显示为“推荐”徽标；答案仍然携带原始标签。',
      },
      plan: {
        title: '计划审批',
        body: '`exit_plan_mode` 发出的单个问题，带 `intent: plan-review` 和计划正文 `detail`，会显示为计划审批卡片：色带、可滚动的计划，以及“去聊天里说”“拒绝”“确认执行”三个按钮。一次性：点击后所有按钮禁用，直到结果返回。',
      },
      planApproveOnly: {
        title: '只有批准',
        body: '提问方只给了批准选项时，卡片没有“拒绝”按钮。',
      },
      fallback: {
        title: '回退到通用卡片',
        body: '只有当两个按钮能表达所有答案时才用计划审批卡片；带三个选项的计划审批会回退到通用卡片。',
      },
      dismiss: {
        title: '收起与放弃',
        body: '标题栏的折叠按钮只收起卡片，草稿和位置都保留；✕ 放弃整组问题，模型收到 `ASK_CANCELLED`。',
      },
    },
    keysTitle: '键盘',
    keysHead: { key: '按键', effect: '作用' },
    keys: {
      enter: 'Enter（文本框中）：继续——下一题，或在最后一题提交。',
      shiftEnter: 'Shift+Enter：在文本框中换行。',
      ime: '输入法组字时的 Enter 不影响流程。',
      arrows: '方向键：在单选组内移动选择，不前进。',
      space: '空格：确认单选并前进；切换复选框。',
      enterOption: '选项上的 Enter：所有问题都已作答或跳过时提交整组，否则什么也不做。',
    },
  },
  answer: {
    nav: '返回什么',
    title: '返回什么',
    lead: '每个界面都通过同一个编码器把草稿变成答案，所以规则只有一处。答案按问题顺序，每题一条：',
    head: { rule: '情形', input: '用户操作', entry: '答案条目' },
    rules: {
      singleOption: '单选，选了一个选项',
      singleCustom: '单选，输入了自定义文字（替换选择，而不是追加）',
      multi: '多选：按选项顺序，文字附加为 custom',
      free: '自由文本题',
      trimmed: '文字会去掉首尾空白，中间的换行原样保留',
      blank: '去掉空白后为空的文字算作没有回答',
      skipped: '跳过的问题',
      recommended: '标签原样返回，包括 (Recommended) 后缀',
    },
    textTitle: '模型收到的原文',
    textLead: '成功时 `isError: false`，文本块就是 `JSON.stringify({ answers })`，键的顺序固定为 `id, selected, custom`（没有 custom 就省略）。以本节示例中的回答为例，模型逐字收到：',
    failureTitle: '失败时',
    failureLead: '`isError: true`，附带 `error: { name, code }`（服务的错误码 name 都是 `UserQuestionError`），文本块是 `Error: <消息>`。例如用户点了 ✕：',
    stageNote: '点开对话里的工具行，可以看到这次调用的输入和输出。',
  },
  errors: {
    nav: '错误码',
    title: '每一个错误码',
    lead: '工具先校验参数，服务再按下面的顺序校验请求；第一个失败的规则胜出，什么都不会到达卡片。每个提问只结束一次：要么是答案，要么是其中一个错误。点场景名，在本节的示例中重现它。',
    head: { code: '错误码', when: '何时', sees: '模型看到什么', scenarios: '场景' },
    englishNote: '消息文字是英文原文：这是模型实际收到的内容。',
    rows: {
      ASK_ABORTED:
        '调用时信号已中止；或问题等待回答时被中止（卡片消失，工具行显示“已中断”）；或提问界面在有待答问题时被注销。',
      ASK_CANCELLED: '用户放弃了整组问题（✕，或计划审批里的“去聊天里说”）。',
      EMPTY_QUESTIONS: '`questions` 是空数组。',
      CALLER_NOT_LIVE: '提问的智能体不是注册表里那个活着的实例：没有注册表、id 未知，或另一个对象冒用了活着的 id。',
      DELEGATED_CALLER:
        '活着的智能体归另一个活着的智能体所有（委派出去的子智能体）。决定因素是所有权而不是历史：以根身份恢复的会话可以提问。',
      BAD_INTENT: '带 `intent` 的问题：`approve` 不是它的选项标签之一，或者没有 `detail`（计划）。消息写明问题 id。',
      NO_PROVIDER: '没有注册任何提问界面，没有人能回答。',
      DUPLICATE_PROVIDER: '已有一个提问界面时再注册一个：注册抛错，原来的保持有效。',
      INVALID_ARGUMENTS: '工具参数不是合法 JSON，或不符合参数的 JSON Schema（工具层，在服务之前）。',
    } satisfies Record<UserQuestionErrorCode, string>,
    live: {
      title: '实时模型其他工具的码',
      lead: '实时模型除了 `ask_user_question` 还能调用别的工具；它们失败时，工具行和“模型收到的内容”带上这些码（消息同样是英文原文）。',
      head: { code: '码', when: '何时' },
      rows: {
        PLAN_NOT_APPROVED: '计划模式下模型用 `exit_plan_mode` 提交计划，你选了“继续规划”：模型留在计划模式里修改计划。',
        UNKNOWN_TOOL: '模型调用了一个它没有的工具名。',
        APPROVAL_DENIED: '一个需要批准的工具（`run_command`）没有被批准。',
        TASK_FAILED: '用 `task` 委派出去的子智能体失败了（例如模型接口报错）。',
      },
    },
    mcp: {
      title: '连接 MCP 服务器时的结果码',
      lead: '在“实时 → MCP 服务器”里，每次 `elicitation/create` 和每次工具调用都是对话里的一行；没有以回答或结果结束时，这一行和“模型收到的内容”带上下面的码。它们是 asklab 给这些行的码；服务器只收到每行最后写的 MCP 回复。',
      head: { code: '码', when: '何时', server: '服务器收到什么' },
      rows: {
        ELICITATION_DECLINED: { when: '你按了“拒绝”（只有 MCP 提问有这个按钮）。', server: '`{ action: "decline" }`' },
        ELICITATION_UNSUPPORTED: { when: '这份 JSON Schema 做不成卡片（嵌套对象、未知类型）；对话里写明是哪个属性。', server: 'JSON-RPC 错误 `-32602`，写明属性' },
        ELICITATION_INVALID: { when: '一个不符合 JSON Schema 的回答越过了卡片（兜底检查；卡片自己会把无效值留在题目上）。', server: 'JSON-RPC 错误' },
        MCP_NOT_CONNECTED: { when: '还没连接就按了“调用工具”。', server: '什么都不发' },
        MCP_UNKNOWN_TOOL: { when: '服务器的工具列表里没有这个工具。', server: '什么都不发' },
        MCP_INVALID_ARGUMENTS: { when: '参数不是 JSON 对象，或不符合工具的 `inputSchema`。', server: '什么都不发' },
        MCP_TIMEOUT: { when: '服务器在调用的时限内什么都没发（卡片在屏幕上时暂停计时）。', server: '`notifications/cancelled`' },
        MCP_CANCELLED: { when: '你按了“停止”或“断开”。', server: '`notifications/cancelled`（断开之后连接已经没了，什么都不发）' },
        MCP_CONNECTION_LOST: { when: '回答之前连接断了。', server: '—' },
        MCP_RPC_ERROR: { when: '服务器回了一个 JSON-RPC 错误；对话里是它的原话。', server: '—' },
        MCP_TOOL_ERROR: { when: '工具的结果带 `isError: true`。', server: '—' },
      },
      cancelNote: '在卡片上按 ✕ 或调用被中止时，服务器收到 `{ action: "cancel" }`，这一行带 `ASK_CANCELLED` 或 `ASK_ABORTED`（见上表）。',
    },
    duplicateSees: '模型什么也看不到：错误抛给注册界面的代码，之后的提问照常进行。',
  },
  surfaces: {
    nav: '在其他端上',
    title: '同一请求，在每个端上',
    lead: '同一个请求，到了别的智能体端要换成它们自己的提问工具，各有各的限制。下面是六个端各自收到什么、拒绝什么、丢掉什么、回答回来是什么样，以及每个端怎样结束一个提问（回答、跳过、关掉、拒绝、运行被停止、一直没人回答）；演练场的“各端”标签页对任何请求都能这样看。',
    tableTitle: '六个端',
    head: { surface: '端', limits: '请求的形状和限制', answer: '回来的回答', source: '来源' },
    rows: {
      terminal: {
        name: '终端',
        tool: 'DSH 的 readline 提供方（`packages/ui/stdio`，种子 003 的 `dsh-stdio-demo`）',
        limits: '一次一个问题，提问先进先出排队：先是 `[header] question`，再是 `  n. label`，说明单独一行；`(Recommended)` 作为文字保留；没有计数，不显示 detail。',
        answer: '输入一行：数字选中对应选项；多选的数字按逗号或空格分开，按输入顺序；其他文字就是自定义回答。不能跳过：空行或无效的行会按 DSH 的原话重新提示；`Ctrl-C` 关闭输入，结果是 `ASK_ABORTED`。',
      },
      acp: {
        name: 'ACP 客户端',
        tool: 'DSH 的 ACP 提供方（`packages/ui/acp`，种子 003 的 `dsh-acp`）：表单模式的 `elicitation/create`',
        limits: '每个问题一个请求，依次发送：`{ sessionId, mode: "form", message, requestedSchema }`；`message` 是问题（后接 detail，原样的 Markdown）；schema 的标题是 `header ?? "Question"`，含一个 `choice`（`oneOf`，或 `anyOf` 组成的数组，每项 `{ const: label, title: "label: description" }`）和一个 `custom` 文本；自由文本题要求填 `custom`。它按 ACP 尚不稳定的 elicitation 写成：“各端”标签页列出它与稳定版 schema 的不同之处。',
        answer: '`{ action: "accept", content: { choice, custom } }`，custom 优先于 choice；拒绝和取消一样是 `ASK_CANCELLED`；空的接受是 `NO_ANSWER`；请求失败是 `ASK_FAILED`。',
      },
      'claude-code': {
        name: 'Claude Code',
        tool: '`AskUserQuestion`',
        limits: '1–4 个问题，每题 2–4 个选项；`header` 必填，最多 12 个字符（按看到的字符计，一个汉字或一个表情符号算一个）；没有 id，问题文字必须唯一；没有选项的问题无法表达；不显示 detail；选项可以带 `preview`（Markdown，自己画对话框的宿主可用 HTML；只用于单选）；对话框自己加“其他”。',
        answer: '`{ answers: { [问题文字]: string } }`（另可带 `annotations: { [问题文字]: { preview?, notes? } }`），多选标签用 `", "` 连接、不加引号，输入的文字替换标签。模型读到的是文字：全是选项时为 `Your questions have been answered: "Q"="A". …`，有输入的文字时换成中性的措辞（2.1.216 起）；按 Esc 是一条 `is_error` 的拒绝。',
      },
      codex: {
        name: 'Codex',
        tool: '`request_user_input`',
        limits: '只在计划（`Plan`）模式可用（其他模式：`request_user_input is unavailable in Default mode`）；1–3 个问题；`id` 用 snake_case；`header` 必填，最多 12 个字符；每题 2–3 个选项，不能没有；不支持多选；客户端自己加“其他”；模型可以用 `autoResolutionMs`（60000–240000）把问题标成不阻塞。',
        answer: '`{ answers: { [id]: { answers: string[] } } }`，输入的备注写成 `user_note: …`；有选项的题总会提交一个选项；按 Esc 中断整轮；客户端不给答案时：`request_user_input was cancelled before receiving a response`。',
      },
      vscode: {
        name: 'VS Code',
        tool: '`askQuestions`',
        limits: '至少 1 个问题，源码里没有上限；`header` 必填且唯一（它是回答的键），最多 50 个字符，超过 75 个时截断显示；问题最多 200 个字符；选项 0 个或多个（只有 1 个时必须允许自由输入，asklab 总是允许）；推荐项是 `recommended` 标记并被预选；detail 放进支持 Markdown 的 `message`。',
        answer: '`{ answers: { [header]: { selected, freeText, skipped } } }`；跳过整组问题时每题都标为跳过；Autopilot 下每题都换成一段固定文字。',
      },
      mcp: {
        name: 'MCP 表单征询',
        tool: '`elicitation/create`，表单模式（规范 2026-07-28 与 2025-11-25）',
        limits: '一个扁平的 `requestedSchema`，按 id 每题一个属性：单选 `oneOf: [{ const, title }]`，多选 `type: "array"` 加 `items.anyOf`，自由文本 `string`；推荐项成为 `default`；detail 成为纯文本的 `description`（Markdown 丢失）；选项之外输入的文字没有地方放；带标题的选项只有 `{ const, title }`，选项说明会丢失；没有属性列在 `required` 里，因为 asklab 的每个问题都可以跳过。2026-07-28 里请求装在 `InputRequiredResult` 中到达，回答放在重试调用的 `inputResponses` 里回去；能力改为每个请求在 `_meta` 里声明。',
        answer: '`{ action: "accept", content: { [id]: string | string[] } }`，多选是数组；另有 `decline` 和 `cancel`。',
      },
    },
    sourceNote: '每条限制都按该项目自己的公开文档或源码核对过，出处在最后一列，也写在 `src/surfaces/` 里每条限制的旁边。说法和来源不一致时以来源为准：比如 VS Code 的 header 上限按源码是 50 个字符，不是 12。',
    exampleTitle: '实时示例',
    exampleLead: '下面这个请求在每个端上都至少碰到一条限制：一个 13 个字符的 header、一道没有 header 的多选、带 Markdown detail 的自由文本题、一道五个选项的题，而且一共五个问题。右边是卡片可能给出的一个回答；每个端的“回来的回答”都是对这同一个回答的映射。',
    request: '请求 · JSON',
    sampleAnswer: '一个回答 · §1.3',
    open: '在演练场中打开这个请求',
    providersTitle: '通过 DSH 的终端和 ACP 提供方作答',
    providersLead: '同一个请求，通过 DSH 另外两个提供方真实的另一端作答：一个终端（`?provider=terminal`；输入编号后按回车）和一个 ACP 客户端的表单（`?provider=acp`）。模型收到的，就是 DSH 的提供方给出的结果。',
  },
} as const;

/** The shape every locale fills: the same keys, any strings. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> };

export type DocsCopy = Widen<typeof docsZh>;
