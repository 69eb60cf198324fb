// Error notes from the host as toasts (sonner): each expires by itself, at most two show at once, they sit
// over the right-hand column rather than the board, and a change of screen clears them all.
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { useSay } from '../i18n/useSay';
import { takeErrors, useApp } from '../store';

/** Long enough to read a sentence twice; the message also stays in the prompt's "last error" line. */
export const TOAST_MS = 6000;

export function Toasts() {
  const say = useSay();
  const errors = useApp((s) => s.errors);
  const screen = useApp((s) => s.screen);
  useEffect(() => {
    if (errors.length === 0) return;
    for (const note of takeErrors()) (note.tone === 'info' ? toast.info : toast.error)(note.message, { id: note.id });
  }, [errors]);
  useEffect(() => {
    toast.dismiss();
  }, [screen]);
  return (
    <Toaster
      position="top-right"
      offset={{ top: 56, right: 16 }}
      duration={TOAST_MS}
      visibleToasts={2}
      closeButton
      theme="dark"
      richColors
      style={{ '--width': '320px' } as React.CSSProperties}
      toastOptions={{ className: 'toast-note', closeButtonAriaLabel: say('common.toast.dismiss') }}
    />
  );
}
