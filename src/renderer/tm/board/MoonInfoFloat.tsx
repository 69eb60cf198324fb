// A moon's info panel placed with Floating UI: anchored under the moon's track strip, kept inside the free board
// area between the screen's panels (flipped, shifted and shortened to fit), so it never runs under the prompt
// panel or out of the window, at any window size.
import { autoUpdate, flip, FloatingPortal, offset, shift, size, useFloating } from '@floating-ui/react';
import type { ReactNode } from 'react';

const EDGE = 6;

function boardArea(): Element | undefined {
  return document.querySelector('[data-board-region]') ?? undefined;
}

export function MoonInfoFloat({ children }: { children: ReactNode }) {
  const boundary = boardArea();
  const { refs, floatingStyles } = useFloating({
    open: true,
    placement: 'bottom',
    // The anchor is pinned to the 3D scene: it moves with the camera, not with the page's layout.
    whileElementsMounted: (reference, floating, update) => autoUpdate(reference, floating, update, { animationFrame: true }),
    middleware: [
      offset(4),
      // Never above: there it would cover the moon the mouse is on.
      flip({ boundary, padding: EDGE, fallbackPlacements: ['bottom-start', 'bottom-end', 'right', 'left'] }),
      shift({ boundary, padding: EDGE, crossAxis: true }),
      size({
        boundary,
        padding: EDGE,
        apply: ({ availableHeight, availableWidth, elements }) => {
          elements.floating.style.maxHeight = `${Math.max(140, availableHeight)}px`;
          elements.floating.style.maxWidth = `${Math.max(220, availableWidth)}px`;
        },
      }),
    ],
  });
  return (
    <>
      <span ref={refs.setReference} className="moon-info-ref" />
      <FloatingPortal>
        <div ref={refs.setFloating} style={floatingStyles} className="moon-info-float" data-testid="moon-info-float">
          {children}
        </div>
      </FloatingPortal>
    </>
  );
}
