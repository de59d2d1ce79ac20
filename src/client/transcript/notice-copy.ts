/**
 * The page's words for the worker's notices (protocol/notices.ts), in both
 * locales, as parts: plain text, code (an identifier, a status, a URL, a
 * command line: `backticks` in a template), and verbatim (what the endpoint
 * or the runtime said). The English joins to exactly the worker's sentence
 * (host/notices.ts), which the frame log keeps. Loaded with NoticeText, only
 * once a notice arrives, so the first card's chunk does not carry it.
 */
import { assertNever, type Notice } from '../../protocol/index.ts';
import { defineCopy, type CopyVars } from '../locale/copy.ts';
import type { Locale } from '../locale/locale.ts';

export const noticeCopy = defineCopy(
  {
    'notice.no-agent': '还没有接入智能体：打开一个场景、一个请求（`?q=`）或实时模式，才能和它对话。',
    'notice.live-unconfigured': '实时模式还没有配置：请在实时设置里选择一个接口。',
    'notice.live-busy': '实时智能体还在处理上一条消息：请等它完成，或按“停止”。',
    'notice.plan-approved': '计划已批准：本次对话余下的部分不再使用计划模式。',
    'notice.plan-mode-on': '已进入计划模式（用户输入了 `/plan`）。',
    'notice.plan-mode-off': '已退出计划模式（用户输入了 `/plan off`）。',
    'notice.stopped': '已停止。',
    'notice.policy-set': '审批策略已设为 {policy}。',
    'notice.provider-threw': '`registerProvider()` 抛出了 {code}',
    'notice.provider-threw.detail': '：{detail}',
    'notice.provider-threw.end': '。',
    'notice.output-limit.reply': '模型达到了输出上限（`finish_reason "length"`）：回复被截断了。',
    'notice.output-limit.tools': '模型达到了输出上限（`finish_reason "length"`）：工具调用的参数可能被截断了。',
    'notice.live-auth': 'API 密钥被拒绝（{status}）。请检查实时设置里的密钥和基础 URL。',
    'notice.live-rate-limit': '接口正在限制请求频率（{status}）。',
    'notice.retry.one': '请在 {seconds} 秒后重试。',
    'notice.retry.other': '请在 {seconds} 秒后重试。',
    'notice.wait': '请稍等片刻再发送。',
    'notice.live-server': '接口出现了服务器错误（{status}）。请稍后再试。',
    'notice.live-http': '接口拒绝了请求（{status}）。',
    'notice.not-found': '请检查基础 URL 和模型名称。',
    'notice.said': '接口的回复：{detail}',
    'notice.live-offline': '你似乎处于离线状态：发往 {url} 的请求没有发出（{reason}）。',
    'notice.live-network':
      '无法连接 {url}（{reason}）。可能是网络出了问题，也可能是这个接口不允许浏览器页面调用（CORS）。' +
      '请使用会发送 CORS 响应头的接口，或允许跨域的本地服务：以 `OLLAMA_ORIGINS=*` 启动的 Ollama（基础 URL `http://localhost:11434/v1`）、' +
      '在服务器设置里开启了 CORS 的 LM Studio（`http://localhost:1234/v1`），或 vLLM（`http://localhost:8000/v1`，`--allowed-origins`）。',
    'notice.live-config.unconfigured': '实时模式还没有配置。',
    'notice.live-config.no-base-url': '请在实时设置里填写基础 URL。',
    'notice.live-config.url-credentials': '基础 URL 里含有用户名或密码。asklab 不会在 URL 里发送凭据：请把密钥填在“API 密钥”一栏。',
    'notice.live-config.no-model': '请在实时设置里填写模型名称。',
    'notice.live-idle-timeout.ms': '接口 {ms} 毫秒内没有发来任何内容，因此放弃了这次请求。',
    'notice.live-idle-timeout.s': '接口 {seconds} 秒内没有发来任何内容，因此放弃了这次请求。',
    'notice.live-turn-limit': '已停止：模型请求了 {maxTurns} 次仍没有给出最终回答（一条消息的上限），以免出错的模型无限循环。',
    'notice.live-failed': '实时驱动意外出错：{detail}',
    'notice.live-stream-error': '接口在流中报告了错误：{detail}',
    'notice.live-not-json': '接口发来的流数据有误（有一行数据不是 JSON：“{preview}”）。',
    'notice.live-malformed': '接口发来的流数据有误（{detail}）。',
    'notice.live-not-sse': '接口发来的内容不是服务器推送事件流（`text/event-stream`）：“{preview}”。',
    'notice.live-empty': '接口发来了空的响应。',
    'notice.live-broke-off.stream': '模型还没有说完，流就中断了（{reason}）。',
    'notice.live-broke-off.body': '响应在中途断开了（{reason}）。',
    'notice.live-incomplete': '模型还没有说完，流就结束了（既没有 `[DONE]`，也没有 `finish_reason`），所以回复不完整。',
  },
  {
    'notice.no-agent': 'No agent is attached yet: open a scenario, a request (`?q=`) or live mode to talk to one.',
    'notice.live-unconfigured': 'Live mode is not configured yet: choose an endpoint in the live settings.',
    'notice.live-busy': 'The live agent is still working on the previous message: wait for it, or press Stop.',
    'notice.plan-approved': 'Plan approved: plan mode is off for the rest of this conversation.',
    'notice.plan-mode-on': 'Plan mode on (the person typed `/plan`).',
    'notice.plan-mode-off': 'Plan mode off (the person typed `/plan off`).',
    'notice.stopped': 'Stopped.',
    'notice.policy-set': 'Approval policy set to "{policy}".',
    'notice.provider-threw': '`registerProvider()` threw {code}',
    'notice.provider-threw.detail': ': {detail}',
    'notice.provider-threw.end': '.',
    'notice.output-limit.reply': 'The model hit its output limit (`finish_reason "length"`): the reply is cut off.',
    'notice.output-limit.tools': 'The model hit its output limit (`finish_reason "length"`): its tool-call arguments may be cut off.',
    'notice.live-auth': 'The API key was refused ({status}). Check the key and the base URL in the live settings.',
    'notice.live-rate-limit': 'The endpoint is rate-limiting requests ({status}).',
    'notice.retry.one': ' Retry after {seconds} second.',
    'notice.retry.other': ' Retry after {seconds} seconds.',
    'notice.wait': ' Wait a moment before sending again.',
    'notice.live-server': 'The endpoint had a server error ({status}). Try again later.',
    'notice.live-http': 'The endpoint rejected the request ({status}).',
    'notice.not-found': ' Check the base URL and the model name.',
    'notice.said': ' The endpoint said: {detail}',
    'notice.live-offline': 'You appear to be offline: the request to {url} could not be sent ({reason}).',
    'notice.live-network':
      'Could not reach {url} ({reason}). Either the network failed, or the endpoint does not allow calls from a browser page (CORS). ' +
      'Use an endpoint that sends CORS headers, or a local server that allows them: Ollama started with `OLLAMA_ORIGINS=*` ' +
      '(base URL `http://localhost:11434/v1`), LM Studio with CORS enabled in its server settings (`http://localhost:1234/v1`), ' +
      'or vLLM (`http://localhost:8000/v1, --allowed-origins`).',
    'notice.live-config.unconfigured': 'Live mode is not configured.',
    'notice.live-config.no-base-url': 'Set a base URL in the live settings.',
    'notice.live-config.url-credentials':
      'The base URL contains a user name or password. asklab does not send credentials in a URL: put the key in the API key field.',
    'notice.live-config.no-model': 'Set a model name in the live settings.',
    'notice.live-idle-timeout.ms': 'The endpoint sent nothing for {ms} ms, so the request was given up.',
    'notice.live-idle-timeout.s': 'The endpoint sent nothing for {seconds} s, so the request was given up.',
    'notice.live-turn-limit':
      'Stopped after {maxTurns} model requests without a final answer (the limit for one message), so a misbehaving model cannot loop forever.',
    'notice.live-failed': 'The live driver failed unexpectedly: {detail}',
    'notice.live-stream-error': 'The endpoint reported an error in the stream: {detail}',
    'notice.live-not-json': 'The endpoint sent malformed stream data (a data line that is not JSON: "{preview}").',
    'notice.live-malformed': 'The endpoint sent malformed stream data ({detail}).',
    'notice.live-not-sse': 'The endpoint sent something that is not a server-sent event stream: "{preview}".',
    'notice.live-empty': 'The endpoint sent an empty response.',
    'notice.live-broke-off.stream': 'The stream broke off before the model finished ({reason}).',
    'notice.live-broke-off.body': 'The response broke off ({reason}).',
    'notice.live-incomplete': 'The stream ended before the model finished (no `[DONE]` and no `finish_reason`), so the reply is incomplete.',
  },
);

