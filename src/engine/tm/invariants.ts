// Facts that must hold after every move; the simulator and tests check them to catch rule bugs early.
import { RESOURCES } from '../../shared/tm/basics';
import { colonyViolations } from './colonies/invariants';
import { cornucopiaViolations } from './cornucopia/invariants';
import { PARAMETER_RULES } from './parameters';
import { PRODUCTION_FLOOR } from './players';
import type { TmState } from './state';
import { projectDeck, corporationPool } from './cards/catalogue';

/** Returns every broken invariant (empty when all hold). */
export function invariantViolations(state: TmState): string[] {
  const problems: string[] = [];
  for (const p of state.players) {
    for (const r of RESOURCES) {
      if (p.stock[r] < 0) problems.push(`${p.name} has ${p.stock[r]} ${r}`);
      if (p.production[r] < PRODUCTION_FLOOR[r]) problems.push(`${p.name} has ${r} production ${p.production[r]}`);
    }
    for (const c of p.played) if (c.resources < 0) problems.push(`${c.id} holds ${c.resources} resources`);
  }
  for (const [name, rule] of Object.entries(PARAMETER_RULES)) {
    const v = state.parameters[name as keyof typeof PARAMETER_RULES];
    if (v < rule.min || v > rule.max) problems.push(`${name} is ${v}, outside ${rule.min}..${rule.max}`);
  }
  const oceansOnBoard = Object.values(state.tiles).filter((t) => t.kind === 'ocean').length;
  if (oceansOnBoard !== state.parameters.oceans) problems.push(`${oceansOnBoard} ocean tiles but the track says ${state.parameters.oceans}`);

  // Every project card is in exactly one place.
  const seen = new Map<string, number>();
  const count = (ids: string[]) => ids.forEach((id) => seen.set(id, (seen.get(id) ?? 0) + 1));
  count(state.deck);
  count(state.discard);
  for (const p of state.players) {
    count(p.hand);
    count(p.played.map((c) => c.id));
    count(p.offered);
    count(p.draftHand);
  }
  // Cards taken off the deck to choose from (Business Contacts) wait in the pending decision.
  for (const decision of Object.values(state.pending)) {
    if (Array.isArray(decision?.data.holding)) count(decision.data.holding as string[]);
  }
  for (const id of projectDeck(state.options)) {
    const n = seen.get(id) ?? 0;
    if (n !== 1) problems.push(`card ${id} is in ${n} places`);
  }
  const corps = new Map<string, number>();
  const countCorp = (ids: string[]) => ids.forEach((id) => corps.set(id, (corps.get(id) ?? 0) + 1));
  countCorp(state.corporationDeck);
  for (const p of state.players) {
    countCorp(p.corporationsOffered);
    if (p.corporation && p.corporation !== 'R00') countCorp([p.corporation]);
  }
  for (const id of corporationPool(state.options)) {
    const n = corps.get(id) ?? 0;
    if (n !== 1) problems.push(`corporation ${id} is in ${n} places`);
  }
  problems.push(...colonyViolations(state));
  problems.push(...cornucopiaViolations(state));
  return problems;
}
