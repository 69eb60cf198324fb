// The action phase: players alternate one project, one standard project or a pass until both passed.
import { tinyProjectName, tinyStandardName } from '../../shared/tiny/contentKeys';
import type { StandardProjectId } from '../../shared/tiny/basics';
import { projectAvailability, standardAvailability } from './availability';
import { projectById } from './data/projects';
import { runActivation } from './effects';
import type { TinyFlowEvent } from './flow/tinyMachine';
import { bump, log } from './log';
import { isSolo, playerName, startSeat } from './players';
import { standardById } from './standardProjects';
import { payCredits, spendTokens } from './supply';
import type { TinyState } from './state';
import { projectsFacing } from './tags';
import type { Step } from './vocabulary';

export function startActionPhase(state: TinyState): null {
  for (const p of state.players) p.passed = false;
  state.turn = startSeat(state);
  state.pending = { kind: 'action', seat: state.turn };
  return null;
}

/** Whose turn comes next: the other player unless they passed; all passed ends the phase. */
export function afterAction(state: TinyState, seat: number): TinyFlowEvent | null {
  const other = isSolo(state) ? null : 1 - seat;
  let next: number | null = null;
  if (other !== null && !state.players[other].passed) next = other;
  else if (!state.players[seat].passed) next = seat;
  state.turn = next;
  state.pending = next === null ? null : { kind: 'action', seat: next };
  return next === null ? { type: 'ALL_PASSED' } : null;
}

function begin(state: TinyState, seat: number, source: string, steps: Step[]): TinyFlowEvent | null {
  state.activation = { seat, source, steps: [...steps], lastHex: null };
  state.pending = null;
  return runActivation(state) ? afterAction(state, seat) : null;
}

export function activateProject(state: TinyState, seat: number, id: string): TinyFlowEvent | null {
  const a = projectAvailability(state, seat, id);
  if (!a.ok) throw new Error(`${id} cannot be carried out: ${a.reason?.key}`);
  const project = projectById(id);
  const where = projectsFacing(state, seat).find((f) => f.project === id)!;
  const t = state.table[where.table];
  t.used[where.end] = true;
  payCredits(state, seat, a.cost);
  if (a.cost >= 1) {
    // One credit of the cost stays on the project until the generation ends, marking it used.
    state.supply.credits--;
    t.credit[where.end] = true;
  }
  spendTokens(state, seat, a.spends);
  log(state, 'tiny.log.carriedOut', { player: playerName(state, seat), project: tinyProjectName(id), cost: a.cost });
  bump(state, `project.${id}`);
  return begin(state, seat, id, project.steps);
}

export function activateStandard(state: TinyState, seat: number, id: StandardProjectId): TinyFlowEvent | null {
  const a = standardAvailability(state, seat, id);
  if (!a.ok) throw new Error(`${id} cannot be carried out: ${a.reason?.key}`);
  const sp = standardById(id);
  state.players[seat].usedStandard = true;
  payCredits(state, seat, a.cost);
  spendTokens(state, seat, a.spends);
  log(state, 'tiny.log.usedStandard', { player: playerName(state, seat), project: tinyStandardName(id) });
  bump(state, `standard.${id}`);
  return begin(state, seat, id, sp.steps);
}

export function passTurn(state: TinyState, seat: number): TinyFlowEvent | null {
  state.players[seat].passed = true;
  log(state, 'tiny.log.passed', { player: playerName(state, seat) });
  return afterAction(state, seat);
}

/** Resumes the running project after an answer; ends the turn when it is complete. */
export function continueActivation(state: TinyState): TinyFlowEvent | null {
  const seat = state.activation?.seat;
  state.pending = null;
  if (seat === undefined) throw new Error('no project is being carried out');
  return runActivation(state) ? afterAction(state, seat) : null;
}