type NoticeCopyKey = Parameters<typeof noticeCopy.text>[1];

export type NoticePart = { readonly kind: 'text' | 'code' | 'verbatim'; readonly text: string };

/** Parameters shown as code (identifiers, statuses, addresses); `detail`, `reason` and `preview` are someone else's words. */
const CODE_PARAMS = new Set(['policy', 'code', 'status', 'url']);
const VERBATIM_PARAMS = new Set(['detail', 'reason', 'preview']);

/** The sentences a notice is made of, with their parameters. */
function pieces(notice: Notice, locale: Locale): readonly (readonly [NoticeCopyKey, CopyVars?])[] {
  const said = (detail: string): readonly (readonly [NoticeCopyKey, CopyVars?])[] => (detail === '' ? [] : [['notice.said', { detail }]]);
  switch (notice.key) {
    case 'no-agent':
    case 'live-unconfigured':
    case 'live-busy':
    case 'plan-approved':
    case 'stopped':
      return [[`notice.${notice.key}`]];
    case 'policy-set':
      return [['notice.policy-set', { policy: notice.policy }]];
    case 'plan-mode-set':
      return [[notice.active ? 'notice.plan-mode-on' : 'notice.plan-mode-off']];
    case 'provider-threw':
      // A known code's message is that code's standard sentence (English); in Chinese the code says it. An unexpected throw keeps its message.
      return [
        ['notice.provider-threw', { code: notice.code }],
        locale === 'en' || notice.code === 'ERROR' ? ['notice.provider-threw.detail', { detail: notice.detail }] : ['notice.provider-threw.end'],
      ];
    case 'output-limit':
      return [[notice.toolCalls ? 'notice.output-limit.tools' : 'notice.output-limit.reply']];
    case 'live-auth':
    case 'live-server':
      return [[`notice.${notice.key}`, { status: notice.status }], ...said(notice.detail)];
    case 'live-rate-limit':
      return [
        ['notice.live-rate-limit', { status: notice.status }],
        notice.retryAfterSeconds === undefined
          ? ['notice.wait']
          : [notice.retryAfterSeconds === 1 ? 'notice.retry.one' : 'notice.retry.other', { seconds: notice.retryAfterSeconds }],
        ...said(notice.detail),
      ];
    case 'live-http':
      return [['notice.live-http', { status: notice.status }], ...(notice.notFound ? [['notice.not-found'] as const] : []), ...said(notice.detail)];
    case 'live-offline':
    case 'live-network':
      return [[`notice.${notice.key}`, { url: notice.url, reason: notice.reason }]];
    case 'live-config':
      return [[`notice.live-config.${notice.problem}`]];
    case 'live-idle-timeout':
      // The log's own rounding (host/notices.ts): milliseconds below a second, whole seconds above.
      return [
        notice.ms < 1000
          ? ['notice.live-idle-timeout.ms', { ms: notice.ms }]
          : ['notice.live-idle-timeout.s', { seconds: Math.round(notice.ms / 1000) }],
      ];
    case 'live-turn-limit':
      return [['notice.live-turn-limit', { maxTurns: notice.maxTurns }]];
    case 'live-failed':
    case 'live-stream-error':
    case 'live-malformed':
      return [[`notice.${notice.key}`, { detail: notice.detail }]];
    case 'live-not-json':
    case 'live-not-sse':
      return [[`notice.${notice.key}`, { preview: notice.preview }]];
    case 'live-empty':
    case 'live-incomplete':
      return [[`notice.${notice.key}`]];
    case 'live-broke-off':
      return [[notice.stream ? 'notice.live-broke-off.stream' : 'notice.live-broke-off.body', { reason: notice.reason }]];
    default:
      return assertNever(notice);
  }
}

