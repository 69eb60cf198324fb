// The per-seat view: the whole table (TINYforming Mars has no hands), never the deck order.
import { DUMMY_OWNER, HEX_COUNT, STANDARD_PROJECTS } from '../../shared/tiny/basics';
import type { TableProjectView, TinyProjectView, TinyView } from '../../shared/tiny/view';
import { projectAvailability } from './availability';
import { HEXES } from './board';
import { faceEnds } from './data/cards';
import { MAPS } from './data/maps';
import { projectById } from './data/projects';
import { costNow } from './discounts';
import { waitingFor } from './legal';
import { citiesOf, cubeColour, startSeat } from './players';
import { isWaterHex } from './placement';
import { promptOf } from './prompts';
import { standardById } from './standardProjects';
import { SOLO_GENERATIONS, type TinyState } from './state';
import { tagsOf } from './tags';
import type { ProjectData } from './vocabulary';
import { msg, type Message } from '../../shared/message';
import { tinyProjectName, tinyProjectText, tinyStandardName, tinyStandardText } from '../../shared/tiny/contentKeys';

/** The parameter requirement as a message: heat counts every cube in play, greenery and water those on Mars. */
function parameterWords(param: ProjectData['parameter']): Message | null {
  if (!param) return null;
  if (param.cube === 'heat') return msg('tiny.card.heatInPlay', { count: param.atLeast, lowered: param.lowerBy2PerScienceBeyondOne ? 'yes' : 'no' });
  return msg('tiny.card.cubesOnMars', { count: param.atLeast, cube: param.cube });
}

export function projectView(p: ProjectData): TinyProjectView {
  return {
    id: p.id, name: tinyProjectName(p.id), colour: p.colour, cost: p.cost, costReducible: !!p.discount, requires: p.requires,
    parameter: parameterWords(p.parameter), text: tinyProjectText(p.id), tags: p.tags,
  };
}

function tableView(state: TinyState): TableProjectView[] {
  return state.table.flatMap((t) =>
    ([0, 1] as const).map((end): TableProjectView => {
      const data = projectById(faceEnds(t.card, t.face)[end]);
      const facing = t.facing[end];
      const owned = facing !== null && facing !== DUMMY_OWNER;
      const a = owned && !state.finished ? projectAvailability(state, facing, data.id) : null;
      const reason = facing === null ? msg('tiny.reason.notOriented') : facing === DUMMY_OWNER ? msg('tiny.reason.facesDummy') : (a?.reason ?? null);
      return {
        project: projectView(data), facing, used: t.used[end], credit: t.credit[end],
        available: !!a?.ok, reason, costNow: owned ? costNow(state, facing, data) : data.cost,
      };
    }),
  );
}

export function viewFor(state: TinyState, viewer: number | null): TinyView {
  const map = MAPS[state.options.map];
  const prompt = promptOf(state);
  const winners = state.scores?.filter((s) => s.rank === 1).map((s) => s.seat) ?? [];
  return {
    system: 'tiny',
    viewer,
    map: state.options.map,
    intense: !!state.intense,
    solo: state.options.solo,
    generation: state.generation,
    generationLimit: state.options.solo ? SOLO_GENERATIONS : null,
    phase: state.flow,
    startSeat: startSeat(state),
    activeSeat: state.pending?.seat ?? null,
    hexes: HEXES.slice(0, HEX_COUNT).map((h) => ({
      id: h.id, row: h.row, col: h.col, water: isWaterHex(state, h.id),
      bonus: map.bonus[h.id] ?? null, icon: map.water[h.id] ?? null,
      content: state.hexes[h.id] ? { ...state.hexes[h.id]! } : null,
    })),
    supply: { ...state.supply, tokens: { ...state.supply.tokens } },
    bonusCubes: state.intense ? { ...state.intense } : null,
    players: state.players.map((p, seat) => ({
      seat, name: p.name, color: p.color, cube: cubeColour(state, seat), kind: p.kind, credits: p.credits, heat: p.heat,
      tokens: { ...p.tokens }, tags: tagsOf(state, seat), cities: citiesOf(state, seat), passed: p.passed, usedStandard: p.usedStandard,
    })),
    table: tableView(state),
    dummyCities: citiesOf(state, DUMMY_OWNER),
    deckCount: state.deck.length,
    standardProjects: STANDARD_PROJECTS.map((id) => {
      const sp = standardById(id);
      return { id, name: tinyStandardName(id), cost: sp.cost, requires: sp.requires, text: tinyStandardText(id) };
    }),
    prompt: prompt && viewer === prompt.seat ? prompt : null,
    waitingFor: waitingFor(state),
    // The whole game's log: a player scrolls back to the first turn (a corporation taken then, a bot's choices).
    log: [...state.log],
    finished: state.finished,
    scores: state.scores ? state.scores.map((s) => ({ ...s })) : null,
    winners,
    soloWon: state.soloWon,
  };
}
