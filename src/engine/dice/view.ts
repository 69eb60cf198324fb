// What one seat may see: its own hand and corporation options, everyone's public board; never other
// hands, the deck order or the face-down bonus cards.
import { FACES, rarityOf, type Face } from '../../shared/dice/basics';
import { msg, type Message } from '../../shared/message';
import { colourName, diceCardName, diceCardText, diceMilestoneName, diceMilestoneText, faceName, specialTileName } from '../../shared/dice/words';
import type { DiceCardView, DicePlayerView, DiceView } from '../../shared/dice/view';
import { bonusCard, corporation, productionOf, projectCard } from './cards/catalogue';
import type { Effect } from './cards/vocabulary';
import { AREAS, areaBonus } from './data/board';
import { OCEAN_TILES, OXYGEN, TEMPERATURE, type Track } from './data/parameters';
import { SOLO_BENCHMARK, SOLO_AWARD_THRESHOLD } from './data/scoring';
import { SOLO_MILESTONE_DEADLINES } from './data/milestones';
import { waitingFor } from './legal';
import { promptOf } from './prompts';
import { completedParameters } from './terraform';
import { symbolCount } from './scoring';
import type { DicePlayer, DiceState } from './state';


/** A short label of one effect, for bonuses printed on the board and the tracks (`dice.effect.*`). */
export function effectLabel(e: Effect): Message {
  if ('gain' in e) return msg('dice.effect.gain', { count: e.n ?? 1, face: faceName(e.gain) });
  if ('roll' in e) return msg('dice.effect.roll', { count: e.n, colour: colourName(e.roll) });
  if ('rollChoice' in e) return msg('dice.effect.rollChoice', { count: e.rollChoice });
  if ('wild' in e) return msg('dice.effect.wild', { count: e.wild });
  if ('vp' in e) return msg('dice.effect.vp', { count: e.vp });
  if ('draw' in e) return msg('dice.effect.draw', { count: e.draw });
  if ('raise' in e) return msg('dice.effect.raise', { track: e.raise });
  if ('place' in e) return e.special ? msg('dice.effect.placeSpecial', { special: specialTileName(e.special) }) : msg('dice.effect.place', { tile: e.place });
  if ('rotate' in e) return msg('dice.effect.rotate', { count: e.rotate });
  if ('attack' in e) return msg('dice.effect.attack', { count: e.attack });
  if ('lose' in e) return msg('dice.effect.lose', { count: e.lose });
  return msg(`dice.effect.hook.${e.hook}`);
}

export function projectView(id: string, used = false): DiceCardView {
  const c = projectCard(id);
  return { id, name: diceCardName(id), kind: c.colour, cost: c.cost, text: diceCardText(id), endVp: c.endVp ?? 0, ours: true, ...(c.colour === 'blue' && c.action ? { used } : {}) };
}

function corporationView(id: string): DiceCardView {
  const c = corporation(id);
  return { id, name: diceCardName(id), kind: 'corporation', cost: [], text: diceCardText(id), endVp: 0, ours: c.origin !== 'published' };
}

function bonusView(id: string): DiceCardView {
  const c = bonusCard(id);
  return { id, name: diceCardName(id), kind: 'bonus', cost: [], text: diceCardText(id), endVp: 0, ours: c.origin !== 'published' };
}

function playerView(state: DiceState, p: DicePlayer, seat: number, viewer: number | null): DicePlayerView {
  const symbols: Partial<Record<Face, number>> = {};
  for (const f of FACES) {
    const n = symbolCount(p, f);
    if (n) symbols[f] = n;
  }
  return {
    seat,
    name: p.name,
    color: p.color,
    kind: p.kind,
    corporation: p.corporation ? corporationView(p.corporation) : null,
    vp: p.vp,
    wild: p.wild,
    dice: p.dice.map((d) => ({ ...d })),
    handCount: p.hand.length,
    ...(viewer === seat ? { hand: p.hand.map((id) => projectView(id)) } : {}),
    played: p.played.map((id) => projectView(id, p.used.includes(id))),
    bonusCards: p.bonusCards.map(bonusView),
    production: productionOf(p),
    milestones: state.milestones.filter((m) => m.claimedBy === seat).map((m) => diceMilestoneName(m.id)),
    symbols,
  };
}

function trackView(track: Track, value: number) {
  const bonuses: Record<number, Message[]> = {};
  for (const [step, effects] of Object.entries(track.bonuses)) bonuses[Number(step)] = effects.map(effectLabel);
  return { value, max: track.steps, labels: Array.from({ length: track.steps + 1 }, (_, i) => track.label(i)), bonuses };
}

function soloResult(state: DiceState, total: number) {
  const completed = completedParameters(state) === 3;
  const row = SOLO_BENCHMARK.find((r) => total >= r.from && (r.to === null || total <= r.to));
  return { completed, score: completed ? total : 0, rating: completed ? (row?.rating ?? null) : null, table: SOLO_BENCHMARK };
}

export function viewFor(state: DiceState, viewer: number | null): DiceView {
  const scores = state.scores;
  // Still tied after the production tie-breaker, the rules call for a rematch: no single winner.
  const firsts = scores && !state.solo ? scores.filter((s) => s.rank === 1) : [];
  const winner = firsts.length === 1 ? firsts[0].seat : null;
  return {
    system: 'dice',
    viewer,
    solo: state.solo,
    turn: state.turn,
    round: Math.floor((state.turn - 1) / state.players.length) + 1,
    current: state.current,
    firstPlayer: state.firstPlayer,
    oxygen: trackView(OXYGEN, state.oxygen),
    temperature: trackView(TEMPERATURE, state.temperature),
    oceans: { placed: state.oceans, max: OCEAN_TILES },
    pool: { ...state.pool },
    areas: AREAS.map((a) => {
      const tile = state.tiles[a.id];
      return {
        id: a.id,
        row: a.row,
        col: a.col,
        kind: a.kind,
        bonus: areaBonus(state.boardSide, a.id).map(effectLabel),
        ...(a.special ? { special: a.special } : {}),
        ...(tile ? { tile: { kind: tile.kind, owner: tile.owner } } : {}),
      };
    }),
    milestones: state.milestones.map((m, i) => ({
      id: m.id,
      name: diceMilestoneName(m.id),
      text: diceMilestoneText(m.id),
      claimedBy: m.claimedBy,
      removed: m.removed,
      ...(state.solo ? { removedAtTurn: SOLO_MILESTONE_DEADLINES[i] } : {}),
    })),
    awards: state.awards.map((a) => ({ ...a, ...(state.solo ? { threshold: SOLO_AWARD_THRESHOLD[rarityOf(a.face)] } : {}) })),
    players: state.players.map((p, seat) => playerView(state, p, seat, viewer)),
    deckCount: state.deck.length,
    discardCount: state.discard.length,
    bonusCardsLeft: state.bonusDeck.length,
    prompt: viewer !== null && state.pending && state.pending.seat === viewer && !state.finished ? promptOf(state, state.pending) : null,
    waitingFor: waitingFor(state),
    // The whole game's log: a player scrolls back to the first turn (a corporation taken then, a bot's choices).
    log: [...state.log],
    lastRoll: state.lastRoll ? { ...state.lastRoll, dice: state.lastRoll.dice.map((d) => ({ ...d })) } : null,
    lastTurnsLeft: state.lastTurnsLeft,
    finished: state.finished,
    scores: scores ? scores.map((s) => ({ ...s, name: state.players[s.seat].name })) : null,
    winner,
    soloResult: state.solo && scores ? soloResult(state, scores[0].total) : null,
  };
}
