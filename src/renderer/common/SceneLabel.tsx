// A label pinned to a point of a 3D board, drawn as HTML at a fixed screen size (the body text size),
// so it reads the same near and far and never blurs into the board. Clicks pass through to the board.
import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useMemo, type ReactNode, type RefObject } from 'react';
import './sceneLabel.css';

/**
 * Where HTML pinned to the scene is attached: always the canvas's own wrapper. Left to itself, drei's Html
 * may first attach to one element and move once the canvas's events connect, and the move empties it.
 */
export function useHtmlHost(): RefObject<HTMLElement> {
  const gl = useThree((s) => s.gl);
  return useMemo(() => ({ current: gl.domElement.parentElement as HTMLElement }), [gl]);
}

export type LabelTone = 'plain' | 'special' | 'current' | 'title' | 'dim' | 'place';

/** @param wrap a width in pixels: words break onto lines within it instead of one long line */
export function SceneLabel({ position, children, tone = 'plain', wrap, testId, title, className, spokenName }: {
  position: [number, number, number];
  children: ReactNode;
  tone?: LabelTone;
  wrap?: number;
  testId?: string;
  title?: string;
  /** More classes for the label itself (e.g. to place it beside its anchor instead of centred on it). */
  className?: string;
  /** What a screen reader says for a label drawn in symbols (then read as one image with this name). */
  spokenName?: string;
}) {
  const host = useHtmlHost();
  return (
    // zIndexRange keeps labels low; the canvas wrapper's own stacking context keeps them under panels
    <Html position={position} center zIndexRange={[2, 0]} pointerEvents="none" portal={host} wrapperClass="scene-label-host" style={{ pointerEvents: 'none' }}>
      <div className={`scene-label ${tone}${wrap ? ' wrap' : ''}${className ? ` ${className}` : ''}`} style={wrap ? { maxWidth: wrap } : undefined} data-testid={testId} title={title} role={spokenName ? 'img' : undefined} aria-label={spokenName}>
        {children}
      </div>
    </Html>
  );
}
