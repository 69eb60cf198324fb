// Named hooks for the Colonies cards and corporations. Registered into cards/hooks.ts; this module must
// not import that one (it is spread into it while modules load).
import { msg } from '../../../../shared/message';
import type { CardResource, Seat, Tag } from '../../../../shared/tm/basics';
import { countTiles } from '../../board';
import { coloniesInPlay, coloniesOwned, freeFleets, MAX_TRADE_FLEETS, openTiles } from '../../colonies/access';
import { askBuildColony, buildableTiles } from '../../colonies/build';
import { rewardEffects } from '../../colonies/rewards';
import { colonyTileDef, TRACK_TOP } from '../../colonies/tiles';
import { askTradeTile, tradeableTiles } from '../../colonies/trade';
import { activeCards, cardsInPlay, findPlayedCard, PRODUCTION_FLOOR, tagCount } from '../../players';
import { ask, log } from '../../queue';
import type { PlayedCard, TmState } from '../../state';
import { getCard } from '../catalogue';
import type { EffectHook, PlayCheckHook, VictoryPointHook } from '../hookTypes';
import type { Effect } from '../vocabulary';
import { cardName } from '../../../../shared/tm/contentKeys';
import { cardResourceAmount } from '../../../../shared/tm/messages';

/** The cards whose prompts name them. */
const AIR_RAID = 'C02';
const MARKET_MANIPULATION = 'C23';
const ARIDOR = 'R20';

const REFUGE_MC_LOSS = 2;
const LUNA = 'Luna';

function floaterCards(state: TmState, seat: Seat, jovianOnly = false): PlayedCard[] {
  return cardsInPlay(state.players[seat]).filter((c) => {
    const def = getCard(c.id);
    return def.holds === 'floater' && (!jovianOnly || def.tags.includes('jovian'));
  });
}

function floatersOwned(state: TmState, seat: Seat): number {
  return floaterCards(state, seat).reduce((n, c) => n + c.resources, 0);
}

/** Puts resources on one of the given cards, asking which when there is a choice; lost when none. */
function addToOneOf(state: TmState, seat: Seat, cards: PlayedCard[], amount: number, kind: CardResource): void {
  if (cards.length === 0 || amount <= 0) return;
  if (cards.length === 1) {
    cards[0].resources += amount;
    return;
  }
  ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.addResourceTo', { amount: cardResourceAmount(kind, amount) }), cards: cards.map((c) => c.id), min: 1, max: 1, costEach: 0 }, 'addResourceTo', { amount });
}

/** Minority Refuge, Pioneer Settlement: at -4 or -5 M€ production only Luna's +2 makes the -2 possible. */
function refugeTiles(state: TmState, seat: Seat): string[] {
  const poor = state.players[seat].production.megacredits - REFUGE_MC_LOSS < PRODUCTION_FLOOR.megacredits;
  return buildableTiles(state, seat, poor ? { only: [LUNA] } : {});
}

/** Market Manipulation: tiles whose marker may go up, and those that may go down (never onto a colony). */
function marketTiles(state: TmState): { up: string[]; down: string[] } {
  const open = openTiles(state);
  const down = open.filter((t) => t.marker - 1 >= t.colonies.length).map((t) => t.name);
  const up = open.filter((t) => t.marker < TRACK_TOP && down.some((d) => d !== t.name)).map((t) => t.name);
  return { up, down };
}

/** Tag types a just-played card brings that the player had nowhere else in play (Aridor). */
function newTagTypes(state: TmState, seat: Seat, card: string): Tag[] {
  const def = getCard(card);
  if (def.type === 'event') return [];
  const types = [...new Set(def.tags)].filter((t) => t !== 'wild' && t !== 'event');
  return types.filter((t) => tagCount(state.players[seat], t) === def.tags.filter((x) => x === t).length);
}

const addFloatersToJovian = (amount: number): EffectHook => ({ state, seat }) => {
  addToOneOf(state, seat, floaterCards(state, seat, true), amount, 'floater');
};

