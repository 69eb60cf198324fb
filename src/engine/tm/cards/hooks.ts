// Named hooks: the few pieces of card logic the declarative vocabulary cannot say. Card data refers to
// them by name; the executor looks them up here. Hooks work on the plain state or return effects to queue.
import { cardName } from '../../../shared/tm/contentKeys';
import { msg } from '../../../shared/message';
import type { Seat } from '../../../shared/tm/basics';
import { countAdjacent, isOnMars, neighbours, spaceById } from '../board';
import { canResolveAll } from '../effects';
import { drawCards, drawFromDeck } from '../deck';
import { findPlayedCard, tagCount } from '../players';
import { log } from '../queue';
import type { TmState } from '../state';
import { getCard } from './catalogue';
import { cardBuyCost } from '../cardPrice';
import { COLONY_EFFECT_HOOKS, COLONY_PLAY_CHECK_HOOKS, COLONY_VP_HOOKS } from './colonies/hooks';
import { CORNUCOPIA_EFFECT_HOOKS } from '../cornucopia/hooks';
import type { EffectHook, HookContext, PlayCheckHook, VictoryPointHook } from './hookTypes';
import type { Effect } from './vocabulary';
import { productionChoice } from '../promptWords';

/** The top project card, reshuffling the discard pile if the deck is empty; it stays on top. */
function peekTopCard(state: TmState): string | undefined {
  const [top] = drawFromDeck(state, 1);
  if (top !== undefined) state.deck.unshift(top);
  return top;
}

function hereResources(ctx: HookContext): number {
  return ctx.card ? findPlayedCard(ctx.state, ctx.card)?.card.resources ?? 0 : 0;
}

/** The space holding this card's own special tile (or city), if it is on the board. */
function ownTileSpace(state: TmState, seat: Seat, special: string): string | undefined {
  for (const [id, tile] of Object.entries(state.tiles)) if (tile.special === special && tile.owner === seat) return id;
  return undefined;
}

const FLOODING_LOSS = 4;
/** Production hooks that Robotic Workforce may repeat: they only change production. */
const PRODUCTION_HOOKS = new Set(['miningBonusProduction']);

/**
 * Your building cards in play (not events, not the corporation) with a production box, as the
 * effects to repeat: production changes only, and only where every change can be made now.
 */
function copyableProductionBoxes(state: TmState, seat: Seat): { id: string; effects: Effect[] }[] {
  const out: { id: string; effects: Effect[] }[] = [];
  for (const played of state.players[seat].played) {
    const def = getCard(played.id);
    if (def.type === 'event' || !def.tags.includes('building')) continue;
    const effects = (def.onPlay ?? []).filter((e) => e.do === 'production' || e.do === 'productionOfAny' || (e.do === 'hook' && PRODUCTION_HOOKS.has(e.name)));
    if (effects.length && canResolveAll(state, seat, played.id, effects)) out.push({ id: played.id, effects });
  }
  return out;
}

