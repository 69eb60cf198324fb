// Facts that must hold after every move; the simulator checks them and reports any that break.
import { areAdjacent } from './board';
import { allCities, citiesOf } from './players';
import { isWaterHex } from './placement';
import { CREDIT_CUBES, CUBE_SUPPLY, TOKEN_SUPPLY, type TinyState } from './state';

export function invariantViolations(state: TinyState): string[] {
  const out: string[] = [];
  const onCards = state.table.reduce((n, t) => n + Number(t.credit[0]) + Number(t.credit[1]), 0);
  const credits = state.supply.credits + onCards + state.players.reduce((n, p) => n + p.credits, 0);
  const creditTotal = state.options.solo ? CREDIT_CUBES / 2 : CREDIT_CUBES;
  if (credits !== creditTotal) out.push(`credits add up to ${credits}, not ${creditTotal}`);
  for (const kind of ['heat', 'greenery', 'water'] as const) {
    const onMars = state.hexes.filter((h) => h?.kind === kind).length;
    const held = kind === 'heat' ? state.players.reduce((n, p) => n + p.heat, 0) : 0;
    if (state.supply[kind] + onMars + held !== CUBE_SUPPLY[kind]) out.push(`${kind} cubes do not add up`);
    if (state.supply[kind] < 0) out.push(`${kind} supply is negative`);
  }
  for (const kind of ['nature', 'production', 'science'] as const) {
    const total = state.supply.tokens[kind] + state.players.reduce((n, p) => n + p.tokens[kind], 0);
    if (total !== TOKEN_SUPPLY[kind]) out.push(`${kind} tokens do not add up`);
  }
  state.players.forEach((p, seat) => {
    if (p.credits < 0) out.push(`${p.name} has negative credits`);
    if (citiesOf(state, seat).length > 2) out.push(`${p.name} has more than 2 cities`);
    if (state.flow === 'research' && p.credits > 5) out.push(`${p.name} holds more than 5 credits after income`);
  });
  const cities = allCities(state);
  for (const a of cities) {
    if (isWaterHex(state, a)) out.push(`a city stands on water hex ${a}`);
    for (const b of cities) if (a < b && areAdjacent(a, b)) out.push(`cities on hexes ${a} and ${b} touch`);
  }
  if (!state.finished && !state.pending) out.push('nobody has anything to decide');
  return out;
}
