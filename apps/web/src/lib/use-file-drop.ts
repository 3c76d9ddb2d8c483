import { type DragEvent, useState } from 'react';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Drag-and-drop of files onto a zone: whether files are being dragged over it (to highlight it),
 * and the handlers to spread on it. Dropped files go to `onFiles`; nothing happens while disabled.
 */
export function useFileDrop({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);

  function handleDragOver(event: DragEvent<HTMLElement>) {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  return {
    dragging,
    handlers: {
      onDragEnter: handleDragOver,
      onDragOver: handleDragOver,
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        // Moving over a child fires dragleave on the zone too: only leaving the zone counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        if (disabled) return;
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length > 0) onFiles(files);
      },
    },
  };
}
