/**
 * The MCP section's "two revisions" table: 2025-11-25 beside 2026-07-28 where
 * form elicitation differs (src/surfaces/mcp-revisions.ts), each value with its
 * source. The shapes are protocol text and stay untranslated; the topics are not.
 */
import { For, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import { MCP_REVISIONS, MCP_REVISION_ROWS } from '../../surfaces/mcp-revisions.ts';
import { outcomesCopy } from './outcomes-copy.ts';
import { SourceLink } from './SurfaceOutcomes.tsx';

export function McpRevisions(props: { level: 'h4' | 'h5' }): JSX.Element {
  const t = outcomesCopy.use();
  return (
    <div class="mcp-revisions" data-testid="mcp-revisions">
      <Dynamic component={props.level} class="surface-sub">
        {t('mcp.title')}
      </Dynamic>
      <div class="outcomes-scroll mcp-revisions-scroll" role="region" aria-label={t('mcp.title')} tabindex="0">
        <table class="outcomes-table">
          <thead>
            <tr>
              <th scope="col" class="outcomes-corner">
                {t('mcp.topic')}
              </th>
              <For each={MCP_REVISIONS}>{(rev) => <th scope="col">{rev}</th>}</For>
            </tr>
          </thead>
          <tbody>
            <For each={MCP_REVISION_ROWS}>
              {(row) => (
                <tr data-topic={row.topic}>
                  <th scope="row" class="outcomes-row">
                    {t(`mcp.topic.${row.topic}`)}
                  </th>
                  <For each={MCP_REVISIONS}>
                    {(rev) => (
                      <td data-revision={rev}>
                        <pre class="oc-payload" data-verbatim>
                          {row.values[rev]}
                        </pre>
                        <SourceLink id={row.sources[rev]} />
                      </td>
                    )}
                  </For>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
    </div>
  );
}
