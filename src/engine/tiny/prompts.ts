// The prompt a pending decision shows: built from the state each time, so it is never stale. Titles and
// labels are `tiny.prompt.*` messages.
import { msg } from '../../shared/message';
import { STANDARD_PROJECTS } from '../../shared/tiny/basics';
import { tinyProjectName, tinyStandardName } from '../../shared/tiny/contentKeys';
import type { HexPurpose, TinyPrompt } from '../../shared/tiny/prompt';
import { projectAvailability, standardAvailability } from './availability';
import { faceEnds } from './data/cards';
import { availableTokens, hexChoices, isOptionalStep } from './effects';
import { cityPlacements } from './placement';
import type { TinyState } from './state';
import { projectsFacing } from './tags';

export function promptOf(state: TinyState): TinyPrompt | null {
  const p = state.pending;
  if (!p) return null;
  const seat = p.seat;
  switch (p.kind) {
    case 'orient': {
      const t = state.table[p.table];
      const ends = faceEnds(t.card, t.face);
      const [first, second] = ends.map(tinyProjectName);
      return { kind: 'orient', seat, title: msg('tiny.prompt.orient', { first, second }), ends, endNames: [first, second] };
    }
    case 'city': {
      const setup = p.reason === 'setup';
      const title = msg(setup ? 'tiny.prompt.firstCity' : 'tiny.prompt.cityOrMove');
      return { kind: 'city', seat, title, placements: cityPlacements(state, seat, !setup) };
    }
    case 'action': {
      const projects = projectsFacing(state, seat).flatMap(({ project }) => {
        const a = projectAvailability(state, seat, project);
        return a.ok ? [{ project, name: tinyProjectName(project), cost: a.cost, spends: a.spends }] : [];
      });
      const standard = STANDARD_PROJECTS.flatMap((id) => {
        const a = standardAvailability(state, seat, id);
        return a.ok ? [{ project: id, name: tinyStandardName(id), cost: a.cost, spends: a.spends }] : [];
      });
      return { kind: 'action', seat, title: msg('tiny.prompt.action'), projects, standard };
    }
    case 'hex': {
      const purpose: HexPurpose =
        p.step.do === 'removeGreeneryNextToLast' || p.step.do === 'mayRemoveGreenery' ? 'removeGreenery' : p.step.do === 'place' ? p.step.cube : 'water';
      return { kind: 'hex', seat, title: msg('tiny.prompt.hex', { purpose }), purpose, hexes: hexChoices(state, p.step), optional: isOptionalStep(p.step) };
    }
    case 'token':
      return { kind: 'token', seat, title: msg('tiny.prompt.token'), tokens: availableTokens(state) };
    case 'option': {
      const credits = p.step.do === 'mayBuyExtraHeat' ? p.step.credits : 0;
      return {
        kind: 'option', seat, title: msg('tiny.prompt.extraHeat', { credits }),
        options: [msg('tiny.prompt.payExtraHeat', { credits }), msg('tiny.prompt.declineExtraHeat')],
      };
    }
  }
}
