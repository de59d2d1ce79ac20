/**
 * What the page says about a link it could not fully use (url-state.ts finds
 * the problems): each kind in its own words, so a bad `lang` is never reported
 * as "the request could not be opened". Loaded only when a link has a problem.
 */
import type { LinkProblem } from '../../app/url-state.ts';
import { assertNever } from '../../protocol/index.ts';
import { defineCopy } from '../locale/copy.ts';
import type { Locale } from '../locale/locale.ts';

const linkCopy = defineCopy(
  {
    'link.badSetting': '链接里的一项设置没有采用：{reason}',
    'link.lang': 'lang 只能是 "zh" 或 "en"，不能是 "{value}"',
    'link.theme': 'theme 只能是 "light" 或 "dark"，不能是 "{value}"',
    'link.width': 'width 须是 280 到 4000 之间的整数像素，不能是 "{value}"',
    'link.provider': 'provider 只能是 "web"、"terminal" 或 "acp"，不能是 "{value}"',
    'link.tokens': 'tokens 参数无法读取，使用默认的设计令牌',
    'link.request.not-lz': 'q 参数不是 lz-string 数据（可能被截断了）',
    'link.request.not-json': 'q 参数不是有效的 JSON',
    'link.request.schema': '请求不符合格式，问题在 {paths}',
    'link.request.unloaded': '读取链接的代码没有加载，请重新加载页面',
    'link.tokenDropped': '链接里有 1 个设计令牌的值无效，已改用默认值。',
    'link.tokensDropped': '链接里有 {count} 个设计令牌的值无效，已改用默认值。',
    'link.scenarioAndRequest': '这个链接同时给出了场景和请求（?q=）：运行的是场景，请求没有提出。',
    'link.twoScenarios': '这个链接同时给出了场景名（?scenario=）和场景文件（?scenario-data=）：运行的是场景文件。',
    'link.scenarioData': '链接里的场景（?scenario-data=）无法读取：{reason}',
    'link.scenarioData.not-lz': 'scenario-data 参数不是 lz-string 数据（可能被截断了）',
  },
  {
    'link.badSetting': 'A setting in the link was not used: {reason}',
    'link.lang': 'lang must be "zh" or "en", not "{value}"',
    'link.theme': 'theme must be "light" or "dark", not "{value}"',
    'link.width': 'width must be a whole number of pixels between 280 and 4000, not "{value}"',
    'link.provider': 'provider must be "web", "terminal" or "acp", not "{value}"',
    'link.tokens': 'the tokens parameter could not be read; the default design tokens are used',
    'link.request.not-lz': 'the q parameter is not lz-string data (it may be cut short)',
    'link.request.not-json': 'the q parameter is not valid JSON',
    'link.request.schema': 'the request does not match the schema at {paths}',
    'link.request.unloaded': 'the code that reads links did not load; reload the page',
    'link.tokenDropped': 'A design token value in the link was not valid; the default is used instead.',
    'link.tokensDropped': '{count} design token values in the link were not valid; the defaults are used instead.',
    'link.scenarioAndRequest': 'This link names both a scenario and a request (?q=): the scenario runs, the request is not asked.',
    'link.twoScenarios': 'This link gives both a scenario name (?scenario=) and a scenario file (?scenario-data=): the file runs.',
    'link.scenarioData': 'The scenario in the link (?scenario-data=) could not be read: {reason}',
    'link.scenarioData.not-lz': 'the scenario-data parameter is not lz-string data (it may be cut short)',
  },
);

/** How a link problem's notice reads: as an error, or as information. */
export type LinkTone = 'info' | 'error';

/** How loud a link problem is: what was refused reads as an error, what was chosen for the person as information. */
export function linkTone(problem: LinkProblem): LinkTone {
  switch (problem.kind) {
    case 'request':
    case 'setting':
    case 'scenario-data':
      return 'error';
    case 'tokens-dropped':
    case 'scenario-and-request':
    case 'two-scenarios':
      return 'info';
    default:
      return assertNever(problem);
  }
}

/** A link problem in the page's words. */
export function linkText(problem: LinkProblem, locale: Locale): string {
  switch (problem.kind) {
    case 'request':
      // English keeps the decoder's whole sentence (it names what the schema wanted); other wording is per cause.
      return linkCopy.text(locale, 'app.badRequest', {
        reason:
          problem.cause === undefined || locale === 'en'
            ? problem.reason
            : linkCopy.text(locale, `link.request.${problem.cause}`, { paths: (problem.paths ?? []).join('、') }),
      });
    case 'setting':
      // A value is quoted as given, cut short: a link's text is not the page's to show at length.
      return linkCopy.text(locale, 'link.badSetting', { reason: linkCopy.text(locale, `link.${problem.param}`, { value: clip(problem.value) }) });
    case 'tokens-dropped':
      return problem.count === 1 ? linkCopy.text(locale, 'link.tokenDropped') : linkCopy.text(locale, 'link.tokensDropped', { count: problem.count });
    case 'scenario-and-request':
      return linkCopy.text(locale, 'link.scenarioAndRequest');
    case 'two-scenarios':
      return linkCopy.text(locale, 'link.twoScenarios');
    case 'scenario-data':
      return linkCopy.text(locale, 'link.scenarioData', { reason: linkCopy.text(locale, `link.scenarioData.${problem.cause}`) });
    default:
      return assertNever(problem);
  }
}

function clip(value: string, max = 40): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}
