// The legal answers to each kind of decision, with labels as words-as-data (`dice.choice.*`). The prompt shows them, bots pick
// from them and applyMove accepts only them: one list, one source of truth.
import { DIE_COLOURS, DIE_FACES, type ResourceRef } from '../../shared/dice/basics';
import type { DiceMove } from '../../shared/dice/moves';
import type { DiceChoice, DiceChoiceGroup } from '../../shared/dice/prompt';
import { msg, type Message } from '../../shared/message';
import { colourName, diceCardName, diceCardText, faceName, facesList, standardProjectName } from '../../shared/dice/words';
import { actionsOf, projectCard } from './cards/catalogue';
import { STANDARD_PROJECTS } from './data/standardProjects';
import { cardsLeftToDraw } from './deck';
import { canPay, distinctResources, resourceLabel } from './resources';
import { whyUnplayable } from './requirements';
import { soloStartAreas } from './soloStart';
import type { Decision, DicePlayer, DiceState } from './state';
import { legalAreas, oceansComplete, placeOf } from './terraform';

const choice = (group: DiceChoiceGroup, label: Message, move: DiceMove): DiceChoice => ({ group, label, move });

/** A card named with its text: a corporation or bonus card to choose. */
const cardWithText = (id: string): Message => msg('dice.choice.cardWithText', { name: diceCardName(id), text: diceCardText(id) });

function otherFaces(player: DicePlayer, die: number) {
  const d = player.dice[die];
  const f = DIE_FACES[d.colour];
  return [f.common, f.uncommon, f.rare].filter((x) => x !== d.face);
}

/** One index per distinct face among a player's dice (identical dice give identical answers). */
function distinctDice(player: DicePlayer, exclude?: number): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  player.dice.forEach((d, i) => {
    if (i === exclude || seen.has(d.face)) return;
    seen.add(d.face);
    out.push(i);
  });
  return out;
}

/** Free actions of unused blue cards (and corporations): allowed around the support and main actions. */
function freeChoices(state: DiceState, seat: number): DiceChoice[] {
  const player = state.players[seat];
  return actionsOf(player, 'free')
    .filter((a) => !player.used.includes(a.id) && canPay(player, a.action.cost))
    .map((a) => choice('free', msg('dice.choice.freeAction', { card: diceCardName(a.id) }), { type: 'cardAction', card: a.id }));
}

function supportChoices(state: DiceState, seat: number): DiceChoice[] {
  const player = state.players[seat];
  const out: DiceChoice[] = [];
  for (const colour of DIE_COLOURS) {
    if (state.pool[colour] > 0) out.push(choice('support', msg('dice.choice.rollDie', { colour: colourName(colour) }), { type: 'rollDie', colour }));
  }
  const pays = distinctResources(player);
  if (cardsLeftToDraw(state) > 0) {
    for (const pay of pays) out.push(choice('support', msg('dice.choice.payToDraw', { paid: resourceLabel(player, pay) }), { type: 'drawCards', pay }));
  }
  for (const pay of pays) {
    for (const die of distinctDice(player, pay === 'wild' ? undefined : pay)) {
      for (const face of otherFaces(player, die)) {
        out.push(
          choice('changeDie', msg('dice.choice.payToTurn', { paid: resourceLabel(player, pay), from: faceName(player.dice[die].face), to: faceName(face) }), { type: 'setFace', pay, die, face }),
        );
      }
    }
  }
  for (const a of actionsOf(player, 'support')) {
    if (!player.used.includes(a.id) && canPay(player, a.action.cost)) {
      out.push(choice('blueCards', msg('dice.choice.supportAction', { card: diceCardName(a.id) }), { type: 'cardAction', card: a.id }));
    }
  }
  return out;
}

/** Whether supportChoices would offer anything, without listing every die change. */
function anySupportPossible(state: DiceState, seat: number): boolean {
  const player = state.players[seat];
  const resources = player.dice.length + player.wild;
  if (DIE_COLOURS.some((c) => state.pool[c] > 0)) return true;
  if (resources > 0 && cardsLeftToDraw(state) > 0) return true;
  if (player.dice.length > 0 && resources > 1) return true;
  return actionsOf(player, 'support').some((a) => !player.used.includes(a.id) && canPay(player, a.action.cost));
}

