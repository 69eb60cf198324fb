// How fast a window shows the bots' moves. Only the showing is paced: the host plays bots at its own steady
// pace, so the game, the save and every other window are the same whatever speed this window picks.

export const BOT_SPEEDS = ['instant', 'fast', 'normal', 'slow'] as const;
export type BotSpeed = (typeof BOT_SPEEDS)[number];

/** Time each bot move stays on screen before the next one is shown. */
export const BOT_SPEED_DELAY_MS: Record<BotSpeed, number> = { instant: 0, fast: 350, normal: 900, slow: 1800 };

/** The catalogue key of each speed's name. */
export const BOT_SPEED_LABEL_KEYS: Record<BotSpeed, string> = {
  instant: 'common.botSpeed.instant',
  fast: 'common.botSpeed.fast',
  normal: 'common.botSpeed.normal',
  slow: 'common.botSpeed.slow',
};

export function isBotSpeed(value: unknown): value is BotSpeed {
  return typeof value === 'string' && (BOT_SPEEDS as readonly string[]).includes(value);
}

/**
 * Normal for people; instant for a browser driven by automation (navigator.webdriver), so the end-to-end
 * suite is not slowed by pacing it does not test. A stored choice always wins over this default.
 */
export function defaultBotSpeed(automated: boolean): BotSpeed {
  return automated ? 'instant' : 'normal';
}
