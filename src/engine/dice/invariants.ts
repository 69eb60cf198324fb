// Facts that must hold after every move; the simulator and tests check them.
import { DICE_PER_COLOUR, DIE_COLOURS } from '../../shared/dice/basics';
import { PROJECT_CARDS } from './data/projects';
import { OCEAN_TILES, OXYGEN, TEMPERATURE } from './data/parameters';
import { neighbours } from './data/board';
import type { DiceState } from './state';

export function invariantViolations(state: DiceState): string[] {
  const out: string[] = [];
  for (const colour of DIE_COLOURS) {
    const held = state.players.reduce((n, p) => n + p.dice.filter((d) => d.colour === colour).length, 0);
    const onAwards = state.awards.filter((a) => a.colour === colour).length;
    if (held + state.pool[colour] + onAwards !== DICE_PER_COLOUR) out.push(`${colour} dice: ${held} held + ${state.pool[colour]} in pool + ${onAwards} on awards`);
    if (state.pool[colour] < 0) out.push(`${colour} pool negative`);
  }
  const cards = [...state.deck, ...state.discard, ...state.players.flatMap((p) => [...p.hand, ...p.played])];
  if (cards.length !== PROJECT_CARDS.length || new Set(cards).size !== cards.length) out.push(`project cards: ${cards.length} (expected ${PROJECT_CARDS.length}, all distinct)`);
  state.players.forEach((p, s) => {
    if (p.wild < 0) out.push(`seat ${s} has ${p.wild} wild tokens`);
    if (p.vp < 0) out.push(`seat ${s} has ${p.vp} VP`);
  });
  if (state.oceans > OCEAN_TILES || state.oceans !== Object.values(state.tiles).filter((t) => t.kind === 'ocean').length) out.push(`oceans ${state.oceans}`);
  if (state.oxygen > OXYGEN.steps || state.temperature > TEMPERATURE.steps) out.push('a track is past its end');
  for (const [id, tile] of Object.entries(state.tiles)) {
    if (tile.kind === 'city' && neighbours(id).some((n) => state.tiles[n]?.kind === 'city')) out.push(`cities adjacent at ${id}`);
  }
  if (!state.finished && !state.pending) out.push('nobody to move');
  return out;
}
