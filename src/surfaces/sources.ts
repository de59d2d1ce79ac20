/**
 * Where each surface's facts were checked: that project's own public docs,
 * code, changelog or issue tracker (for Claude Code, whose source is not
 * public, the tool-result texts are quoted from its issues and from
 * transcripts). LIMIT_SOURCES names the document per surface, shown beside
 * the limits in the Surfaces tab and the docs; SOURCES names the exact line
 * behind each outcome text and timeline, so every cell of the outcomes matrix
 * and every lane of the clock links to it. Pure data, read without loading the
 * adapters. Checked 2026-12-07.
 */
import type { LimitSource, SurfaceName } from './common.ts';

export const LIMIT_SOURCES: Readonly<Record<SurfaceName, LimitSource>> = {
  terminal: {
    title: 'deepseek-harness · packages/ui/stdio/src/index.ts (e38955b2fa)',
    url: 'https://github.com/deepseek-ai/deepseek-harness/blob/e38955b2fa/packages/ui/stdio/src/index.ts',
  },
  acp: {
    title: 'deepseek-harness · packages/ui/acp/src/index.ts (b06bcfd21c)',
    url: 'https://github.com/deepseek-ai/deepseek-harness/blob/b06bcfd21c/packages/ui/acp/src/index.ts',
  },
  'claude-code': {
    title: 'Claude Agent SDK docs · Handle approvals and user input',
    url: 'https://code.claude.com/docs/en/agent-sdk/user-input',
  },
  codex: {
    title: 'openai/codex · request_user_input_tool.rs',
    url: 'https://github.com/openai/codex/blob/4275ad2b58d8c365f1568777ef01e59f516beee8/codex-rs/tools/src/request_user_input_tool.rs',
  },
  vscode: {
    title: 'microsoft/vscode · askQuestionsTool.ts',
    url: 'https://github.com/microsoft/vscode/blob/07710685ac83be96af0917dccd1ef8df07c12965/src/vs/workbench/contrib/chat/common/tools/builtinTools/askQuestionsTool.ts',
  },
  mcp: {
    title: 'MCP specification 2026-07-28 and 2025-11-25 · Elicitation',
    url: 'https://modelcontextprotocol.io/specification/2026-07-28/client/elicitation',
  },
};

const CC_ISSUE = 'https://github.com/anthropics/claude-code/issues/';
const CC_CHANGELOG = 'https://github.com/anthropics/claude-code/blob/5cfc0a1905ce0c0a9bd81d8a90fe6b62ff614357/CHANGELOG.md';
const CODEX = 'https://github.com/openai/codex';
const VSCODE = 'https://github.com/microsoft/vscode/blob/07710685ac83be96af0917dccd1ef8df07c12965/src/vs/workbench/contrib/chat/common/tools/builtinTools/';
const MCP_SPEC = 'https://modelcontextprotocol.io/specification/';
const DSH = 'https://github.com/deepseek-ai/deepseek-harness/blob/';

