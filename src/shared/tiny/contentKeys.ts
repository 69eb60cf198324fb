// The catalogue keys of TINYforming Mars content: each project's and standard project's name and text,
// and the words for tags, cubes and tokens. The engine names things by these; the renderer says them.
import { msg, type Message } from '../message';
import type { StandardProjectId, TinyTag, TokenKind } from './basics';

export const tinyProjectName = (id: string): Message => msg(`tiny.project.${id}.name`);
export const tinyProjectText = (id: string): Message => msg(`tiny.project.${id}.text`);
export const tinyStandardName = (id: StandardProjectId): Message => msg(`tiny.standard.${id}.name`);
export const tinyStandardText = (id: StandardProjectId): Message => msg(`tiny.standard.${id}.text`);
export const tinyTagWord = (tag: TinyTag): Message => msg(`tiny.tag.${tag}`);
export const tinyTokenWord = (kind: TokenKind): Message => msg(`tiny.token.${kind}`);
