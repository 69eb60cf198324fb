// Named hooks: the only place bespoke card logic lives. The core calls them by name from card data.
import type { Message } from '../../../shared/message';
import type { CardId, Seat, SpaceId } from '../../../shared/tm/basics';
import type { TmState } from '../state';
import type { Effect } from './vocabulary';

export interface HookContext {
  /** The working copy of the state; hooks may change it directly (it is plain data). */
  state: TmState;
  seat: Seat;
  card: CardId | null;
  /** The space just used, for hooks that run after a tile placement. */
  space?: SpaceId;
}

/** An effect hook runs when its `{do:'hook'}` effect resolves; it may return more effects to queue next. */
export type EffectHook = (ctx: HookContext) => Effect[] | void;
/** A play-check hook says why a card cannot be played now (a `tmError.*` message), or returns null. */
export type PlayCheckHook = (ctx: HookContext) => Message | null;
/** A victory-point hook counts the card's points at scoring. */
export type VictoryPointHook = (ctx: HookContext) => number;
