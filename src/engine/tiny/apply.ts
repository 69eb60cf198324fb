// applyMove: validates an answer against the seat's prompt and returns the next state, or the reason as a
// `tiny.error.*` message. The input state is never changed.
import { canonicalJson } from '../../shared/canonicalJson';
import { clonePlain } from '../core/clonePlain';
import { msg, type Message } from '../../shared/message';
import { tinyMoveSchema, type TinyMove } from '../../shared/tiny/moves';
import { tinyProjectName, tinyStandardName, tinyTokenWord } from '../../shared/tiny/contentKeys';
import { projectAvailability, standardAvailability } from './availability';
import { isProjectId } from './data/projects';
import { legalMoves } from './legal';
import { seatName } from './players';
import { promptOf } from './prompts';
import { resolveMove } from './resolvers';
import type { TinyState } from './state';

export type TinyApplyResult = { ok: true; state: TinyState } | { ok: false; error: Message };

/** The reason a move is not legal now. */
function whyIllegal(state: TinyState, seat: number, move: TinyMove): Message {
  const prompt = promptOf(state)!;
  const kindOf: Record<TinyMove['type'], string> = {
    orient: 'orient', city: 'city', project: 'action', standard: 'action', pass: 'action', hex: 'hex', skip: 'hex', token: 'token', option: 'option',
  };
  if (kindOf[move.type] !== prompt.kind) return msg('tiny.error.mustAnswer', { expected: prompt.kind });
  switch (move.type) {
    case 'project':
      // The id comes from a client: only a known project is named, and then by its catalogue key.
      if (!isProjectId(move.project)) return msg('tiny.error.unknownProject');
      return projectAvailability(state, seat, move.project).reason ?? msg('tiny.error.projectNotNow', { project: tinyProjectName(move.project) });
    case 'standard':
      return standardAvailability(state, seat, move.project).reason ?? msg('tiny.error.projectNotNow', { project: tinyStandardName(move.project) });
    case 'city':
      return move.from === null ? msg('tiny.error.newCityNotHere', { hex: move.to }) : msg('tiny.error.cityCannotMove', { from: move.from, to: move.to });
    case 'hex':
      return prompt.kind === 'hex' ? msg('tiny.error.hexNotAllowed', { hex: move.hex, hexes: prompt.hexes }) : msg('tiny.error.noHexAsked');
    case 'skip':
      return msg('tiny.error.notOptional');
    case 'token':
      return msg('tiny.error.tokenNotInSupply', { token: tinyTokenWord(move.token) });
    default:
      return msg('tiny.error.notAChoice');
  }
}

export function applyMove(state: TinyState, seat: number, raw: TinyMove): TinyApplyResult {
  const parsed = tinyMoveSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: msg('tiny.error.malformedMove') };
  const move = parsed.data;
  if (state.finished) return { ok: false, error: msg('tiny.error.gameOver') };
  if (!state.pending || state.pending.seat !== seat) {
    const error = state.pending
      ? msg('tiny.error.notYourTurn', { seat: seat + 1, waitingFor: seatName(state, state.pending.seat) })
      : msg('tiny.error.nothingToDecide', { seat: seat + 1 });
    return { ok: false, error };
  }
  const wanted = canonicalJson(move);
  if (!legalMoves(state, seat).some((m) => canonicalJson(m) === wanted)) return { ok: false, error: whyIllegal(state, seat, move) };
  const next = clonePlain(state);
  resolveMove(next, seat, move);
  return { ok: true, state: next };
}
