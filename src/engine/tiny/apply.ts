// applyMove: validates an answer against the seat's prompt and returns the next state, or a reason.
// The input state is never changed.
import { canonicalJson } from '../core/hash';
import { clonePlain } from '../core/clonePlain';
import { tinyMoveSchema, type TinyMove } from '../../shared/tiny/moves';
import { projectAvailability, standardAvailability } from './availability';
import { legalMoves } from './legal';
import { playerName } from './players';
import { promptOf } from './prompts';
import { resolveMove } from './resolvers';
import type { TinyState } from './state';

export type TinyApplyResult = { ok: true; state: TinyState } | { ok: false; error: string };

const EXPECTED: Record<string, string> = {
  orient: 'choose which end of the card faces you',
  city: 'choose a hex for a city',
  action: 'carry out a project, a standard project, or pass',
  hex: 'choose a hex',
  token: 'choose a resource token',
  option: 'choose one of the options',
};

/** A readable reason why a move is not legal now. */
function whyIllegal(state: TinyState, seat: number, move: TinyMove): string {
  const prompt = promptOf(state)!;
  const kindOf: Record<TinyMove['type'], string> = {
    orient: 'orient', city: 'city', project: 'action', standard: 'action', pass: 'action', hex: 'hex', skip: 'hex', token: 'token', option: 'option',
  };
  if (kindOf[move.type] !== prompt.kind) return `Now you must ${EXPECTED[prompt.kind]}.`;
  switch (move.type) {
    case 'project':
      return projectAvailability(state, seat, move.project).reason || `${move.project} cannot be carried out now.`;
    case 'standard':
      return standardAvailability(state, seat, move.project).reason || `${move.project} cannot be used now.`;
    case 'city':
      return move.from === null
        ? `A new city cannot go on hex ${move.to}: it must be a vacant land hex next to no city, and you may own 2 cities.`
        : `Your city on hex ${move.from} cannot move to hex ${move.to}.`;
    case 'hex':
      return prompt.kind === 'hex' ? `Hex ${move.hex} is not allowed here; choose one of ${prompt.hexes.join(', ')}.` : 'No hex is asked for.';
    case 'skip':
      return 'This step is not optional.';
    case 'token':
      return `The ${move.token} token is not in the supply.`;
    default:
      return 'That answer is not one of the choices.';
  }
}

export function applyMove(state: TinyState, seat: number, raw: TinyMove): TinyApplyResult {
  const parsed = tinyMoveSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: `Malformed move: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const move = parsed.data;
  if (state.finished) return { ok: false, error: 'The game is over.' };
  if (!state.pending || state.pending.seat !== seat) {
    const who = state.pending ? playerName(state, state.pending.seat) : 'nobody';
    return { ok: false, error: `Seat ${seat} has nothing to decide now; waiting for ${who}.` };
  }
  const wanted = canonicalJson(move);
  if (!legalMoves(state, seat).some((m) => canonicalJson(m) === wanted)) return { ok: false, error: whyIllegal(state, seat, move) };
  const next = clonePlain(state);
  resolveMove(next, seat, move);
  return { ok: true, state: next };
}
