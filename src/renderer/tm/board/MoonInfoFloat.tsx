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
      // Always below the anchor (which is under the moon's strip): above, beside or shifted up it would cover the
      // moon the mouse is on, and the panel would close and reopen under the pointer. A panel taller than the room
      // below is shortened by size() and scrolls instead.
      flip({ boundary, padding: EDGE, crossAxis: false, fallbackPlacements: ['bottom-start', 'bottom-end'], fallbackStrategy: 'initialPlacement' }),
      shift({ boundary, padding: EDGE, crossAxis: false }),
      size({
        boundary,
        padding: EDGE,
        apply: ({ availableHeight, availableWidth, elements }) => {
          elements.floating.style.maxHeight = `${Math.max(120, availableHeight)}px`;
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
