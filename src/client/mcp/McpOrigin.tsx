/**
 * The top of an MCP card (SPEC §9): which server asks, and its message, as the
 * server wrote them (verbatim). Shown above the questions of a form and above
 * the address of a URL request.
 */
import type { JSX } from 'solid-js';
import { mcpCopy } from './mcp-copy.ts';

export interface McpOriginProps {
  readonly server: string;
  readonly message: string;
}

export function McpOrigin(props: McpOriginProps): JSX.Element {
  const t = mcpCopy.use();
  return (
    <div class="mcp-origin" data-testid="mcp-origin">
      <p class="mcp-origin-who">
        <span class="mcp-origin-label">{t('mcp.card.label')}</span>{' '}
        <span class="mcp-origin-server" data-testid="mcp-origin-server" data-verbatim>
          {props.server}
        </span>
      </p>
      <p class="mcp-origin-message" data-testid="mcp-origin-message" data-verbatim>
        {props.message}
      </p>
    </div>
  );
}
