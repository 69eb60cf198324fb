// An undo as a line of a game's log panel ("↶ Ada took back a move."), styled apart from the game's lines.
import type { CSSProperties } from 'react';

const style: CSSProperties = { fontStyle: 'italic', opacity: 0.8 };

export function UndoLogLine({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className} style={style} data-testid="log-undo">
      ↶ {text}
    </div>
  );
}
