/**
 * The providers' words on the page (SPEC §12; panel copy, locale/copy.ts): the
 * Provider control, the terminal's region and Reopen input, the ACP client's
 * form. They load with the canvas bar and the panes, after the first card. zh
 * defines the keys; en carries the same set. What DSH's providers write (the
 * readline prompts, the ACP schema's words) is DSH's English, shown verbatim.
 */
import { defineCopy } from '../locale/copy.ts';

export const providerCopy = defineCopy(
  {
    'provider.label': '提供方',
    'provider.web': '网页卡片',
    'provider.terminal': '终端',
    'provider.acp': 'ACP 客户端',
    'terminal.name': '终端',
    'terminal.loading': '正在加载终端…',
    'terminal.closed': '输入已关闭（Ctrl-C）。之后的提问会立即失败。',
    'terminal.reopen': '重新打开输入',
    'terminal.hint': '点按终端即可输入；回车提交一行，Ctrl-C 关闭输入。',
    'acp.name': 'ACP 客户端',
    'acp.waiting': '等待智能体发来征询（elicitation/create）…',
    'acp.accept': '接受',
    'acp.decline': '拒绝',
    'acp.cancel': '取消',
    'acp.required': '必填',
    'acp.requiredMissing': '请填写必填项：{field}',
    'acp.queued': '还有 {count} 个请求在排队',
    'acp.schemaOk': '这条消息符合 ACP 稳定版 schema（2026-07-24）。',
    'acp.schemaChecking': '正在用 ACP SDK 的 schema 检查这条消息…',
    'acp.violations': '与 ACP 稳定版 schema（2026-07-24）不符之处',
    'acp.capability': '客户端声明的能力：{capability}',
  },
  {
    'provider.label': 'Provider',
    'provider.web': 'Web card',
    'provider.terminal': 'Terminal',
    'provider.acp': 'ACP client',
    'terminal.name': 'Terminal',
    'terminal.loading': 'Loading the terminal…',
    'terminal.closed': 'Input closed (Ctrl-C). Later questions fail at once.',
    'terminal.reopen': 'Reopen input',
    'terminal.hint': 'Tap the terminal to type; Enter submits a line, Ctrl-C closes input.',
    'acp.name': 'ACP client',
    'acp.waiting': 'Waiting for the agent to send an elicitation (elicitation/create)…',
    'acp.accept': 'Accept',
    'acp.decline': 'Decline',
    'acp.cancel': 'Cancel',
    'acp.required': 'required',
    'acp.requiredMissing': 'Fill in the required field: {field}',
    'acp.queued': '{count} more requests waiting',
    'acp.schemaOk': 'This message validates against the stable ACP schema (2026-07-24).',
    'acp.schemaChecking': 'Checking this message with the ACP SDK’s schema…',
    'acp.violations': 'Where it departs from the stable ACP schema (2026-07-24)',
    'acp.capability': 'The client advertised: {capability}',
  },
);
