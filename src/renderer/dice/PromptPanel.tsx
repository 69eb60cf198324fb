// The seat's current decision: buttons for every legal choice (grouped; changing a die step by step), or pickers
// for keeping dice and discarding cards. It offers only what the view lists, so every click is a legal move.
// Every word is said in the player's language (the `dice` catalogue): titles and labels come as messages.
import { useEffect, useMemo, useState } from 'react';
import type { DiceMove } from '../../shared/dice/moves';
import type { DiceChoiceGroup, DicePrompt } from '../../shared/dice/prompt';
import type { Message } from '../../shared/message';
import { useSay } from '../i18n/useSay';
import type { DiceAreaView, DicePlayerView } from '../../shared/dice/view';
import { areaBonusWords, areaPositionWords } from './areaNames';
import { ChangeDie } from './ChangeDie';
import { DieChip } from './DieChip';
import { PromptFrame } from './PromptFrame';
import { button, primary, small, warning } from './styles';

/** Answers that end or skip the step: kept in the panel's footer, always in view. */
const FOOTER_MOVES = new Set<DiceMove['type']>(['secondSupport', 'skip', 'endTurn']);

interface Listed {
  label: Message;
  move: DiceMove;
  index: number;
}

/** A place answer: the area named by what its hex shows and where it is; hovering lights the hex on the board. */
function PlaceButton({ c, area, onMove, onHoverArea }: { c: Listed; area: DiceAreaView | undefined; onMove: (m: DiceMove) => void; onHoverArea: (id: string | null) => void }) {
  const say = useSay();
  if (c.move.type !== 'place') return null;
  const id = c.move.area;
  return (
    <button
      type="button"
      style={button}
      data-testid={`choice-${c.index}`}
      data-move="place"
      data-area={id}
      onClick={() => onMove(c.move)}
      onMouseEnter={() => onHoverArea(id)}
      onMouseLeave={() => onHoverArea(null)}
      onFocus={() => onHoverArea(id)}
      onBlur={() => onHoverArea(null)}
    >
      {area ? (
        <>
          <b>{say(areaBonusWords(area))}</b>
          <span style={small}> · {say(areaPositionWords(area))}</span>
        </>
      ) : (
        say(c.label)
      )}
    </button>
  );
}

function ChoiceButton({ c, onMove }: { c: Listed; onMove: (m: DiceMove) => void }) {
  const say = useSay();
  return (
    <button type="button" style={FOOTER_MOVES.has(c.move.type) ? primary : button} data-testid={`choice-${c.index}`} data-move={c.move.type} onClick={() => onMove(c.move)}>
      {say(c.label)}
    </button>
  );
}

function ChoiceList({ prompt, me, areas, onMove, onHoverArea }: {
  prompt: Extract<DicePrompt, { kind: 'choice' }>;
  me: DicePlayerView;
  areas: DiceAreaView[];
  onMove: (m: DiceMove) => void;
  onHoverArea: (id: string | null) => void;
}) {
  const say = useSay();
  const { groups, footer, dieChanges } = useMemo(() => {
    const grouped = new Map<DiceChoiceGroup, Listed[]>();
    const ending: Listed[] = [];
    const changes: Extract<DiceMove, { type: 'setFace' }>[] = [];
    prompt.choices.forEach((c, index) => {
      if (c.move.type === 'setFace') changes.push(c.move);
      else if (FOOTER_MOVES.has(c.move.type)) ending.push({ label: c.label, move: c.move, index });
      else grouped.set(c.group, [...(grouped.get(c.group) ?? []), { label: c.label, move: c.move, index }]);
    });
    return { groups: [...grouped.entries()], footer: ending, dieChanges: changes };
  }, [prompt]);
  const areaById = useMemo(() => new Map(areas.map((a) => [a.id, a])), [areas]);
  // The hovered hex goes dark again when the prompt moves on.
  useEffect(() => () => onHoverArea(null), [prompt, onHoverArea]);
  return (
    <PromptFrame title={say(prompt.title)} step={prompt.step} actions={footer.map((c) => <ChoiceButton key={c.index} c={c} onMove={onMove} />)}>
      {groups.map(([group, choices]) => (
        <div key={group} data-testid={`choice-group-${group}`}>
          <div style={small}>{say(`dice.group.${group}`)}</div>
          {choices.map((c) =>
            c.move.type === 'place' ? (
              <PlaceButton key={c.index} c={c} area={areaById.get(c.move.area)} onMove={onMove} onHoverArea={onHoverArea} />
            ) : (
              <ChoiceButton key={c.index} c={c} onMove={onMove} />
            ),
          )}
        </div>
      ))}
      {dieChanges.length > 0 && (
        <div data-testid="choice-group-Change a die">
          <div style={small}>{say('dice.group.changeDie')}</div>
          <ChangeDie moves={dieChanges} me={me} onMove={onMove} />
        </div>
      )}
    </PromptFrame>
  );
}

