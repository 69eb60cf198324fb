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


export function projectView(p: ProjectData): TinyProjectView {
  const param = p.parameter;
  const parameter = !param ? '' : param.cube === 'heat' ? `${param.atLeast}${param.lowerBy2PerScienceBeyondOne ? '*' : ''} heat in play` : `${param.atLeast} ${param.cube} on Mars`;
  return {
    id: p.id, name: p.name, colour: p.colour, cost: p.cost, costReducible: !!p.discount, requires: p.requires,
    parameter, text: p.text, tags: p.tags, ...(p.note ? { note: p.note } : {}),
  };
}

function tableView(state: TinyState): TableProjectView[] {
  return state.table.flatMap((t) =>
    ([0, 1] as const).map((end): TableProjectView => {
      const data = projectById(faceEnds(t.card, t.face)[end]);
      const facing = t.facing[end];
      const owned = facing !== null && facing !== DUMMY_OWNER;
      const a = owned && !state.finished ? projectAvailability(state, facing, data.id) : null;
      const reason = facing === null ? 'not oriented yet' : facing === DUMMY_OWNER ? 'faces the dummy player' : (a?.reason ?? '');
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
      return { id, name: sp.name, cost: sp.cost, requires: sp.requires, text: sp.text };
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
