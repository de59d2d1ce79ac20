/**
 * Drag and drop onto the whole catalogue (§10.3): a scenario file dropped
 * anywhere over it opens as one chosen with "Open scenario file" does (the
 * runs store reads it with the same loader). While files are dragged over, the
 * region says where they go. Drags that carry no files (text, links) pass.
 */
import { Show, createSignal, type JSX } from 'solid-js';
import { yoursCopy } from './yours-copy.ts';

export interface CatalogueDropTargetProps {
  readonly onFiles: (files: readonly File[]) => void;
  readonly children: JSX.Element;
  readonly class?: string;
}

function carriesFiles(event: DragEvent): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes('Files');
}

export function CatalogueDropTarget(props: CatalogueDropTargetProps): JSX.Element {
  const t = yoursCopy.use();
  const [over, setOver] = createSignal(false);
  let depth = 0;
  return (
    <div
      class={`catalogue-drop ${props.class ?? ''}`}
      data-testid="catalogue-drop"
      data-dragging={over() ? '' : undefined}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        depth += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        if (event.dataTransfer !== null) event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth = Math.max(0, depth - 1);
        if (depth === 0) setOver(false);
      }}
      ref={(el) => {
        // A drop on the Yours drop zone stops there (it handles the files itself): clear the hint on the way down.
        el.addEventListener(
          'drop',
          () => {
            depth = 0;
            setOver(false);
          },
          { capture: true },
        );
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth = 0;
        setOver(false);
        const files = [...(event.dataTransfer?.files ?? [])];
        if (files.length > 0) props.onFiles(files);
      }}
    >
      {props.children}
      <Show when={over()}>
        <div class="catalogue-drop-hint" aria-hidden="true">
          {t('yours.dropHere')}
        </div>
      </Show>
    </div>
  );
}
