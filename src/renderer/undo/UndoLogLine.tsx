// An undo as a line of a game's log panel ("↶ Ada took back a move."), styled apart from the game's lines.
import type { CSSProperties } from 'react';
import type { MessageOrText } from '../../shared/message';
import { sayMessageOrText } from '../i18n/say';
import { useSay } from '../i18n/useSay';

const style: CSSProperties = { fontStyle: 'italic', opacity: 0.8 };

/** @param text the host's note: a message, or (from an older host) a plain sentence shown as it is. */
export function UndoLogLine({ text, className }: { text: MessageOrText; className?: string }) {
  const say = useSay();
  return (
    <div className={className} style={style} data-testid="log-undo">
      ↶ {sayMessageOrText(say, text)}
    </div>
  );
}
