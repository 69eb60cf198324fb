// Answers to Colonies prompts: a moon chosen for a colony, a trade, Market Manipulation or set-up.
import { cardName, colonyName } from '../../../shared/tm/contentKeys';
import { msg, type Message } from '../../../shared/message';
import type { CardId, Seat } from '../../../shared/tm/basics';
import type { Move } from '../../../shared/tm/prompt';
import { findPlayedCard } from '../players';
import { startGameFlow } from '../phases';
import { ask, log } from '../queue';
import type { PendingDecision, TmState } from '../state';
import { colonyTile } from './access';
import { payChosenStandardProject } from '../actions';
import { placeColony, type BuildOptions } from './build';
import { markerRaiseAllowed, performTrade } from './trade';
import { MARKER_START } from './tiles';

type Resolver = (state: TmState, seat: Seat, move: Move, decision: PendingDecision) => Message | null;

/** The chosen tile if the answer names one the prompt offered; otherwise why not. */
function chosenTile(move: Move, decision: PendingDecision): string | { error: Message } {
  if (move.type !== 'colony') return { error: msg('tmError.answer.colony') };
  const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'colony' }>;
  // Said as sent: a tile not offered may be no colony tile at all (a malformed move).
  if (!prompt.tiles.includes(move.tile)) return { error: msg('tmError.colony.notOffered', { colony: String(move.tile) }) };
  return move.tile;
}

/** The one card chosen from a cards prompt, or why the answer does not fit. */
function chosenCard(move: Move, decision: PendingDecision, notOffered: Message): CardId | { error: Message } {
  if (move.type !== 'cards' || move.cards.length !== 1) return { error: msg('tmError.answer.oneCard') };
  const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'cards' }>;
  return prompt.cards.includes(move.cards[0]) ? move.cards[0] : { error: notOffered };
}

function chosenOption(move: Move, decision: PendingDecision): number | { error: Message } {
  if (move.type !== 'option') return { error: msg('tmError.answer.option') };
  const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'option' }>;
  if (!Number.isInteger(move.index) || move.index < 0 || move.index >= prompt.options.length) return { error: msg('tmError.answer.noSuchOption', { number: String(move.index) }) };
  return move.index;
}

export const COLONY_RESOLVERS: Record<string, Resolver> = {
  buildColonyOn(state, seat, move, decision) {
    const tile = chosenTile(move, decision);
    if (typeof tile !== 'string') return tile.error;
    delete state.pending[seat];
    const options = decision.data as BuildOptions;
    if (options.standardProject) payChosenStandardProject(state, seat, 'Build Colony');
    placeColony(state, seat, tile, options.then ?? []);
    return null;
  },
  tradeWith(state, seat, move, decision) {
    const tile = chosenTile(move, decision);
    if (typeof tile !== 'string') return tile.error;
    delete state.pending[seat];
    const most = markerRaiseAllowed(state, seat, tile);
    if (most === 0) {
      performTrade(state, seat, tile);
      return null;
    }
    const options = Array.from({ length: most + 1 }, (_, up) => (up === 0 ? msg('tmPrompt.option.tradeAsItIs') : msg('tmPrompt.option.raiseMarkerFirst', { steps: up })));
    ask(state, { kind: 'option', seat, title: msg('tmPrompt.title.tradeRaise', { colony: colonyName(tile) }), options }, 'tradeRaise', { tile });
    return null;
  },
  tradeRaise(state, seat, move, decision) {
    const up = chosenOption(move, decision);
    if (typeof up !== 'number') return up.error;
    delete state.pending[seat];
    performTrade(state, seat, decision.data.tile as string, up);
    return null;
  },
  soloDropColonyTile(state, seat, move, decision) {
    const tile = chosenTile(move, decision);
    if (typeof tile !== 'string') return tile.error;
    delete state.pending[seat];
    const colonies = state.colonies!;
    colonies.tiles = colonies.tiles.filter((t) => t.name !== tile);
    colonies.unused.push(tile);
    log(state, seat, msg('tm.log.colonyLeftOut', { colony: colonyName(tile) }));
    startGameFlow(state);
    return null;
  },
  /** Aridor's first action: bring a tile from the box into the game. */
  addColonyTile(state, seat, move, decision) {
    const tile = chosenTile(move, decision);
    if (typeof tile !== 'string') return tile.error;
    delete state.pending[seat];
    const colonies = state.colonies!;
    colonies.unused = colonies.unused.filter((t) => t !== tile);
    colonies.tiles.push({ name: tile, marker: MARKER_START, colonies: [], fleet: null });
    log(state, seat, msg('tm.log.colonyBroughtIn', { player: state.players[seat].name, colony: colonyName(tile) }));
    return null;
  },
  marketUp(state, seat, move, decision) {
    const tile = chosenTile(move, decision);
    if (typeof tile !== 'string') return tile.error;
    delete state.pending[seat];
    colonyTile(state, tile)!.marker += 1;
    const down = (decision.data.down as string[]).filter((t) => t !== tile);
    ask(state, { kind: 'colony', seat, title: msg('tmPrompt.title.marketDown', { card: cardName('C23'), colony: colonyName(tile) }), tiles: down }, 'marketDown', { up: tile });
    return null;
  },
  marketDown(state, seat, move, decision) {
    const tile = chosenTile(move, decision);
    if (typeof tile !== 'string') return tile.error;
    delete state.pending[seat];
    colonyTile(state, tile)!.marker -= 1;
    log(state, seat, msg('tm.log.movedMarkers', { player: state.players[seat].name, up: colonyName(decision.data.up as string), down: colonyName(tile) }));
    return null;
  },
  /** Pluto's colony bonus: after drawing, discard one card from hand. */
  discardFromHand(state, seat, move, decision) {
    const card = chosenCard(move, decision, msg('tmError.discard.notInHand'));
    if (typeof card !== 'string') return card.error;
    delete state.pending[seat];
    const p = state.players[seat];
    p.hand = p.hand.filter((c) => c !== card);
    state.discard.push(card);
    log(state, seat, msg('tm.log.discardedCard', { player: p.name }));
    return null;
  },
  /** Air Raid: the floater it costs comes off one of the player's cards. */
  removeOwnFloater(state, seat, move, decision) {
    const card = chosenCard(move, decision, msg('tmError.play.noFloatersOnCard'));
    if (typeof card !== 'string') return card.error;
    delete state.pending[seat];
    const found = findPlayedCard(state, card);
    if (found) found.card.resources -= 1;
    log(state, seat, msg('tm.log.spentFloater', { player: state.players[seat].name, card: cardName(card) }));
    return null;
  },
};
