// Bespoke card rules, referenced by name from card data.
import { colourName, facesList } from '../../../shared/dice/words';
import { DIE_COLOURS } from '../../../shared/dice/basics';
import { log, nameOf } from '../log';
import { rollDice } from '../resources';
import type { DiceState } from '../state';
import { addVp } from '../terraform';
import { productionOf, projectCard } from './catalogue';
import type { HookName } from './hookNames';

type Hook = (state: DiceState, seat: number) => void;

const HOOKS: Record<HookName, Hook> = {
  vpPerTwoOceans(state, seat) {
    const vp = Math.floor(state.oceans / 2);
    addVp(state, seat, vp);
    log(state, 'vpForOceans', { player: nameOf(state, seat), vp, oceans: state.oceans });
  },
  vpPerCityOnMars(state, seat) {
    const cities = Object.values(state.tiles).filter((t) => t.kind === 'city').length;
    const vp = Math.min(4, cities);
    addVp(state, seat, vp);
    log(state, 'vpForCities', { player: nameOf(state, seat), vp, cities });
  },
  wildPerBlueCard(state, seat) {
    const blue = state.players[seat].played.filter((id) => projectCard(id).colour === 'blue').length;
    const n = Math.min(3, blue);
    state.players[seat].wild += n;
    log(state, 'gainsWild', { player: nameOf(state, seat), count: n });
  },
  rollFavouriteColour(state, seat) {
    // The colour with most production dice; ties go to the first colour in die order.
    const production = productionOf(state.players[seat]);
    const colour = DIE_COLOURS.reduce((best, c) => (production[c] > production[best] ? c : best), DIE_COLOURS[0]);
    const got = rollDice(state, seat, colour, 2);
    log(state, 'rolls', { player: nameOf(state, seat), count: got.length, colour: colourName(colour), faces: facesList(got.map((d) => d.face)) });
  },
};

export function runHook(state: DiceState, seat: number, name: HookName): void {
  HOOKS[name](state, seat);
}
