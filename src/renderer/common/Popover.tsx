// A button that opens a panel hanging from it (the ☰ menu, the LAN panel): Floating UI keeps the panel inside
// the window and opaque above the screen; a click outside closes it, Esc closes it as the topmost layer
// (KeyboardLayers), focus moves into it on opening and back to its button on closing.
import {
  autoUpdate, flip, FloatingFocusManager, FloatingPortal, offset, shift, size, useClick, useDismiss, useFloating, useInteractions, useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import { keepOff } from './keepOff';
import { useLayer } from './KeyboardLayers';

export interface PopoverProps {
  /** The layer's name (also its keyboard scope). */
  id: string;
  /** What the button shows, its test id, tooltip and accessible name. */
  button: ReactNode;
  buttonTestId: string;
  buttonTitle?: string;
  buttonLabel: string;
  buttonClassName?: string;
  panelClassName?: string;
  panelTestId?: string;
  placement?: Placement;
  /** Space between the button and the panel (more for a button in a header row: the panel hangs below the row). */
  gap?: number;
  /** A selector for an element the open panel must not cover (it moves beside it when there is room). */
  keepOffSelector?: string;
  /** The panel's content; `close` shuts it (a menu entry that opens something else). */
  children: (close: () => void) => ReactNode;
}

export function Popover({ id, button, buttonTestId, buttonTitle, buttonLabel, buttonClassName = 'small', panelClassName = 'popover', panelTestId, placement = 'bottom-end', gap = 6, keepOffSelector, children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useLayer(id, open, close);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      ...(keepOffSelector ? [keepOff(keepOffSelector)] : []),
      size({ padding: 8, apply: ({ availableHeight, elements }) => void (elements.floating.style.maxHeight = `${Math.max(120, availableHeight)}px`) }),
    ],
  });
  // Esc is the layer stack's (one press closes one layer); Floating UI handles the click outside.
  const dismiss = useDismiss(context, { escapeKey: false });
  const { getReferenceProps, getFloatingProps } = useInteractions([useClick(context), dismiss, useRole(context, { role: 'dialog' })]);
  return (
    <>
      <button type="button" ref={refs.setReference} className={buttonClassName} data-testid={buttonTestId} title={buttonTitle} aria-label={buttonLabel} aria-expanded={open} {...getReferenceProps()}>
        {button}
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} returnFocus>
            <div ref={refs.setFloating} style={floatingStyles} className={panelClassName} data-testid={panelTestId} aria-label={buttonLabel} {...getFloatingProps()}>
              {children(close)}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
