// Terraforming Mars games put into a save by real moves through the host's own session, so a test can open a
// position no click-through reaches quickly (a dealt corporation, cards in play) from the Load screen.
import { expect, type Page } from '@playwright/test';
import type { Move } from '../../../src/shared/tm/prompt';
import type { Seat } from '../../../src/shared/tm/basics';
import { SaveStore } from '../../../src/host/saveStore';
import { Session } from '../../../src/host/session';
import { tmEngine } from '../../../src/host/systems/tm';
import { takeDeviceIfOffered } from './ui';

const NO_PAY = { megacredits: 0, steel: 0, titanium: 0, heat: 0 };

/**
 * Seed tms-4285 deals Ada (seat 0) ThorGate (power cards 3 M€ cheaper) with Viral Enhancers, Corporate
 * Stronghold, Fueled Generators, Beam From A Thorium Asteroid and Power Plant among her ten cards; Boris starts.
 * Ada keeps all ten, Boris passes, Ada plays Viral Enhancers: her turn, 9 M€ left, nine cards in hand.
 */
export const THORGATE_GAME = {
  seed: 'tms-4285',
  cards: { viralEnhancers: '074', corporateStronghold: '182', fueledGenerators: '100', beamFromThorium: '058', powerPlant: '141' },
} as const;

export function saveThorgateGame(savesDir: string): void {
  const setup = {
    seed: THORGATE_GAME.seed,
    options: { corporateEra: true, draft: false, solo: false },
    players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Boris', color: 'green', kind: 'human' }],
  };
  const created = Session.create(setup, { engine: tmEngine as never, store: new SaveStore(savesDir) }, 'tm-thorgate');
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session = created.value;
  const submit = (seat: Seat, move: Move) => {
    const result = session.submit(seat, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${'error' in result ? result.error : 'refused'}`);
  };
  const opening = (seat: Seat) => {
    const view = session.viewFor(seat) as { prompt: { kind: string; cards: string[]; corporations: { id: string }[] } };
    if (view.prompt.kind !== 'opening') throw new Error(`seat ${seat} has no opening prompt`);
    return view.prompt;
  };
  const ada = opening(0);
  expect(ada.corporations.map((c) => c.id)).toContain('R13');
  submit(0, { type: 'opening', corporation: 'R13', cards: ada.cards });
  const boris = opening(1);
  submit(1, { type: 'opening', corporation: boris.corporations[0].id, cards: [] });
  submit(1, { type: 'pass' });
  submit(0, { type: 'playCard', card: THORGATE_GAME.cards.viralEnhancers, payment: { ...NO_PAY, megacredits: 9 } });
  session.close();
}

/** Opens the only saved game from the Load screen. */
export async function resumeSavedGame(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('load-game').click();
  await page.getByTestId('save-row').first().getByTestId('resume').click();
  await takeDeviceIfOffered(page);
}

/** Seed tmp-helion-3 deals Ada (seat 0) Helion, who may pay M€ costs with heat. */
export const HELION_GAME = { seed: 'tmp-helion-3', helion: 'R18' } as const;

/**
 * Ada takes Helion and Boris the first corporation offered, neither keeps a card, and both pass generation 1:
 * production gives Ada heat, so in generation 2's research buying cards asks her how to pay (heat or M€).
 */
export function saveHelionResearchGame(savesDir: string): void {
  const setup = {
    seed: HELION_GAME.seed,
    options: { corporateEra: true, draft: false, solo: false },
    players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Boris', color: 'green', kind: 'human' }],
  };
  const created = Session.create(setup, { engine: tmEngine as never, store: new SaveStore(savesDir) }, 'tm-helion');
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session = created.value;
  const promptOf = (seat: Seat) => (session.viewFor(seat) as { prompt: { kind: string; seat: Seat; corporations: { id: string }[] } | null }).prompt;
  const submit = (seat: Seat, move: Move) => {
    const result = session.submit(seat, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${'error' in result ? result.error : 'refused'}`);
  };
  expect(promptOf(0)?.corporations.map((c) => c.id)).toContain(HELION_GAME.helion);
  submit(0, { type: 'opening', corporation: HELION_GAME.helion, cards: [] });
  submit(1, { type: 'opening', corporation: promptOf(1)!.corporations[0].id, cards: [] });
  for (let turns = 0; turns < 4; turns++) {
    const acting = ([0, 1] as Seat[]).find((seat) => promptOf(seat)?.kind === 'action');
    if (acting === undefined) break;
    submit(acting, { type: 'pass' });
  }
  expect(promptOf(0)?.kind).toBe('cards');
  session.close();
}

/** Seed e2e-special-10 deals Ada (seat 0) Nuclear Zone (097) and Mohole Area (142); Cornucopia is in play. */
export const SPECIAL_TILE_GAME = { seed: 'e2e-special-10', corporation: 'R24', nuclearZone: '097', moholeArea: '142' } as const;

/**
 * Ada takes Mining Guild and keeps both cards, Boris takes nothing and passes when it is his turn; Ada plays
 * Nuclear Zone onto the first land space offered and Mohole Area onto the first ocean space offered: two special
 * tiles on Mars and Ada to act again (Boris passed), so the hover chip can name them.
 */
