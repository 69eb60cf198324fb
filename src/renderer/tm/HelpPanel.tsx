// The help panel (☰ → Help, or ?): a short rules summary in our own words, what each tag and resource
// symbol means, and the keyboard shortcuts.
import { useRef } from 'react';
import type { Resource, Tag } from '../../shared/tm/basics';
import { useLayer } from '../common/KeyboardLayers';
import { ShortcutLegend } from '../common/shortcuts';
import { useUi } from '../ui';
import { RESOURCE_LABEL, ResIcon, TagChip } from './bits';
import { TM_SHORTCUTS } from './shortcuts';
import { UNDO_KEY } from '../undo/useUndoShortcut';

const TAG_MEANING: Record<Tag, string> = {
  building: 'Building: steel can help pay for it',
  space: 'Space: titanium can help pay for it',
  science: 'Science: counts for science requirements and rewards',
  power: 'Power: energy-related projects',
  earth: 'Earth: projects backed from home',
  jovian: 'Jovian: the outer planets; often worth VP per tag',
  plant: 'Plant: vegetation and farming',
  microbe: 'Microbe: small life, often collects microbes',
  animal: 'Animal: larger life, often collects animals',
  city: 'City: settlements on Mars',
  event: 'Event: happens once, then lies face down',
  wild: 'Wild: counts as any one tag when a tag is needed',
};

const RESOURCE_MEANING: Record<Resource, string> = {
  megacredits: 'money for cards, projects, milestones and awards',
  steel: 'worth 2 M€ each toward building cards',
  titanium: 'worth 3 M€ each toward space cards',
  plants: '8 of them become a greenery tile (+1 oxygen)',
  energy: 'turns into heat at the production phase',
  heat: '8 of them raise the temperature one step',
};

const RULES = [
  'Raise the temperature, the oxygen and the number of oceans to their maximum; the game ends after the generation in which all three are done.',
  'Each step you raise earns 1 Terraform Rating (TR). Your TR is your income base and your score base.',
  'A generation: research (buy new cards at 3 M€), actions (in turn, one or two actions each, until everyone passes), production (energy becomes heat, then every production track pays out).',
  'Actions: play a card, use a standard project, use a card action, claim a milestone, fund an award, convert 8 plants to a greenery or 8 heat to temperature.',
  'Tiles: a greenery goes next to one of your tiles if possible; a city may not touch another city; oceans go on reserved spaces. Placing next to an ocean pays 2 M€.',
  'Final score: TR, milestones, awards, 1 VP per greenery, 1 VP per greenery next to each of your cities, and VP printed on cards.',
];

const close = () => useUi.setState({ helpOpen: false });

export function HelpPanel() {
  const open = useUi((s) => s.helpOpen);
  const box = useRef<HTMLElement>(null);
  useLayer('help', open, close, box);
  if (!open) return null;
  return (
    <div className="help-backdrop" onClick={close}>
      <section ref={box} className="panel help-panel" data-testid="help-panel" role="dialog" aria-modal="true" aria-label="Help" onClick={(e) => e.stopPropagation()}>
        <div className="help-head">
          <h2>How to play</h2>
          <button type="button" className="small" data-testid="help-close" onClick={close}>
            Close
          </button>
        </div>
        <div className="help-columns">
          <div>
            <h3>Rules in short</h3>
            <ul>
              {RULES.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <h3>Keyboard</h3>
            <ShortcutLegend list={TM_SHORTCUTS} also={[UNDO_KEY]} />
          </div>
          <div>
            <h3>Tags</h3>
            <ul className="help-symbols">
              {(Object.keys(TAG_MEANING) as Tag[]).map((t) => (
                <li key={t}>
                  <TagChip tag={t} /> {TAG_MEANING[t]}
                </li>
              ))}
            </ul>
            <h3>Resources</h3>
            <ul className="help-symbols">
              {(Object.keys(RESOURCE_MEANING) as Resource[]).map((r) => (
                <li key={r}>
                  <ResIcon r={r} /> <b>{RESOURCE_LABEL[r]}</b>: {RESOURCE_MEANING[r]}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </div>
  );
}
