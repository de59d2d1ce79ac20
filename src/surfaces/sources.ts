/**
 * Where each surface's limits were checked: that project's own public docs or
 * code. Each adapter cites the exact line beside every limit in its table; this
 * is the document as a whole, shown beside the limits in the Surfaces tab and
 * the docs (which read it without loading the adapters). Pure data.
 */
import type { LimitSource, SurfaceName } from './common.ts';

export const LIMIT_SOURCES: Readonly<Record<SurfaceName, LimitSource>> = {
  terminal: {
    title: 'Seed 003 · dsh-user-interaction (dsh-stdio-demo)',
  },
  'claude-code': {
    title: 'Claude Agent SDK docs · Handle approvals and user input',
    url: 'https://code.claude.com/docs/en/agent-sdk/user-input',
  },
  codex: {
    title: 'openai/codex · request_user_input_spec.rs',
    url: 'https://github.com/openai/codex/blob/main/codex-rs/core/src/tools/handlers/request_user_input_spec.rs',
  },
  vscode: {
    title: 'microsoft/vscode · askQuestionsTool.ts',
    url: 'https://github.com/microsoft/vscode/blob/main/src/vs/workbench/contrib/chat/common/tools/builtinTools/askQuestionsTool.ts',
  },
  mcp: {
    title: 'MCP specification 2025-11-25 · Elicitation',
    url: 'https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation',
  },
};