/** One fact's source: a title a reader can search for and, where public, its address. */
export const SOURCES = {
  // DSH: the reference. Every DSH text the matrix shows is quoted from these files.
  dshWeb: { title: 'deepseek-harness · tool-ask-user + web provider @ 5bb600f9fb', url: `${DSH}5bb600f9fb17c31f26089ada6c25eaf900104e71/packages/interaction/tool-ask-user/src/index.ts` },
  dshStdio: { title: 'deepseek-harness · packages/ui/stdio/src/index.ts @ e38955b2fa', url: `${DSH}e38955b2fa829cd2b8d8ef2e686731330079115c/packages/ui/stdio/src/index.ts` },
  dshAcp: { title: 'deepseek-harness · packages/ui/acp/src/index.ts @ b06bcfd21c', url: `${DSH}b06bcfd21cec84fc5611516874c410a8e929a014/packages/ui/acp/src/index.ts` },
  // Claude Code: docs, changelog, and the texts its model reads as quoted in its own issue tracker.
  ccSchema: { title: 'Agent SDK TypeScript reference · AskUserQuestionInput / Output', url: 'https://code.claude.com/docs/en/agent-sdk/typescript' },
  ccUserInput: { title: 'Agent SDK docs · Handle approvals and user input', url: 'https://code.claude.com/docs/en/agent-sdk/user-input' },
  ccSettings: { title: 'Claude Code docs · Settings (askUserQuestionTimeout)', url: 'https://code.claude.com/docs/en/settings' },
  ccChangelog200: { title: 'Claude Code CHANGELOG · 2.1.200 (no auto-continue by default)', url: CC_CHANGELOG },
  ccChangelog216: { title: 'Claude Code CHANGELOG · 2.1.216 (neutral wording for free text)', url: CC_CHANGELOG },
  ccTimeoutShipped: { title: 'anthropics/claude-code#73367 (shipped in 2.1.200: 60s, 5m, 10m or never)', url: `${CC_ISSUE}73367` },
  ccAfk198: { title: 'anthropics/claude-code#73772 (60 s auto-continue started in 2.1.198)', url: `${CC_ISSUE}73772` },
  ccAfkText: { title: 'anthropics/claude-code#73393 (the 60 s AFK tool result)', url: `${CC_ISSUE}73393` },
  ccCountdown: { title: 'anthropics/claude-code#94372 (tools reference: countdown for the last 20 seconds)', url: `${CC_ISSUE}94372` },
  ccChatAboutThis: { title: 'anthropics/claude-code#33511 (“Chat about this” is an is_error rejection)', url: `${CC_ISSUE}33511` },
  ccClarifyText: { title: 'anthropics/claude-code#66224 (“The user wants to clarify these questions”)', url: `${CC_ISSUE}66224` },
  ccJoin: { title: 'neutree-ai/agent-platform#239 (multi-select joined by ", ", checked against claude-agent-sdk 0.3.228)', url: 'https://github.com/neutree-ai/agent-platform/pull/239' },
  ccRejected: { title: 'Claude Code transcripts: the rejected-tool-use result and “[Request interrupted by user for tool use]”' },
  ccHook: { title: 'Claude Code CHANGELOG · 2.1.85 (PreToolUse hooks can answer AskUserQuestion)', url: CC_CHANGELOG },
  // Codex.
  codexTool: { title: 'openai/codex · codex-rs/tools/src/request_user_input_tool.rs', url: `${CODEX}/blob/4275ad2b58d8c365f1568777ef01e59f516beee8/codex-rs/tools/src/request_user_input_tool.rs` },
  codexHandler: { title: 'openai/codex · core/src/tools/handlers/request_user_input.rs', url: `${CODEX}/blob/02a13c490d7f432529359246608993f54a3bf5b5/codex-rs/core/src/tools/handlers/request_user_input.rs` },
  codexTui: { title: 'openai/codex · tui/src/bottom_pane/request_user_input/mod.rs (user_note, Esc interrupts)', url: `${CODEX}/blob/bd3e65124d3c3bd0d7b8c1d9297a036356c93df4/codex-rs/tui/src/bottom_pane/request_user_input/mod.rs` },
  codexAutoContract: { title: 'openai/codex#27256 (autoResolutionMs, 60000–240000 ms)', url: `${CODEX}/pull/27256` },
  codexAutoTimer: { title: 'openai/codex#28235 (60 s hidden grace, 60 s countdown, empty answer)', url: `${CODEX}/pull/28235` },
  codexNonBlocking: { title: 'openai/codex#37472 (0.147.0: outside Plan mode questions resolve by themselves)', url: `${CODEX}/issues/37472` },
  codexAborted: { title: 'openai/codex#9043 (<turn_aborted> marker after an interrupt)', url: `${CODEX}/pull/9043` },
  // VS Code.
  vscodeAsk: { title: 'microsoft/vscode · askQuestionsTool.ts', url: `${VSCODE}askQuestionsTool.ts` },
  vscodeReview: { title: 'microsoft/vscode · reviewPlanTool.ts', url: 'https://github.com/microsoft/vscode/blob/5c0ec3bc375c854381fa1ad97209087520df9a98/src/vs/workbench/contrib/chat/common/tools/builtinTools/reviewPlanTool.ts' },
  // MCP.
  mcpElicitation: { title: 'MCP 2026-07-28 · Elicitation', url: `${MCP_SPEC}2026-07-28/client/elicitation` },
  mcpElicitationPrev: { title: 'MCP 2025-11-25 · Elicitation', url: `${MCP_SPEC}2025-11-25/client/elicitation` },
  mcpChangelog: { title: 'MCP 2026-07-28 · Key changes', url: `${MCP_SPEC}2026-07-28/changelog` },
  mcpMrtr: { title: 'MCP 2026-07-28 · Multi round-trip requests', url: `${MCP_SPEC}2026-07-28/basic/patterns/mrtr` },
  mcpTimeouts: { title: 'MCP 2025-11-25 · Lifecycle, Timeouts', url: `${MCP_SPEC}2025-11-25/basic/lifecycle#timeouts` },
  mcpSdkTimeout: { title: '@modelcontextprotocol/sdk 1.32.2 · shared/protocol.js DEFAULT_REQUEST_TIMEOUT_MSEC = 60000' },
  mcpSchema: { title: 'MCP schema.ts · TitledSingleSelectEnumSchema (const, title)', url: 'https://github.com/modelcontextprotocol/modelcontextprotocol/blob/b0f60ba5409db7a6582440a7b473cc0398890f15/schema/2026-07-28/schema.ts' },
} as const satisfies Readonly<Record<string, LimitSource>>;

export type SourceId = keyof typeof SOURCES;