/** One template into parts: `backticks` are code, a `{name}` placeholder takes its parameter's kind. */
function partsOf(template: string, vars: CopyVars = {}): NoticePart[] {
  const parts: NoticePart[] = [];
  const fill = (text: string): string => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  template.split('`').forEach((segment, index) => {
    if (segment === '') return;
    if (index % 2 === 1) {
      parts.push({ kind: 'code', text: fill(segment) });
      return;
    }
    for (const [at, piece] of segment.split(/(\{\w+\})/).entries()) {
      if (piece === '') continue;
      const name = at % 2 === 1 ? piece.slice(1, -1) : undefined;
      if (name === undefined || !(name in vars)) parts.push({ kind: 'text', text: piece });
      else parts.push({ kind: CODE_PARAMS.has(name) ? 'code' : VERBATIM_PARAMS.has(name) ? 'verbatim' : 'text', text: String(vars[name]) });
    }
  });
  return parts;
}

/** The notice in `locale`, as parts to render. */
export function noticeParts(notice: Notice, locale: Locale): NoticePart[] {
  return pieces(notice, locale).flatMap(([key, vars]) => {
    // The dictionary's own text, with its backticks: `noticeCopy.text` would fill the placeholders too early.
    const template = noticeCopy.text(locale, key);
    return partsOf(template, vars);
  });
}

/** The notice in `locale`, as one string (the English is the worker's sentence, character for character). */
export function noticeText(notice: Notice, locale: Locale): string {
  return noticeParts(notice, locale)
    .map((part) => part.text)
    .join('');
}
