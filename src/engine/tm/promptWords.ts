// The words of the engine's prompts as data: builders of the `tmPrompt.*` messages that more than one place
// says (a choice between effects, a resource in a title), so each is spelled once. Prompt titles said in one
// place spell their key where they are asked.
import { msg, type Message } from '../../shared/message';
import type { Resource } from '../../shared/tm/basics';
import { cardResourceAmount, productionAmount, resourceAmount, type CardResourceWord } from '../../shared/tm/messages';

/** "Gain 3 plants". */
export const gainChoice = (resource: Resource, count: number): Message => msg('tmPrompt.choice.gain', { amount: resourceAmount(resource, count) });

/** "+2 energy production". */
export const productionChoice = (resource: Resource, count: number): Message =>
  msg('tmPrompt.choice.production', { amount: productionAmount(resource, count) });

/** "Add 3 microbes to one of your cards". */
export const addToOwnCardChoice = (kind: CardResourceWord, count: number): Message =>
  msg('tmPrompt.choice.addToOwnCard', { amount: cardResourceAmount(kind, count) });

/** "Add 2 animals to another card". */
export const addToOtherCardChoice = (kind: CardResourceWord, count: number): Message =>
  msg('tmPrompt.choice.addToOtherCard', { amount: cardResourceAmount(kind, count) });

/** "Add 1 microbe to the card just played". */
export const addToPlayedCardChoice = (kind: CardResourceWord, count: number): Message =>
  msg('tmPrompt.choice.addToPlayedCard', { amount: cardResourceAmount(kind, count) });

/** "Remove up to 2 animals from a card". */
export const removeFromCardChoice = (kind: CardResourceWord, count: number): Message =>
  msg('tmPrompt.choice.removeFromCard', { amount: cardResourceAmount(kind, count) });

/** "Remove up to 5 plants from a player". */
export const removeFromPlayerChoice = (resource: Resource, count: number): Message =>
  msg('tmPrompt.choice.removeFromPlayer', { amount: resourceAmount(resource, count) });

/** "Steal up to 3 M€". */
export const stealChoice = (resource: Resource, count: number): Message => msg('tmPrompt.choice.steal', { amount: resourceAmount(resource, count) });

/** The fallback for an action without its own words: "Action 2". */
export const actionNumber = (index: number): Message => msg('tmPrompt.option.actionNumber', { number: index + 1 });
