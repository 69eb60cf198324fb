// The frame of the Dice Game's prompt panel: the title, a body that scrolls on its own (with a visible bar and a
// "more below" line when it does), and a footer that always stays in view with the actions that end or undo the
// step (confirm, skip, end the turn, Undo, the hint).
import type { ReactNode } from 'react';
import { useMoreBelow } from '../common/useMoreBelow';
import { UndoButton } from '../undo/UndoButton';
import { HintButton } from '../hints/HintButton';
import { heading, panel, small } from './styles';
import { useSay } from '../i18n/useSay';

// A hint's suggestion, reason and chances share the footer with the actions: it scrolls on its own within this
// height, and the body keeps room for a few choices, so neither squeezes the other out of view at 1280x800.
const HINT_MAX_HEIGHT = '24vh';
const BODY_MIN_HEIGHT = 'min(120px, 16vh)';

export function PromptFrame({ title, step, actions, children }: { title: string; step: string; actions?: ReactNode; children: ReactNode }) {
  const [body, more] = useMoreBelow();
  const say = useSay();
  return (
    <div
      style={{ ...panel, display: 'flex', flexDirection: 'column', maxHeight: '58vh', minHeight: 0, flexShrink: 0, padding: 0 }}
      data-testid="dice-prompt"
      data-step={step}
      role="region"
      aria-labelledby="dice-prompt-title"
    >
      <div style={{ ...heading, padding: '8px 10px 0' }} id="dice-prompt-title">{title}</div>
      <div
        ref={body}
        data-testid="dice-prompt-body"
        data-more-below={more ? 'yes' : 'no'}
        style={{ overflowY: 'auto', minHeight: BODY_MIN_HEIGHT, flex: '1 1 auto', padding: '0 10px 4px', scrollbarWidth: 'thin', scrollbarColor: '#d08a5e rgba(255,255,255,0.08)', scrollbarGutter: 'stable' }}
      >
        {children}
      </div>
      {more && (
        <div style={{ ...small, opacity: 1, textAlign: 'center', color: '#ffcf9e', borderTop: '1px dashed rgba(255,190,140,0.35)' }} data-testid="dice-prompt-more">
          {say('dice.panel.moreBelow')}
        </div>
      )}
      <div style={{ padding: '4px 10px 8px', borderTop: '1px solid rgba(255,190,140,0.2)' }} data-testid="dice-prompt-footer">
        {actions}
        <UndoButton />
        <div style={{ maxHeight: HINT_MAX_HEIGHT, overflowY: 'auto', scrollbarWidth: 'thin' }} data-testid="dice-prompt-hint">
          <HintButton />
        </div>
      </div>
    </div>
  );
}
