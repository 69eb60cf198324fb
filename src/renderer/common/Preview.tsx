// A preview that floats next to whatever names a thing (a card in the hand, the log, a prompt...): it opens on
// hover or keyboard focus, a click pins it open until Escape or a click elsewhere. Built on Floating UI, which
// keeps it on screen (flip/shift) at any window size. Used by every game's screen.
import {
  autoUpdate, flip, FloatingPortal, offset, safePolygon, shift, size, useDismiss, useFloating, useFocus, useHover, useInteractions,
  type OpenChangeReason, type Placement,
} from '@floating-ui/react';
import { useRef, useState, type ReactNode } from 'react';

export interface PreviewHandle {
  /** Spread on the element that names the thing (ref and the hover/focus/click handlers). */
  anchorProps: Record<string, unknown> & { ref: (node: Element | null) => void; onClick?: (e: React.MouseEvent) => void };
  /** The floating preview (rendered in a portal): place it anywhere in the anchor's component. */
  floating: ReactNode;
}

const TRANSIENT: OpenChangeReason[] = ['hover', 'focus', 'focus-out', 'safe-polygon'];

/**
 * @param render the preview's content, built only while it shows.
 * @param pinnable false where a click already means something else (choosing a card): hover and focus only.
 */
export function usePreview(render: () => ReactNode, { pinnable = true, placement = 'right-start' as Placement, testId = 'preview' } = {}): PreviewHandle {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  // A click on a choosable anchor closes its preview until the mouse leaves it (a hover timer still running must not reopen it).
  const closedByClick = useRef(false);
  const { refs, floatingStyles, context } = useFloating({
    open: open || pinned,
    onOpenChange: (next, _event, reason) => {
      if (next && closedByClick.current) return;
      if (!next && !TRANSIENT.includes(reason as OpenChangeReason)) setPinned(false);
      setOpen(next);
    },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(8),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({ padding: 8, apply: ({ availableHeight, elements }) => void (elements.floating.style.maxHeight = `${Math.max(160, availableHeight)}px`) }),
    ],
  });
  // A choosable anchor (a card in a picker) lies among others to click next: moving toward its preview must not
  // keep it open over them (no safe polygon), and a click closes it until the mouse comes back.
  const hover = useHover(context, { delay: { open: 120, close: 60 }, handleClose: pinnable ? safePolygon() : null, move: pinnable });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss]);
  const anchorProps = {
    ...getReferenceProps({
      onClick: pinnable
        ? () => setPinned((p) => !p)
        : () => {
            closedByClick.current = true;
            setOpen(false);
          },
      onMouseLeave: () => {
        closedByClick.current = false;
      },
    }),
    ref: refs.setReference,
  } as PreviewHandle['anchorProps'];
  const floating =
    open || pinned ? (
      <FloatingPortal>
        <div ref={refs.setFloating} style={floatingStyles} className={`preview${pinned ? ' pinned' : ''}`} data-testid={testId} {...getFloatingProps()}>
          {render()}
        </div>
      </FloatingPortal>
    ) : null;
  return { anchorProps, floating };
}
