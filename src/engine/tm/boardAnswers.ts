// Answers that depend only on the board's tiles ("can a city go anywhere for seat 1?"), remembered per
// board object. A move that places no tile shares the board object with the state before it (draft.ts),
// so an answer stays true as long as its object is unchanged; `setTile`, the one way the engine writes
// the board, forgets the answers of the object it writes into.
import type { TmState } from './state';

type Board = TmState['tiles'];

const answersByBoard = new WeakMap<Board, Map<string, boolean>>();

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

export function forgetBoardAnswers(tiles: Board): void {
  answersByBoard.delete(tiles);
}
