// The tiny keys built at run time from TINYforming Mars's content and flow: projects, standard projects, tags,
// tokens and the phases of its flow chart (the engine's data, so kept among the tests).
import { PROJECTS } from '../../../../src/engine/tiny/data/projects';
import { tinyMachine } from '../../../../src/engine/tiny/flow/tinyMachine';
import { tinyPhaseWords } from '../../../../src/renderer/tiny/phaseWords';
import { STANDARD_PROJECTS, TINY_TAGS, TOKEN_KINDS } from '../../../../src/shared/tiny/basics';

export const dynamicKeys: readonly string[] = [
  ...PROJECTS.flatMap((p) => [`tiny.project.${p.id}.name`, `tiny.project.${p.id}.text`]),
  ...STANDARD_PROJECTS.flatMap((id) => [`tiny.standard.${id}.name`, `tiny.standard.${id}.text`]),
  ...TINY_TAGS.map((tag) => `tiny.tag.${tag}`),
  ...TOKEN_KINDS.map((token) => `tiny.token.${token}`),
  ...Object.keys(tinyMachine.config.states ?? {}).map((phase) => tinyPhaseWords(phase).key),
];