export function saveSpecialTileGame(savesDir: string): { nuclearZone: string; moholeArea: string } {
  const setup = {
    seed: SPECIAL_TILE_GAME.seed,
    options: { corporateEra: true, draft: false, solo: false, cornucopia: true },
    players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Boris', color: 'green', kind: 'human' }],
  };
  const created = Session.create(setup, { engine: tmEngine as never, store: new SaveStore(savesDir) }, 'tm-special-tiles');
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session = created.value;
  type Waiting = { kind: string; cards: string[]; corporations: { id: string }[]; spaces: string[] } | null;
  const promptOf = (seat: Seat) => (session.viewFor(seat) as { prompt: Waiting }).prompt;
  const submit = (seat: Seat, move: Move) => {
    const result = session.submit(seat, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${'error' in result ? JSON.stringify(result.error) : 'refused'}`);
  };
  const cards = [SPECIAL_TILE_GAME.nuclearZone, SPECIAL_TILE_GAME.moholeArea];
  expect(promptOf(0)?.cards).toEqual(expect.arrayContaining(cards));
  submit(0, { type: 'opening', corporation: SPECIAL_TILE_GAME.corporation, cards });
  submit(1, { type: 'opening', corporation: promptOf(1)!.corporations[0].id, cards: [] });
  if (promptOf(1)?.kind === 'action') submit(1, { type: 'pass' });
  const placed: string[] = [];
  // Mining Guild starts with 30 M€ and 5 steel: Mohole Area (20, a building) takes 10 M€ and the steel.
  const payments = [{ ...NO_PAY, megacredits: 10 }, { ...NO_PAY, megacredits: 10, steel: 5 }];
  for (const [i, card] of cards.entries()) {
    submit(0, { type: 'playCard', card, payment: payments[i] });
    const space = promptOf(0)!.spaces[0];
    submit(0, { type: 'space', space });
    placed.push(space);
  }
  expect(promptOf(0)?.kind).toBe('action');
  session.close();
  return { nuclearZone: placed[0], moholeArea: placed[1] };
}

/**
 * A drafting game (the draft variant): both take their first corporation and no card and pass generation 1, so
 * generation 2 opens with the draft: each is asked to keep one of four cards and pass the rest on.
 */
export function saveDraftGame(savesDir: string): void {
  const setup = {
    seed: 'tmp-draft-keys',
    options: { corporateEra: true, draft: true, solo: false },
    players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Boris', color: 'green', kind: 'human' }],
  };
  const created = Session.create(setup, { engine: tmEngine as never, store: new SaveStore(savesDir) }, 'tm-draft');
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session = created.value;
  const promptOf = (seat: Seat) => (session.viewFor(seat) as { prompt: { kind: string; title: { key: string }; corporations: { id: string }[] } | null }).prompt;
  const submit = (seat: Seat, move: Move) => {
    const result = session.submit(seat, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${'error' in result ? result.error : 'refused'}`);
  };
  for (const seat of [0, 1] as Seat[]) submit(seat, { type: 'opening', corporation: promptOf(seat)!.corporations[0].id, cards: [] });
  // A corporation's first action may take the turn's first action: then the turn is ended before passing.
  for (let turns = 0; turns < 8; turns++) {
    const acting = ([0, 1] as Seat[]).find((seat) => promptOf(seat)?.kind === 'action');
    if (acting === undefined) break;
    const choices = (promptOf(acting) as unknown as { choices: { type: string }[] }).choices;
    submit(acting, { type: choices.some((c) => c.type === 'pass') ? 'pass' : 'endTurn' } as Move);
  }
  expect(promptOf(0)?.title.key).toBe('tmPrompt.title.draft');
  session.close();
}

/** Seed tms-steel-24 deals Ada Mining Guild (5 steel) and card 045, a 10 M€ building card; Ada starts. */
export const STEEL_GAME = { seed: 'tms-steel-24', miningGuild: 'R24', buildingCard: '045' } as const;

/** Ada takes Mining Guild and keeps only the building card (27 M€, 5 steel), Boris his first corporation: Ada's turn. */
export function saveSteelGame(savesDir: string): void {
  const setup = {
    seed: STEEL_GAME.seed,
    options: { corporateEra: true, draft: false, solo: false },
    players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Boris', color: 'green', kind: 'human' }],
  };
  const created = Session.create(setup, { engine: tmEngine as never, store: new SaveStore(savesDir) }, 'tm-steel');
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const session = created.value;
  type Seen = { prompt: { kind: string; corporations: { id: string }[]; choices: { type: string; cards?: { card: string; steelValue: number }[] }[] } | null };
  const promptOf = (seat: Seat) => (session.viewFor(seat) as Seen).prompt;
  const submit = (seat: Seat, move: Move) => {
    const result = session.submit(seat, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${'error' in result ? result.error : 'refused'}`);
  };
  expect(promptOf(0)?.corporations.map((c) => c.id)).toContain(STEEL_GAME.miningGuild);
  submit(0, { type: 'opening', corporation: STEEL_GAME.miningGuild, cards: [STEEL_GAME.buildingCard] });
  submit(1, { type: 'opening', corporation: promptOf(1)!.corporations[0].id, cards: [] });
  const play = promptOf(0)?.choices.find((c) => c.type === 'playCard');
  expect(play?.cards?.find((c) => c.card === STEEL_GAME.buildingCard)?.steelValue).toBe(2);
  session.close();
}
