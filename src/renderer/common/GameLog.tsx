// The one log box of every game: it keeps the whole game, follows its newest line unless the player scrolled
// back (then "↓ Newest" brings them back), and shows the newest line whole. The game supplies the lines.
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** How close to the end (px) still counts as "at the newest line" (sub-pixel scroll positions, zoom). */
const AT_END_SLACK = 6;

export interface GameLogProps {
  /** The rendered lines, oldest first. */
  children: ReactNode;
  /** Changes whenever a line is added or changed (e.g. the count and the last line's text). */
  tailKey: string | number;
  testId: string;
  className?: string;
  style?: CSSProperties;
}

export function isAtEnd(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= AT_END_SLACK;
}

export function GameLog({ children, tailKey, testId, className, style }: GameLogProps) {
  const box = useRef<HTMLDivElement>(null);
  // Follows the tail until the player scrolls away from it; scrolling back to the end follows again.
  const following = useRef(true);
  // Where the box last put itself: a position above it means the player scrolled back, even if the scroll event
  // has not arrived yet when a new line does.
  const autoTop = useRef(0);
  const [behind, setBehind] = useState(false);
  const toEnd = useCallback(() => {
    const el = box.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    autoTop.current = el.scrollTop;
    following.current = true;
    setBehind(false);
  }, []);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (el.scrollTop < autoTop.current - AT_END_SLACK) {
      following.current = false;
      setBehind(true);
    }
    if (following.current) toEnd();
  }, [tailKey, toEnd]);
  // A box that grows or shrinks (window resized, panel above it changed) keeps its newest line in sight.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!following.current) return;
      el.scrollTop = el.scrollHeight;
      autoTop.current = el.scrollTop;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const atEnd = isAtEnd(el);
    following.current = atEnd;
    if (atEnd) autoTop.current = el.scrollTop;
    setBehind(!atEnd);
  };
  return (
    <div className={`game-log-wrap ${className ?? ''}`} style={style}>
      <div ref={box} className="game-log" data-testid={testId} role="log" aria-live="polite" aria-label="Game log" tabIndex={0} onScroll={onScroll}>
        {children}
      </div>
      {behind && (
        <button type="button" className="game-log-newest small" data-testid={`${testId}-newest`} onClick={toEnd} title="Back to the newest line (the log follows it again)">
          ↓ Newest
        </button>
      )}
    </div>
  );
}
