// The seat's current decision: buttons for every legal choice (grouped), or pickers for keeping dice
// and discarding cards. It offers only what the view lists, so every click is a legal move.
import { useEffect, useMemo, useState } from 'react';
import type { DiceMove } from '../../shared/dice/moves';
import type { DicePrompt } from '../../shared/dice/prompt';
import type { DicePlayerView } from '../../shared/dice/view';
import { DieChip } from './DieChip';
import { button, heading, panel, primary, small, warning } from './styles';
import { UndoButton } from '../undo/UndoButton';
import { HintButton } from '../hints/HintButton';

/** Big groups (such as turning dice) start folded so the main options stay visible. */
const FOLDED_GROUPS = new Set(['Change a die']);

function ChoiceList({ prompt, onMove }: { prompt: Extract<DicePrompt, { kind: 'choice' }>; onMove: (m: DiceMove) => void }) {
  const groups = useMemo(() => {
    const out = new Map<string, { label: string; move: DiceMove; index: number }[]>();
    prompt.choices.forEach((c, index) => out.set(c.group, [...(out.get(c.group) ?? []), { label: c.label, move: c.move, index }]));
    return [...out.entries()];
  }, [prompt]);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  return (
    <div>
      {groups.map(([group, choices]) => {
        const folded = FOLDED_GROUPS.has(group) && !open[group];
        return (
          <div key={group} data-testid={`choice-group-${group}`}>
            <div style={small}>
              {group}
              {FOLDED_GROUPS.has(group) && (
                <button type="button" style={{ ...button, padding: '0 6px', marginLeft: 6 }} onClick={() => setOpen({ ...open, [group]: !open[group] })} data-testid={`toggle-${group}`}>
                  {folded ? `show ${choices.length}` : 'hide'}
                </button>
              )}
            </div>
            {!folded &&
              choices.map((c) => (
                <button key={c.index} type="button" style={button} data-testid={`choice-${c.index}`} data-move={c.move.type} onClick={() => onMove(c.move)}>
                  {c.label}
                </button>
              ))}
          </div>
        );
      })}
    </div>
  );
}

function KeepDice({ prompt, me, onMove }: { prompt: Extract<DicePrompt, { kind: 'keepDice' }>; me: DicePlayerView; onMove: (m: DiceMove) => void }) {
  const [kept, setKept] = useState<number[]>([]);
  // Keeping nothing gives every production die back: the panel asks once more before sending it.
  const [confirmingNone, setConfirmingNone] = useState(false);
  useEffect(() => {
    setKept([]);
    setConfirmingNone(false);
  }, [prompt]);
  const toggle = (i: number) => {
    setConfirmingNone(false);
    setKept(kept.includes(i) ? kept.filter((k) => k !== i) : kept.length < prompt.max ? [...kept, i] : kept);
  };
  const returned = prompt.dice.length - kept.length;
  const send = () => onMove({ type: 'keepDice', dice: [...kept].sort((a, b) => a - b) });
  return (
    <div>
      <div style={small}>Click up to {prompt.max} dice to keep; the others go back to the pool.</div>
      <div>
        {prompt.dice.map((i) => (
          <DieChip key={i} die={me.dice[i]} selected={kept.includes(i)} onClick={() => toggle(i)} testId={`keep-die-${i}`} />
        ))}
      </div>
      <div style={small} data-testid="keep-consequence">
        {kept.length === 0 ? 'No die chosen yet' : `Keeping ${kept.length}`} · {returned} {returned === 1 ? 'die goes' : 'dice go'} back to the pool
      </div>
      {confirmingNone ? (
        <div data-testid="keep-none-confirm" style={{ ...warning, marginTop: 4 }}>
          <div>Keep no dice? All {prompt.dice.length} production dice go back to the pool.</div>
          <button type="button" style={primary} data-testid="keep-none-yes" onClick={send}>
            Yes, return all {prompt.dice.length}
          </button>
          <button type="button" style={button} data-testid="keep-none-back" onClick={() => setConfirmingNone(false)}>
            Back to choosing
          </button>
        </div>
      ) : (
        <button type="button" style={kept.length > 0 || prompt.dice.length === 0 ? primary : button} data-testid="keep-confirm" onClick={() => (kept.length === 0 && prompt.dice.length > 0 ? setConfirmingNone(true) : send())}>
          {kept.length === 0 ? 'Keep no dice…' : `Keep ${kept.length}, return ${returned}`}
        </button>
      )}
    </div>
  );
}

function DiscardCards({ prompt, me, onMove }: { prompt: Extract<DicePrompt, { kind: 'discardCards' }>; me: DicePlayerView; onMove: (m: DiceMove) => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen([]), [prompt]);
  const names = new Map((me.hand ?? []).map((c) => [c.id, c.name]));
  return (
    <div>
      <div style={small}>Pick cards to discard (any number), then draw back up to 5.</div>
      {prompt.cards.map((id) => (
        <label key={id} style={{ display: 'block' }}>
          <input type="checkbox" data-testid={`discard-${id}`} checked={chosen.includes(id)} onChange={() => setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])} />{' '}
          {names.get(id) ?? id}
        </label>
      ))}
      <button type="button" style={primary} data-testid="discard-confirm" onClick={() => onMove({ type: 'discardCards', cards: chosen })}>
        Discard {chosen.length} and draw
      </button>
    </div>
  );
}

// Tall enough at 1280x800 for a hint's suggestion, reason and three chances below the choices (the log follows it).
export function PromptPanel({ prompt, me, onMove }: { prompt: DicePrompt | null; me: DicePlayerView | undefined; onMove: (m: DiceMove) => void }) {
  if (!prompt || !me) return null;
  return (
    <div style={{ ...panel, maxHeight: '58vh', overflowY: 'auto' }} data-testid="dice-prompt" data-step={prompt.step}>
      <div style={heading}>{prompt.title}</div>
      {prompt.kind === 'choice' && <ChoiceList prompt={prompt} onMove={onMove} />}
      {prompt.kind === 'keepDice' && <KeepDice prompt={prompt} me={me} onMove={onMove} />}
      {prompt.kind === 'discardCards' && <DiscardCards prompt={prompt} me={me} onMove={onMove} />}
      <UndoButton />
      <HintButton />
    </div>
  );
}
