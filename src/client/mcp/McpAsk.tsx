/**
 * An MCP server's question on the card (SPEC §9): a form becomes the generic
 * flow with the server named above it, its defaults as starting drafts, Skip
 * withheld from required fields, "Decline" beside Skip, and a field that does
 * not fit worded by name (the card jumps to it and nothing is sent); a URL
 * request becomes McpUrlCard. Plain data and callbacks: QuestionComposer binds
 * them to the PendingQuestion, the gallery to its fixtures.
 */
import { Match, Switch, type JSX } from 'solid-js';
import { ElicitationFieldError } from '../../surfaces/mcp-content.ts';
import type { AskUserQuestionItem, ElicitationBlock, QuestionDraft } from '../../protocol/index.ts';
import type { DescribedFailure, FlowSnapshot } from '../question/flow-state.ts';
import { QuestionFlow } from '../question/QuestionFlow.tsx';
import { McpOrigin } from './McpOrigin.tsx';
import { McpUrlCard, type McpUrlCardProps } from './McpUrlCard.tsx';
import { fieldProblemText } from './field-problem.ts';
import { mcpCopy } from './mcp-copy.ts';
import '../styles/mcp-card.css';

export interface McpAskProps {
  readonly block: ElicitationBlock;
  readonly questions: readonly AskUserQuestionItem[];
  readonly onSubmit: (drafts: QuestionDraft[]) => Promise<unknown>;
  readonly onDecline: () => Promise<unknown>;
  readonly onDismiss: () => Promise<unknown>;
  readonly onPainted?: () => void;
  readonly autoFocus?: boolean;
  /** Starting state of a form for the gallery (a live card starts from the server's defaults). */
  readonly initial?: Partial<FlowSnapshot>;
  /** Starting state of a URL card for the gallery. */
  readonly initialUrl?: McpUrlCardProps['initial'];
  readonly openPage?: (href: string) => void;
}

export function McpAsk(props: McpAskProps): JSX.Element {
  const t = mcpCopy.use();
  const fieldName = (index: number, key: string): string => props.questions[index]?.header ?? key;
  const describeFailure = (error: unknown): DescribedFailure | undefined => {
    if (!(error instanceof ElicitationFieldError)) return undefined;
    const name = fieldName(error.index, error.field);
    return {
      index: error.index,
      reason: {
        describe: () => {
          const worded = fieldProblemText(name, error.problem);
          return t(worded.key, worded.vars);
        },
      },
    };
  };
  return (
    <Switch>
      <Match when={props.block.mode === 'form' ? props.block : undefined}>
        {(form) => (
          <QuestionFlow
            questions={props.questions}
            origin={<McpOrigin server={form().server} message={form().message} />}
            onSubmit={props.onSubmit}
            onDismiss={props.onDismiss}
            onDecline={props.onDecline}
            canSkip={(index) => form().fields[index]?.required !== true}
            describeFailure={describeFailure}
            initial={{ drafts: form().drafts, ...props.initial }}
            {...(props.onPainted !== undefined ? { onPainted: props.onPainted } : {})}
            autoFocus={props.autoFocus !== false}
          />
        )}
      </Match>
      <Match when={props.block.mode === 'url' ? props.block : undefined}>
        {(url) => (
          <McpUrlCard
            block={url()}
            onOpen={() => props.onSubmit([{ selected: [url().url], custom: '', skipped: false }])}
            onDecline={props.onDecline}
            onDismiss={props.onDismiss}
            autoFocus={props.autoFocus !== false}
            {...(props.onPainted !== undefined ? { onPainted: props.onPainted } : {})}
            {...(props.initialUrl !== undefined ? { initial: props.initialUrl } : {})}
            {...(props.openPage !== undefined ? { openPage: props.openPage } : {})}
          />
        )}
      </Match>
    </Switch>
  );
}
