// Every standard project of the game, in the rulebook's order, with its price after discounts; the ones the
// action prompt does not offer are greyed with the engine's reason in words.
import type { StandardProjectName } from '../../shared/tm/prompt';
import type { TmView } from '../../shared/tm/view';
import { actions, useApp } from '../store';
import { standardProjectName } from '../../shared/tm/messages';
import { useSay } from '../i18n/useSay';
import { blockWords, noteWords, PROJECT_EFFECT, projectTestId } from './standardProjectWords';

/** The projects the viewer's action prompt offers now (the engine's moves), by name. */
export function offeredProjects(view: TmView): Set<StandardProjectName> {
  const choice = view.prompt?.kind === 'action' ? view.prompt.choices.find((c) => c.type === 'standardProject') : undefined;
  return new Set(choice && choice.type === 'standardProject' ? choice.projects.map((p) => p.name) : []);
}

export function StandardProjectList({ view, withEffects }: { view: TmView; withEffects?: boolean }) {
  const busy = useApp((s) => s.busy);
  const offered = offeredProjects(view);
  const yourTurn = view.prompt?.kind === 'action';
  const say = useSay();
  return (
    <>
      {view.standardProjects.map((p) => {
        const usable = offered.has(p.name);
        const why = p.blocked ? blockWords(say, p.blocked) : !yourTurn ? say('tmScreen.project.onYourTurn') : '';
        return (
          <button
            key={p.name}
            type="button"
            className={`sub-choice sp-choice ${usable ? '' : 'unavailable'}`}
            data-testid={projectTestId(p.name)}
            data-usable={usable}
            disabled={busy || !usable}
            title={say(PROJECT_EFFECT[p.name])}
            onClick={() => actions.move({ type: 'standardProject', project: p.name })}
          >
            <span className="mini-cost">
              {p.cost}
              {p.cost !== p.printedCost && <s>{p.printedCost}</s>}
            </span>
            <span className="sp-name">{say(standardProjectName(p.name))}</span>
            {withEffects && <small className="sp-effect">{say(PROJECT_EFFECT[p.name])}</small>}
            {!usable && why && <small className="sp-why" data-testid={`${projectTestId(p.name)}-why`}>{why}</small>}
            {usable && p.note && <small className="sp-why warn">{noteWords(say, p.note)}</small>}
          </button>
        );
      })}
    </>
  );
}