export const EFFECT_HOOKS: Record<string, EffectHook> = {
  ...COLONY_EFFECT_HOOKS,
  ...CORNUCOPIA_EFFECT_HOOKS,
  /** Search For Life: reveal and discard the top card; a microbe tag earns a science resource here. */
  searchForLife({ state, seat }) {
    const [top] = drawFromDeck(state, 1);
    if (top === undefined) return;
    state.discard.push(top);
    const def = getCard(top);
    const found = def.tags.includes('microbe');
    log(state, seat, msg(found ? 'tm.log.revealedLifeFound' : 'tm.log.revealed', { player: state.players[seat].name, card: cardName(top) }));
    return found ? [{ do: 'addResource', amount: 1, to: 'here' }] : undefined;
  },

  /** Inventors' Guild, Business Network: look at the top card, then buy it or discard it. */
  lookAtTopCard({ state, seat }) {
    const top = peekTopCard(state);
    if (top === undefined) return;
    const price = cardBuyCost(state.players[seat]);
    return [{
      do: 'choose',
      options: [
        { label: msg('tmPrompt.choice.buyTopCard', { card: cardName(top), cost: price }), effects: [{ do: 'payMoney', amount: price }, { do: 'hook', name: 'takeTopCard' }] },
        { label: msg('tmPrompt.choice.discardTopCard', { card: cardName(top) }), effects: [{ do: 'hook', name: 'discardTopCard' }] },
      ],
    }];
  },
  takeTopCard({ state, seat }) {
    drawCards(state, seat, 1);
  },
  discardTopCard({ state }) {
    const top = state.deck.shift();
    if (top !== undefined) state.discard.push(top);
  },

  /** Nitrogen-Rich Asteroid: +1 plant production, or +4 with 3 or more plant tags. */
  nitrogenRichPlants({ state, seat }) {
    const amount = tagCount(state.players[seat], 'plant') >= 3 ? 4 : 1;
    return [{ do: 'production', resource: 'plants', amount }];
  },

  /** Mining Rights (and similar): +1 production of the bonus printed on the space just used. */
  miningBonusProduction({ state, seat, card }) {
    if (!card) return;
    const space = ownTileSpace(state, seat, getCard(card).name);
    const bonus = space ? spaceById(space)?.bonus : undefined;
    if (!bonus) return;
    const kinds = (['steel', 'titanium'] as const).filter((k) => (bonus[k] ?? 0) > 0);
    if (kinds.length === 1) return [{ do: 'production', resource: kinds[0], amount: 1 }];
    if (kinds.length === 2) {
      return [{
        do: 'choose',
        options: kinds.map((k) => ({ label: productionChoice(k, 1), effects: [{ do: 'production', resource: k, amount: 1 } as Effect] })),
      }];
    }
  },

  /** Toll Station: +1 M€ production per space tag your opponents have. */
  tollStation({ state, seat }) {
    const amount = state.players.filter((q) => q.seat !== seat).reduce((n, q) => n + tagCount(q, 'space'), 0);
    return amount > 0 ? [{ do: 'production', resource: 'megacredits', amount }] : undefined;
  },

  /** Media Archives: 1 M€ per event card played by anyone so far. */
  mediaArchives({ state }) {
    let events = 0;
    for (const q of state.players) for (const c of q.played) if (getCard(c.id).type === 'event') events++;
    return events > 0 ? [{ do: 'gain', resource: 'megacredits', amount: events }] : undefined;
  },

  /** Insulation: move X heat production to M€ production, X chosen from 1 to all of it. */
  insulation({ state, seat }) {
    const heat = state.players[seat].production.heat;
    if (heat < 1) return;
    const options = Array.from({ length: heat }, (_, i) => i + 1).map((x) => ({
      label: msg('tmPrompt.choice.heatProductionToMegacredits', { count: x }),
      effects: [{ do: 'production', resource: 'heat', amount: -x }, { do: 'production', resource: 'megacredits', amount: x }] as Effect[],
    }));
    return options.length === 1 ? options[0].effects : [{ do: 'choose', options }];
  },

  /** Power Infrastructure: after the first energy, turn any further energy into M€ one for one. */
  convertMoreEnergy({ state, seat }) {
    const energy = state.players[seat].stock.energy;
    if (energy < 1) return;
    const options = Array.from({ length: energy + 1 }, (_, x) => ({
      label: x === 0 ? msg('tmPrompt.choice.noMoreEnergy') : msg('tmPrompt.choice.moreEnergyToMegacredits', { count: x }),
      effects: x === 0 ? [] : [{ do: 'gain', resource: 'energy', amount: -x }, { do: 'gain', resource: 'megacredits', amount: x }] as Effect[],
    }));
    return [{ do: 'choose', options }];
  },

  /** Robotic Workforce: choose one of your building cards and apply its production changes again. */
  roboticWorkforce({ state, seat }) {
    const options = copyableProductionBoxes(state, seat).map(({ id, effects }) => ({ label: msg('tmPrompt.choice.copyProduction', { card: cardName(id) }), effects, source: id }));
    return options.length ? [{ do: 'choose', options }] : undefined;
  },

  /** Flooding: after its ocean, an opponent with a tile next to it may lose up to 4 M€. */
  floodingVictims({ state, seat, space }) {
    if (!space) return;
    const owners = new Set(neighbours(space).map((n) => state.tiles[n]?.owner).filter((o): o is Seat => o !== null && o !== undefined && o !== seat));
    return owners.size ? [{ do: 'removeFromAny', resource: 'megacredits', amount: FLOODING_LOSS, among: [...owners] }] : undefined;
  },

  /** Tharsis Republic: +1 M€ production per city already on Mars when it is chosen (solo's neutral cities). */
  citiesAlreadyOnMars({ state }) {
    const cities = Object.entries(state.tiles).filter(([id, t]) => t.kind === 'city' && isOnMars(id)).length;
    return cities > 0 ? [{ do: 'production', resource: 'megacredits', amount: cities }] : undefined;
  },

  /** Terraforming Ganymede: +1 TR per Jovian tag you have (this card included). */
  terraformingGanymede({ state, seat }) {
    const jovian = tagCount(state.players[seat], 'jovian');
    return jovian > 0 ? [{ do: 'tr', amount: jovian }] : undefined;
  },
};

export const PLAY_CHECK_HOOKS: Record<string, PlayCheckHook> = {
  ...COLONY_PLAY_CHECK_HOOKS,
  deckHasCards({ state }) {
    return state.deck.length + state.discard.length > 0 ? null : msg('tmError.play.deckEmpty');
  },
  trRaisedThisGeneration({ state, seat }) {
    return state.players[seat].trRaisedThisGeneration ? null : msg('tmError.play.trNotRaised');
  },
  hasCopyableBuildingCard({ state, seat }) {
    return copyableProductionBoxes(state, seat).length > 0 ? null : msg('tmError.play.noProductionToRepeat');
  },
  hasHeatProduction({ state, seat }) {
    return state.players[seat].production.heat >= 1 ? null : msg('tmError.play.needsHeatProduction');
  },
};

export const VP_HOOKS: Record<string, VictoryPointHook> = {
  ...COLONY_VP_HOOKS,
  /** Search For Life: 3 VP once it holds at least one science resource. */
  searchForLife(ctx) {
    return hereResources(ctx) >= 1 ? 3 : 0;
  },
  /** Capital: 1 VP per ocean next to the Capital tile. */
  capitalOceans({ state, seat }) {
    const space = ownTileSpace(state, seat, 'Capital');
    return space ? countAdjacent(state, space, 'ocean') : 0;
  },
  /** Commercial District: 1 VP per city next to its tile (anyone's). */
  commercialDistrict({ state, seat }) {
    const space = ownTileSpace(state, seat, 'Commercial District');
    return space ? countAdjacent(state, space, 'city') : 0;
  },
};