export const COLONY_EFFECT_HOOKS: Record<string, EffectHook> = {
  buildColony({ state, seat }) {
    askBuildColony(state, seat);
  },
  buildColonyAnywhere({ state, seat }) {
    askBuildColony(state, seat, { allowSecond: true });
  },
  /** Minority Refuge, Pioneer Settlement: build, then lose 2 M€ production (after the placement bonus). */
  refugeColony({ state, seat }) {
    askBuildColony(state, seat, { only: refugeTiles(state, seat), then: [{ do: 'production', resource: 'megacredits', amount: -REFUGE_MC_LOSS }] });
  },
  gainTradeFleet({ state, seat }) {
    const colonies = state.colonies;
    if (!colonies || colonies.fleets[seat] >= MAX_TRADE_FLEETS) return;
    colonies.fleets[seat] += 1;
    log(state, seat, msg('tm.log.gainedTradeFleet', { player: state.players[seat].name }));
  },
  /** Sends the fleet once the fee is settled (paid, or waived by a floater). */
  chooseTradeTile({ state, seat }) {
    askTradeTile(state, seat);
  },
  discardOneCard({ state, seat }) {
    const hand = state.players[seat].hand;
    if (hand.length === 0) return;
    ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.discardFromHand'), cards: [...hand], min: 1, max: 1, costEach: 0 }, 'discardFromHand');
  },
  addFloaterToJovian: addFloatersToJovian(1),
  addFloatersToJovian2: addFloatersToJovian(2),
  airRaid({ state, seat }) {
    const cards = floaterCards(state, seat).filter((c) => c.resources > 0);
    if (cards.length === 1) cards[0].resources -= 1;
    else ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.spendFloaterFrom', { card: cardName(AIR_RAID) }), cards: cards.map((c) => c.id), min: 1, max: 1, costEach: 0 }, 'removeOwnFloater');
  },
  communityServices({ state, seat }) {
    const tagless = activeCards(state.players[seat]).filter(({ def }) => def.tags.length === 0).length;
    return [{ do: 'production', resource: 'megacredits', amount: tagless }];
  },
  plantsPerColony({ state, seat }) {
    const n = coloniesOwned(state, seat);
    return n > 0 ? [{ do: 'production', resource: 'plants', amount: n }] : undefined;
  },
  floaterLeasing({ state, seat }) {
    const n = Math.floor(floatersOwned(state, seat) / 3);
    return n > 0 ? [{ do: 'production', resource: 'megacredits', amount: n }] : undefined;
  },
  jupiterStationCash({ state, card }) {
    const here = card ? findPlayedCard(state, card)?.card.resources ?? 0 : 0;
    const amount = Math.min(4, here);
    return amount > 0 ? [{ do: 'gain', resource: 'megacredits', amount }] : undefined;
  },
  marketManipulation({ state, seat }) {
    const { up, down } = marketTiles(state);
    ask(state, { kind: 'colony', seat, title: msg('tmPrompt.title.marketUp', { card: cardName(MARKET_MANIPULATION) }), tiles: up }, 'marketUp', { down });
  },
  molecularPrinting({ state }) {
    const amount = countTiles(state, 'city', 'all') + coloniesInPlay(state);
    return amount > 0 ? [{ do: 'gain', resource: 'megacredits', amount }] : undefined;
  },
  productiveOutpost({ state, seat }) {
    const effects: Effect[] = [];
    for (const tile of state.colonies?.tiles ?? []) {
      for (const owner of tile.colonies) if (owner === seat) effects.push(...rewardEffects(colonyTileDef(tile.name).colonyBonus));
    }
    return effects;
  },
  quantumCommunications({ state }) {
    const n = coloniesInPlay(state);
    return n > 0 ? [{ do: 'production', resource: 'megacredits', amount: n }] : undefined;
  },
  /** Solar Probe is an event, so its own science tag is added to those in play. */
  solarProbe({ state, seat }) {
    const n = Math.floor((tagCount(state.players[seat], 'science') + 1) / 3);
    return n > 0 ? [{ do: 'draw', amount: n }] : undefined;
  },
  /** Spin-off Department: the card just played (the newest in play) had a printed cost of 20 or more. */
  spinOffDraw({ state, seat, card }) {
    const played = state.players[seat].played;
    const last = played[played.length - 1];
    if (!last || last.id === card || (getCard(last.id).cost ?? 0) < 20) return;
    return [{ do: 'draw', amount: 1 }];
  },
  titanShuttlesCashIn({ state, card }) {
    const here = card ? findPlayedCard(state, card)?.card.resources ?? 0 : 0;
    if (here < 1) return;
    const options = Array.from({ length: here }, (_, i) => i + 1).map((x) => ({
      label: msg('tmPrompt.choice.floatersForTitanium', { count: x }),
      effects: [{ do: 'spendResourceHere', amount: x }, { do: 'gain', resource: 'titanium', amount: x }] as Effect[],
    }));
    return options.length === 1 ? options[0].effects : [{ do: 'choose', options }];
  },
  aridorAddTile({ state, seat }) {
    const unused = state.colonies?.unused ?? [];
    if (unused.length === 0) return;
    ask(state, { kind: 'colony', seat, title: msg('tmPrompt.title.addColonyTile', { card: cardName(ARIDOR) }), tiles: [...unused] }, 'addColonyTile');
  },
  aridorNewTags({ state, seat }) {
    const played = state.players[seat].played;
    const last = played[played.length - 1];
    const fresh = last ? newTagTypes(state, seat, last.id) : [];
    return fresh.length > 0 ? [{ do: 'production', resource: 'megacredits', amount: fresh.length }] : undefined;
  },
};

