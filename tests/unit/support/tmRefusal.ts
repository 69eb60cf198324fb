// A Terraforming Mars engine refusal (a `tmError.*` message) as an Error a test can throw: said in English,
// content names included, so a failing test reads the reason and `toThrow(/.../)` can check its words.
import type { Message } from '../../../src/shared/message';
import { inEnglish } from './tmLogWords';

export function refusalError(error: Message): Error {
  return new Error(inEnglish(error));
}
