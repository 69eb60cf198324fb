// Every standard project of the game as one seat may use it now: price, and why not (as data the screen words).
import type { Seat } from '../../shared/tm/basics';
import type { StandardProjectName } from '../../shared/tm/prompt';
import type { StandardProjectBlock, StandardProjectNote, StandardProjectView } from '../../shared/tm/view';
import { PROJECT_TILES, STANDARD_PROJECTS, standardProjectBlock, standardProjectCost } from './actions';
import { isMaxed } from './parameters';
import { player } from './players';
import type { TmState } from './state';

/** Projects an expansion brings exist only in games that use it. */
function inGame(state: TmState, name: StandardProjectName): boolean {
  if (name === 'Build Colony') return state.options.colonies === true;
  if (name === 'Food Factory' || name === 'Production Module') return state.options.cornucopia === true;
  return true;
}

function blockWithParams(key: StandardProjectBlock['key'], name: StandardProjectName, cost: number): StandardProjectBlock {
  if (key === 'needsMegacredits') return { key, cost };
  if (key === 'noSpaceFor') {
    const tile = PROJECT_TILES[name];
    if (tile !== 'ocean' && tile !== 'greenery' && tile !== 'city') throw new Error(`${name} places no tile`);
    return { key, tile };
  }
  return { key };
}

/** What a usable project will not do any more (the global parameter it raises is at its maximum). */
function noteFor(state: TmState, name: StandardProjectName): StandardProjectNote | undefined {
  if (name === 'Aquifer' && isMaxed(state, 'oceans')) return { key: 'oceansAllPlaced' };
  if (name === 'Asteroid' && isMaxed(state, 'temperature')) return { key: 'temperatureMaxed' };
  return undefined;
}

export function standardProjectsView(state: TmState, seat: Seat): StandardProjectView[] {
  const p = player(state, seat);
  const out: StandardProjectView[] = [];
  for (const project of STANDARD_PROJECTS) {
    if (!inGame(state, project.name)) continue;
    const cost = standardProjectCost(p, project.name);
    const key = standardProjectBlock(state, seat, project.name, cost);
    const note = key === null ? noteFor(state, project.name) : undefined;
    out.push({
      name: project.name, printedCost: project.cost, cost, blocked: key === null ? null : blockWithParams(key, project.name, cost),
      ...(note ? { note } : {}),
    });
  }
  return out;
}
