// What every seat sees of Cornucopia: factories, modules and the marketplace are public; the stack
// passed in the investment phase is seen only by the seat investing.
import type { Seat } from '../../../shared/tm/basics';
import type { CornucopiaView } from '../../../shared/tm/cornucopia';
import type { CardInfo } from '../../../shared/tm/view';
import { cardInfo } from '../cards/catalogue';
import { MODULES } from './moduleData';
import type { TmState } from '../state';
import { FACTORIES, factoryDef } from './factories';
import { isConnected, moduleActionsAllowed } from './grid';
import { moduleHasAction, moduleInfo, moduleSides } from './modules';

/** Every production module for the card browser: its base face as a card, with its edges. */
export function moduleCatalogue(): CardInfo[] {
  return MODULES.map((m) => ({ ...cardInfo(m.id), module: moduleInfo(m.id) }));
}

export function cornucopiaView(state: TmState, viewer: Seat | null): CornucopiaView | undefined {
  const c = state.cornucopia;
  if (!c) return undefined;
  const view: CornucopiaView = {
    market: c.market.map(moduleInfo),
    deckCount: c.deck.length,
    discardCount: c.discard.length,
    draftVariant: c.draftVariant,
    factoryTypes: FACTORIES.map((f) => ({ type: f.type, sides: { ...f.sides } })),
    factories: state.players.flatMap((p) => {
      const f = p.factory;
      if (!f) return [];
      const def = factoryDef(f.type);
      return [{
        seat: p.seat, type: f.type, sides: { ...def.sides },
        actionsAllowed: moduleActionsAllowed(f), actionsUsed: f.actionsUsed,
        ...(f.ocean ? { ocean: f.ocean } : {}),
        modules: f.cells.flatMap((placed, cell) => (placed ? [{
          cell, id: placed.id, sides: moduleSides(placed.id), connected: isConnected(f, cell),
          resources: placed.resources, actionUsed: placed.actionUsed, hasAction: moduleHasAction(placed.id),
        }] : [])),
      }];
    }),
  };
  if (c.investment) {
    const seat = c.investment.seats[0];
    view.investment = { seat, count: c.investment.hand.length, ...(viewer === seat ? { modules: c.investment.hand.map(moduleInfo) } : {}) };
  }
  return view;
}
