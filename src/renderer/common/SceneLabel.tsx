// A label pinned to a point of a 3D board, drawn as HTML at a fixed screen size (the body text size),
// so it reads the same near and far and never blurs into the board. Clicks pass through to the board.
import { Html } from '@react-three/drei';
import type { ReactNode } from 'react';
import './sceneLabel.css';

export type LabelTone = 'plain' | 'special' | 'current' | 'title';

/** @param wrap break words onto lines within a hex's width instead of one long line */
export function SceneLabel({ position, children, tone = 'plain', wrap = false, testId, title }: {
  position: [number, number, number];
  children: ReactNode;
  tone?: LabelTone;
  wrap?: boolean;
  testId?: string;
  title?: string;
}) {
  return (
    // zIndexRange keeps labels low; the canvas wrapper's own stacking context keeps them under panels
    <Html position={position} center zIndexRange={[2, 0]} pointerEvents="none">
      <div className={`scene-label ${tone}${wrap ? ' wrap' : ''}`} data-testid={testId} title={title}>
        {children}
      </div>
    </Html>
  );
}
