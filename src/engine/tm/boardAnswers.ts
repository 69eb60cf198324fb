// Answers that depend only on the board's tiles ("can a city go anywhere for seat 1?"), and the tiles
// themselves by space number, remembered per board object. A move that places no tile shares the board
// object with the state before it (draft.ts), so an answer stays true as long as its object is unchanged;
// `setTile`, the one way the engine writes the board, forgets the answers of the object it writes into.
import { spaceNumber, SPACE_COUNT } from './board';
import type { SpaceId } from '../../shared/tm/basics';
import type { Tile, TmState } from './state';

type Board = TmState['tiles'];

const answersByBoard = new WeakMap<Board, Map<string, boolean>>();
const numberedByBoard = new WeakMap<Board, readonly (Tile | undefined)[]>();

/**
 * The board's tiles by space number (`spaceNumber`). Placement scans read every space's neighbours, and an
 * array read by number costs a fraction of a look-up by space name in the state's tiles object.
 */
export function tilesByNumber(tiles: Board): readonly (Tile | undefined)[] {
  let numbered = numberedByBoard.get(tiles);
  if (!numbered) {
    const array = new Array<Tile | undefined>(SPACE_COUNT).fill(undefined);
    for (const id in tiles) array[spaceNumber(id)] = tiles[id];
    numberedByBoard.set(tiles, array);
    numbered = array;
  }
  return numbered;
}

export function boardAnswer(tiles: Board, key: string, work: () => boolean): boolean {
  let answers = answersByBoard.get(tiles);
  if (!answers) {
    answers = new Map();
    answersByBoard.set(tiles, answers);
  }
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = work();
    answers.set(key, answer);
  }
  return answer;
}

/** The board `after` is `before` with one more tile: its numbered tiles follow from the old ones, when known. */
export function noteTilePlaced(before: Board, after: Board, space: SpaceId, tile: Tile): void {
  const known = numberedByBoard.get(before);
  if (!known) return;
  const numbered = known.slice();
  numbered[spaceNumber(space)] = tile;
  numberedByBoard.set(after, numbered);
}

export function forgetBoardAnswers(tiles: Board): void {
  answersByBoard.delete(tiles);
  numberedByBoard.delete(tiles);
}