function KeepDice({ prompt, me, onMove }: { prompt: Extract<DicePrompt, { kind: 'keepDice' }>; me: DicePlayerView; onMove: (m: DiceMove) => void }) {
  const say = useSay();
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
  const confirm = confirmingNone ? (
    <div data-testid="keep-none-confirm" style={{ ...warning, marginTop: 4 }}>
      <div>{say('dice.keep.askNone', { count: prompt.dice.length })}</div>
      <button type="button" style={primary} data-testid="keep-none-yes" onClick={send}>
        {say('dice.keep.yesAll', { count: prompt.dice.length })}
      </button>
      <button type="button" style={button} data-testid="keep-none-back" onClick={() => setConfirmingNone(false)}>
        {say('dice.keep.back')}
      </button>
    </div>
  ) : (
    <button type="button" style={kept.length > 0 || prompt.dice.length === 0 ? primary : button} data-testid="keep-confirm" onClick={() => (kept.length === 0 && prompt.dice.length > 0 ? setConfirmingNone(true) : send())}>
      {kept.length === 0 ? say('dice.keep.none') : say('dice.keep.confirm', { kept: kept.length, returned })}
    </button>
  );
  return (
    <PromptFrame title={say(prompt.title)} step={prompt.step} actions={confirm}>
      <div style={small}>{say('dice.keep.help', { max: prompt.max })}</div>
      {/* Room above and below for a chosen die, which is lifted. */}
      <div style={{ margin: '6px 0 2px' }}>
        {prompt.dice.map((i) => (
          <DieChip key={i} die={me.dice[i]} selected={kept.includes(i)} onClick={() => toggle(i)} testId={`keep-die-${i}`} />
        ))}
      </div>
      <div style={small} data-testid="keep-consequence">
        {say('dice.keep.consequence', { kept: kept.length, returned })}
      </div>
    </PromptFrame>
  );
}

function DiscardCards({ prompt, me, onMove }: { prompt: Extract<DicePrompt, { kind: 'discardCards' }>; me: DicePlayerView; onMove: (m: DiceMove) => void }) {
  const say = useSay();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen([]), [prompt]);
  const names = new Map((me.hand ?? []).map((c) => [c.id, c.name]));
  const confirm = (
    <button type="button" style={primary} data-testid="discard-confirm" onClick={() => onMove({ type: 'discardCards', cards: chosen })}>
      {say('dice.discard.confirm', { count: chosen.length })}
    </button>
  );
  return (
    <PromptFrame title={say(prompt.title)} step={prompt.step} actions={confirm}>
      <div style={small}>{say('dice.discard.help')}</div>
      {prompt.cards.map((id) => (
        <label key={id} style={{ display: 'block' }}>
          <input type="checkbox" data-testid={`discard-${id}`} checked={chosen.includes(id)} onChange={() => setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])} />{' '}
          {names.has(id) ? say(names.get(id)!) : id}
        </label>
      ))}
    </PromptFrame>
  );
}

export function PromptPanel({ prompt, me, areas, onMove, onHoverArea }: {
  prompt: DicePrompt | null;
  me: DicePlayerView | undefined;
  areas: DiceAreaView[];
  onMove: (m: DiceMove) => void;
  onHoverArea: (id: string | null) => void;
}) {
  if (!prompt || !me) return null;
  if (prompt.kind === 'keepDice') return <KeepDice prompt={prompt} me={me} onMove={onMove} />;
  if (prompt.kind === 'discardCards') return <DiscardCards prompt={prompt} me={me} onMove={onMove} />;
  return <ChoiceList prompt={prompt} me={me} areas={areas} onMove={onMove} onHoverArea={onHoverArea} />;
}
