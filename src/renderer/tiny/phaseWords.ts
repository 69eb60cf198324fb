// TINYforming Mars's phases as the header names them: the view carries the engine's state names, each a
// `tiny.phase.<name>` key (tests/unit/i18n/tiny.test.ts checks every state of the chart has one).
import { msg, type Message } from '../../shared/message';

export function tinyPhaseWords(phase: string): Message {
  return msg(`tiny.phase.${phase}`);
}
