// The help panel (☰ → Help, or ?): a short rules summary in our own words, what each tag and resource
// symbol means, and the keyboard shortcuts.
import { useRef } from 'react';
import type { Resource, Tag } from '../../shared/tm/basics';
import { useSay } from '../i18n/useSay';
import { useLayer } from '../common/KeyboardLayers';
import { ShortcutLegend } from '../common/shortcuts';
import { useUi } from '../ui';
import { RESOURCE_LABEL, ResIcon, TagChip } from './bits';
import { TM_SHORTCUTS } from './shortcuts';
import { UNDO_KEY } from '../undo/useUndoShortcut';

/** What each tag means, in the help's words. */
const TAG_MEANING: Record<Tag, string> = {
  building: 'tmScreen.tagMeaning.building',
  space: 'tmScreen.tagMeaning.space',
  science: 'tmScreen.tagMeaning.science',
  power: 'tmScreen.tagMeaning.power',
  earth: 'tmScreen.tagMeaning.earth',
  jovian: 'tmScreen.tagMeaning.jovian',
  plant: 'tmScreen.tagMeaning.plant',
  microbe: 'tmScreen.tagMeaning.microbe',
  animal: 'tmScreen.tagMeaning.animal',
  city: 'tmScreen.tagMeaning.city',
  event: 'tmScreen.tagMeaning.event',
  wild: 'tmScreen.tagMeaning.wild',
};

const RESOURCE_MEANING: Record<Resource, string> = {
  megacredits: 'tmScreen.resourceMeaning.megacredits',
  steel: 'tmScreen.resourceMeaning.steel',
  titanium: 'tmScreen.resourceMeaning.titanium',
  plants: 'tmScreen.resourceMeaning.plants',
  energy: 'tmScreen.resourceMeaning.energy',
  heat: 'tmScreen.resourceMeaning.heat',
};

const RULES = [
  'tmScreen.rule.goal',
  'tmScreen.rule.rating',
  'tmScreen.rule.generation',
  'tmScreen.rule.actions',
  'tmScreen.rule.tiles',
  'tmScreen.rule.score',
];

const close = () => useUi.setState({ helpOpen: false });

export function HelpPanel() {
  const open = useUi((s) => s.helpOpen);
  const box = useRef<HTMLElement>(null);
  const say = useSay();
  useLayer('help', open, close, box);
  if (!open) return null;
  return (
    <div className="help-backdrop" onClick={close}>
      <section ref={box} className="panel help-panel" data-testid="help-panel" role="dialog" aria-modal="true" aria-label={say('tmScreen.help.label')} onClick={(e) => e.stopPropagation()}>
        <div className="help-head">
          <h2>{say('tmScreen.help.title')}</h2>
          <button type="button" className="small" data-testid="help-close" onClick={close}>
            {say('tmScreen.help.close')}
          </button>
        </div>
        <div className="help-columns">
          <div>
            <h3>{say('tmScreen.help.rules')}</h3>
            <ul>
              {RULES.map((r) => (
                <li key={r}>{say(r)}</li>
              ))}
            </ul>
            <h3>{say('tmScreen.help.keyboard')}</h3>
            <ShortcutLegend list={TM_SHORTCUTS} also={[UNDO_KEY]} />
          </div>
          <div>
            <h3>{say('tmScreen.help.tags')}</h3>
            <ul className="help-symbols">
              {(Object.keys(TAG_MEANING) as Tag[]).map((t) => (
                <li key={t}>
                  <TagChip tag={t} /> {say(TAG_MEANING[t])}
                </li>
              ))}
            </ul>
            <h3>{say('tmScreen.help.resources')}</h3>
            <ul className="help-symbols">
              {(Object.keys(RESOURCE_MEANING) as Resource[]).map((r) => (
                <li key={r}>
                  <ResIcon r={r} /> <b>{say(RESOURCE_LABEL[r])}</b> — {say(RESOURCE_MEANING[r])}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </div>
  );
}
