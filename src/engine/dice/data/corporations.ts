// Eight corporations. Helion, Teractor and UNMI follow a published play log; Inventrix is a published
// name whose details are ours; the other four are our own.
import type { Corporation } from '../cards/vocabulary';

export const CORPORATIONS: Corporation[] = [
  { id: 'C1', name: 'Helion', start: [{ wild: 3 }], production: { red: 2, grey: 1 }, text: 'Start with 3 wild tokens. Production: 2 red and 1 grey die.', origin: 'published' },
  { id: 'C2', name: 'Teractor', start: [{ wild: 4 }, { gain: 'credit' }], production: { red: 1, yellow: 1 }, text: 'Start with 4 wild tokens and 1 credit. Production: 1 red and 1 yellow die.', origin: 'published' },
  { id: 'C3', name: 'UNMI', start: [{ vp: 2 }, { wild: 4 }], production: { red: 1, yellow: 1 }, text: 'Start with 2 VP and 4 wild tokens. Production: 1 red and 1 yellow die.', origin: 'published' },
  { id: 'C4', name: 'Inventrix', start: [{ wild: 2 }, { draw: 2 }], production: { blue: 1, yellow: 1 }, onProduction: [{ wild: 1 }], text: 'Start with 2 wild tokens and 2 extra cards. Production: 1 blue and 1 yellow die, plus 1 wild token.', origin: 'published name, our details' },
  { id: 'C5', name: 'Verdant Combine', start: [{ wild: 2 }, { gain: 'plant' }], production: { green: 2, blue: 1 }, text: 'Start with 2 wild tokens and 1 plant. Production: 2 green and 1 blue die.', origin: 'ours' },
  { id: 'C6', name: 'Aquila Hydrology', start: [{ wild: 2 }, { gain: 'water', n: 2 }], production: { blue: 2 }, triggers: [{ on: 'ocean', by: 'self', then: [{ vp: 1 }] }], text: 'Start with 2 wild tokens and 2 water. Production: 2 blue dice. Whenever you place an ocean, gain 1 VP.', origin: 'ours' },
  { id: 'C7', name: 'Red Dust Foundry', start: [{ wild: 3 }], production: { grey: 2, red: 1 }, text: 'Start with 3 wild tokens. Production: 2 grey and 1 red die.', origin: 'ours' },
  { id: 'C8', name: 'Meridian Exchange', start: [{ wild: 3 }, { gain: 'credit' }], production: { yellow: 2 }, keepExtra: 1, text: 'Start with 3 wild tokens and 1 credit. Production: 2 yellow dice. Keep 1 more die on production turns.', origin: 'ours' },
];