function mainChoices(state: DiceState, seat: number): DiceChoice[] {
  const player = state.players[seat];
  const out: DiceChoice[] = [];
  for (const [project, sp] of Object.entries(STANDARD_PROJECTS) as [keyof typeof STANDARD_PROJECTS, (typeof STANDARD_PROJECTS)[keyof typeof STANDARD_PROJECTS]][]) {
    if (!canPay(player, sp.cost)) continue;
    if (project === 'city' && legalAreas(state, 'city').length === 0) continue;
    const key = project === 'ocean' && oceansComplete(state) ? 'dice.choice.standardOceansComplete' : 'dice.choice.standard';
    out.push(choice('standard', msg(key, { project: standardProjectName(project), cost: facesList(sp.cost) }), { type: 'standard', project }));
  }
  for (const id of player.hand) {
    if (whyUnplayable(state, seat, id) === null) {
      out.push(choice('cards', msg('dice.choice.playCard', { card: diceCardName(id), cost: facesList(projectCard(id).cost) }), { type: 'playCard', card: id }));
    }
  }
  for (const a of actionsOf(player, 'main')) {
    if (!player.used.includes(a.id) && canPay(player, a.action.cost)) {
      out.push(choice('blueCards', msg('dice.choice.mainAction', { card: diceCardName(a.id) }), { type: 'cardAction', card: a.id }));
    }
  }
  if (anySupportPossible(state, seat)) out.push(choice('support', msg('dice.choice.secondSupport'), { type: 'secondSupport' }));
  return out;
}

function giftChoices(state: DiceState, seat: number, to: number): DiceChoice[] {
  const player = state.players[seat];
  return distinctResources(player).map((resource: ResourceRef) =>
    choice('gift', msg('dice.choice.give', { resource: resourceLabel(player, resource), to: state.players[to].name }), { type: 'give', resource }),
  );
}

/** Legal answers for a decision that is answered by picking one choice. */
export function choicesFor(state: DiceState, decision: Decision): DiceChoice[] {
  const seat = decision.seat;
  const player = state.players[seat];
  switch (decision.kind) {
    case 'soloStart':
      return soloStartAreas(state, decision.tile).map((area) => choice('soloSetup', msg('dice.choice.soloNeutral', { tile: decision.tile, place: placeOf(area) }), { type: 'place', area }));
    case 'corporation':
      return player.corporationOptions.map((id) => choice('corporation', cardWithText(id), { type: 'chooseCorporation', corporation: id }));
    case 'gift':
      return giftChoices(state, seat, decision.to);
    case 'turn':
      return [
        choice('turn', msg('dice.choice.productionTurn'), { type: 'productionTurn' }),
        choice('turn', msg('dice.choice.actionTurn'), { type: 'actionTurn' }),
        ...freeChoices(state, seat),
      ];
    case 'support': {
      const support = supportChoices(state, seat);
      const list = [...support, ...freeChoices(state, seat)];
      return support.length > 0 ? list : [...list, choice('support', msg('dice.choice.noSupport'), { type: 'skip' })];
    }
    case 'main': {
      const main = mainChoices(state, seat);
      const list = [...main, ...freeChoices(state, seat)];
      return main.length > 0 ? list : [...list, choice('main', msg('dice.choice.noMain'), { type: 'skip' })];
    }
    case 'finish':
      return [...freeChoices(state, seat), choice('turn', msg('dice.choice.endTurn'), { type: 'endTurn' })];
    case 'bonus':
      return state.bonusDeck.map((id) => choice('bonus', cardWithText(id), { type: 'chooseBonus', bonus: id }));
    case 'place':
      return legalAreas(state, decision.tile).map((area) => choice('place', msg('dice.choice.place', { tile: decision.tile, place: placeOf(area) }), { type: 'place', area }));
    case 'rotate': {
      const out: DiceChoice[] = [];
      for (const die of distinctDice(player)) {
        for (const face of otherFaces(player, die)) out.push(choice('rotate', msg('dice.choice.rotate', { from: faceName(player.dice[die].face), to: faceName(face) }), { type: 'rotate', die, face }));
      }
      return [...out, choice('rotate', msg('dice.choice.keepFaces'), { type: 'skip' })];
    }
    case 'chooseColour':
      return DIE_COLOURS.filter((c) => state.pool[c] > 0).map((colour) => choice('colour', msg('dice.choice.rollColour', { count: decision.n, colour: colourName(colour) }), { type: 'chooseColour', colour }));
    case 'lose':
      return distinctResources(player).map((resource) => choice('lose', msg('dice.choice.lose', { resource: resourceLabel(player, resource) }), { type: 'lose', resource }));
    case 'keepDice':
    case 'discardCards':
      return [];
  }
}
