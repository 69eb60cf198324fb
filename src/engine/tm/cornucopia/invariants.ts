// Cornucopia facts that must hold after every move (checked by the simulator and tests).
import { FACTORY_CELL } from '../../../shared/tm/cornucopia';
import type { TmState } from '../state';
import { MAX_MODULES } from './build';
import { moduleActionsAllowed, placedModules } from './grid';
import { MODULES } from './moduleData';
import { baseModuleId } from './modules';

export function cornucopiaViolations(state: TmState): string[] {
  const c = state.cornucopia;
  if (!c) return [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const count = (ids: string[]) => ids.forEach((id) => seen.set(baseModuleId(id), (seen.get(baseModuleId(id)) ?? 0) + 1));
  count(c.deck);
  count(c.discard);
  count(c.market);
  count(c.investment?.hand ?? []);
  // A module bought and waiting for its cell is held by the placement prompt.
  for (const decision of Object.values(state.pending)) if (decision?.resolver === 'placeModule') count([decision.data.module as string]);
  for (const p of state.players) {
    const f = p.factory;
    if (!f) continue;
    const placed = placedModules(f);
    count(placed.map((m) => m.id));
    if (f.cells[FACTORY_CELL]) problems.push(`${p.name} has a module on the factory cell`);
    if (placed.length > MAX_MODULES) problems.push(`${p.name} has ${placed.length} modules`);
    if (f.actionsUsed > moduleActionsAllowed(f)) problems.push(`${p.name} used ${f.actionsUsed} module actions of ${moduleActionsAllowed(f)}`);
    for (const m of placed) if (m.resources < 0) problems.push(`${m.id} holds ${m.resources} resources`);
  }
  if (c.market.length > 4) problems.push(`the marketplace shows ${c.market.length} modules`);
  for (const m of MODULES) {
    const n = seen.get(m.id) ?? 0;
    if (n !== 1) problems.push(`module ${m.id} is in ${n} places`);
  }
  return problems;
}
