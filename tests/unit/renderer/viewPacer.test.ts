import { describe, expect, it } from 'vitest';
import { ViewPacer, type PacerClock } from '../../../src/renderer/common/viewPacer';

/** A clock the test moves by hand: timers fire only when it is advanced past them. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: PacerClock = {
    now: () => now,
    later: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    cancel: (handle) => {
      timers = timers.filter((t) => t.id !== handle);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.run();
    }
    now = until;
  };
  return { clock, advance };
}

function pacerWith(delay: number) {
  const shown: string[] = [];
  const waiting: number[] = [];
  const { clock, advance } = manualClock();
  let delayMs = delay;
  const pacer = new ViewPacer<string>((v) => shown.push(v), () => delayMs, (n) => waiting.push(n), clock);
  return { pacer, shown, waiting, advance, setDelay: (ms: number) => (delayMs = ms) };
}

describe('ViewPacer', () => {
  it('shows bot views one at a time, each after the chosen delay', () => {
    const { pacer, shown, advance } = pacerWith(1000);
    pacer.pushView('human move');
    pacer.pushBotView('bot 1');
    pacer.pushBotView('bot 2');
    pacer.pushBotView('bot 3');
    expect(shown).toEqual(['human move']);
    advance(999);
    expect(shown).toEqual(['human move']);
    advance(1);
    expect(shown).toEqual(['human move', 'bot 1']);
    advance(1000);
    expect(shown).toEqual(['human move', 'bot 1', 'bot 2']);
    advance(5000);
    expect(shown).toEqual(['human move', 'bot 1', 'bot 2', 'bot 3']);
    expect(pacer.waitingCount).toBe(0);
  });

  it('shows bot views at once when the speed is instant', () => {
    const { pacer, shown } = pacerWith(0);
    pacer.pushView('a');
    pacer.pushBotView('b');
    pacer.pushBotView('c');
    expect(shown).toEqual(['a', 'b', 'c']);
  });

  it('counts a bot view as already waited for when the last view has been up long enough', () => {
    const { pacer, shown, advance } = pacerWith(500);
    pacer.pushView('a');
    advance(2000);
    pacer.pushBotView('b');
    advance(0);
    expect(shown).toEqual(['a', 'b']);
  });

  it('drops waiting bot views when any other view arrives (it already includes them)', () => {
    const { pacer, shown, waiting, advance } = pacerWith(1000);
    pacer.pushView('a');
    pacer.pushBotView('b');
    pacer.pushBotView('c');
    pacer.pushView('undo');
    advance(10_000);
    expect(shown).toEqual(['a', 'undo']);
    expect(waiting).toEqual([1, 2, 0]);
  });

  it('skips ahead to the newest bot view on request', () => {
    const { pacer, shown, advance } = pacerWith(1000);
    pacer.pushView('a');
    pacer.pushBotView('b');
    pacer.pushBotView('c');
    pacer.showAll();
    advance(10_000);
    expect(shown).toEqual(['a', 'c']);
  });

  it('keeps bot views in order after switching to instant mid-turn', () => {
    const { pacer, shown, advance, setDelay } = pacerWith(1000);
    pacer.pushView('a');
    pacer.pushBotView('b');
    setDelay(0);
    pacer.pushBotView('c');
    advance(0);
    expect(shown).toEqual(['a', 'b', 'c']);
  });
});
