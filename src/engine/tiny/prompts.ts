// The prompt a pending decision shows: built from the state each time, so it is never stale.
import { STANDARD_PROJECTS } from '../../shared/tiny/basics';
import type { TinyPrompt } from '../../shared/tiny/prompt';
import { projectAvailability, standardAvailability } from './availability';
import { faceEnds } from './data/cards';
import { projectById } from './data/projects';
import { availableTokens, hexChoices, isOptionalStep } from './effects';
import { cityPlacements } from './placement';
import { standardById } from './standardProjects';
import type { TinyState } from './state';
import { projectsFacing } from './tags';

const HEX_TITLES: Record<string, string> = {
  water: 'Choose a hex for the water',
  greenery: 'Choose a hex for the greenery',
  heat: 'Choose a hex for the heat cube',
  removeGreenery: 'Choose a greenery to send back to the supply',
};

export function promptOf(state: TinyState): TinyPrompt | null {
  const p = state.pending;
  if (!p) return null;
  const seat = p.seat;
  switch (p.kind) {
    case 'orient': {
      const t = state.table[p.table];
      const ends = faceEnds(t.card, t.face);
      const names = ends.map((id) => projectById(id).name) as [string, string];
      return { kind: 'orient', seat, title: `Which project faces you: ${names[0]} or ${names[1]}?`, ends, endNames: names };
    }
    case 'city': {
      const setup = p.reason === 'setup';
      const title = setup ? 'Place your first city' : 'Place a new city or move one of yours';
      return { kind: 'city', seat, title, placements: cityPlacements(state, seat, !setup) };
    }
    case 'action': {
      const projects = projectsFacing(state, seat).flatMap(({ project }) => {
        const a = projectAvailability(state, seat, project);
        return a.ok ? [{ project, name: projectById(project).name, cost: a.cost, spends: a.spends }] : [];
      });
      const standard = STANDARD_PROJECTS.flatMap((id) => {
        const a = standardAvailability(state, seat, id);
        return a.ok ? [{ project: id, name: standardById(id).name, cost: a.cost, spends: a.spends }] : [];
      });
      return { kind: 'action', seat, title: 'Carry out a project, a standard project, or pass', projects, standard };
    }
    case 'hex': {
      const purpose = p.step.do === 'removeGreeneryNextToLast' || p.step.do === 'mayRemoveGreenery' ? 'removeGreenery' : p.step.do === 'place' ? p.step.cube : 'water';
      return { kind: 'hex', seat, title: HEX_TITLES[purpose], purpose, hexes: hexChoices(state, p.step), optional: isOptionalStep(p.step) };
    }
    case 'token':
      return { kind: 'token', seat, title: 'Take a resource token', tokens: availableTokens(state) };
    case 'option':
      return { kind: 'option', seat, title: 'Pay 2 more credits for a second heat cube?', options: ['Pay 2 credits for one more heat', 'No, thanks'] };
  }
}