export const COLONY_PLAY_CHECK_HOOKS: Record<string, PlayCheckHook> = {
  colonySpotFree({ state, seat }) {
    return buildableTiles(state, seat).length > 0 ? null : msg('tmError.colony.noSpotForYou');
  },
  colonySpotFreeAnywhere({ state, seat }) {
    return buildableTiles(state, seat, { allowSecond: true }).length > 0 ? null : msg('tmError.colony.noFreeSpot');
  },
  refugeColony({ state, seat }) {
    return refugeTiles(state, seat).length > 0 ? null : msg('tmError.colony.noRefugeSpot');
  },
  pioneerSettlement({ state, seat }) {
    if (coloniesOwned(state, seat) > 1) return msg('tmError.colony.atMostOne');
    return refugeTiles(state, seat).length > 0 ? null : msg('tmError.colony.noRefugeSpot');
  },
  hasColony({ state, seat }) {
    return coloniesOwned(state, seat) >= 1 ? null : msg('tmError.colony.needOwn');
  },
  spacePortColony({ state, seat }) {
    if (coloniesOwned(state, seat) < 1) return msg('tmError.colony.needOwn');
    return buildableTiles(state, seat, { allowSecond: true }).length > 0 ? null : msg('tmError.colony.noFreeSpot');
  },
  floatersAtLeast3({ state, seat }) {
    return floatersOwned(state, seat) >= 3 ? null : msg('tmError.play.needsFloaters', { count: 3 });
  },
  hasFloater({ state, seat }) {
    return floatersOwned(state, seat) >= 1 ? null : msg('tmError.play.needsFloaters', { count: 1 });
  },
  hasOtherFloaterCard({ state, seat, card }) {
    return floaterCards(state, seat).some((c) => c.id !== card) ? null : msg('tmError.play.noOtherFloaterCard');
  },
  marketManipulation({ state }) {
    return marketTiles(state).up.length > 0 ? null : msg('tmError.play.noMarkersToMove');
  },
  canTradeFree({ state, seat }) {
    if (!state.colonies) return msg('tmError.colony.notInGame');
    if (freeFleets(state, seat) <= 0) return msg('tmError.trade.noFleet');
    return tradeableTiles(state).length > 0 ? null : msg('tmError.trade.noFreeTile');
  },
  hasFloaterHere({ state, card }) {
    return card && (findPlayedCard(state, card)?.card.resources ?? 0) > 0 ? null : msg('tmError.play.noFloatersHere');
  },
};

export const COLONY_VP_HOOKS: Record<string, VictoryPointHook> = {
  /** Space Port Colony: 1 VP per 2 colonies in play. */
  spacePortColony({ state }) {
    return Math.floor(coloniesInPlay(state) / 2);
  },
};
