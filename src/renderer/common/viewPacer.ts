// Shows the views that follow bots' moves one at a time, each for the chosen time, so a person can follow
// a bot's turn. Any other view (a person's move, a seat switch, an undo) is the newest truth: it is shown at
// once and drops whatever bot views were still waiting. Nothing here reaches the host: pacing is only showing.

export interface PacerClock {
  now(): number;
  later(run: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
}

const REAL_CLOCK: PacerClock = {
  now: () => Date.now(),
  later: (run, ms) => setTimeout(run, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class ViewPacer<T> {
  private readonly waiting: T[] = [];
  private timer: unknown = null;
  private lastShownAt = -Infinity;

  /**
   * @param show puts a view on screen
   * @param delayMs how long each bot move stays on screen now (read at each step, so a new setting applies at once)
   * @param onWaiting told how many bot views wait whenever that number changes
   */
  constructor(
    private readonly show: (item: T) => void,
    private readonly delayMs: () => number,
    private readonly onWaiting: (count: number) => void = () => undefined,
    private readonly clock: PacerClock = REAL_CLOCK,
  ) {}

  /** A view that follows a bot's move: shown when the one before has been up long enough. */
  pushBotView(item: T): void {
    if (this.delayMs() <= 0) {
      // Instant (perhaps just chosen while views waited): everything in order, now.
      const earlier = [...this.waiting];
      this.drop();
      for (const view of [...earlier, item]) this.showNow(view);
      return;
    }
    this.waiting.push(item);
    this.onWaiting(this.waiting.length);
    this.schedule();
  }

  /** Any other view: shown now, and the bot views still waiting are dropped (this one already includes them). */
  pushView(item: T): void {
    this.drop();
    this.showNow(item);
  }

  /** Shows the newest waiting view at once (the player skips ahead). */
  showAll(): void {
    const last = this.waiting[this.waiting.length - 1];
    if (last === undefined) return;
    this.pushView(last);
  }

  /** Forgets the waiting views (the game closed). */
  drop(): void {
    if (this.timer !== null) this.clock.cancel(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return;
    this.waiting.length = 0;
    this.onWaiting(0);
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  private showNow(item: T): void {
    this.lastShownAt = this.clock.now();
    this.show(item);
  }

  private schedule(): void {
    if (this.timer !== null || this.waiting.length === 0) return;
    const wait = Math.max(0, this.lastShownAt + this.delayMs() - this.clock.now());
    this.timer = this.clock.later(() => {
      this.timer = null;
      const next = this.waiting.shift();
      if (next === undefined) return;
      this.onWaiting(this.waiting.length);
      this.showNow(next);
      this.schedule();
    }, wait);
  }
}
