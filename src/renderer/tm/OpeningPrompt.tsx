// The opening as the rulebook deals it: the corporations and the ten project cards side by side, one
// corporation and the cards to keep chosen together, priced with the chosen corporation's M€.
import { useState } from 'react';
import type { Prompt } from '../../shared/tm/prompt';
import type { TmView } from '../../shared/tm/view';
import { actions, useApp } from '../store';
import { CardTile, cardInfo } from './bits';
import { useCardWords } from './cardWords';

export function OpeningPrompt({ view, prompt }: { view: TmView; prompt: Extract<Prompt, { kind: 'opening' }> }) {
  const [corporation, setCorporation] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const busy = useApp((s) => s.busy);
  const words = useCardWords();
  const corp = prompt.corporations.find((c) => c.id === corporation) ?? null;
  const n = chosen.length;
  const cost = corp ? n * corp.costEach : 0;
  const affordable = corp !== null && cost <= corp.megacredits;
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const say = words.say;
  return (
    <div className="cards-prompt opening-prompt">
      <div className="opening-body">
        <section className="opening-corporations">
          <h3 className="opening-heading">{say('tmScreen.opening.corporations')}</h3>
          <div className="card-grid" data-testid="opening-corporations">
            {prompt.corporations.map((c) => (
              <CardTile
                key={c.id}
                card={cardInfo(view, c.id)}
                testId={`opening-corp-${c.id}`}
                selected={corporation === c.id}
                onClick={() => setCorporation(c.id)}
                footer={
                  <span className="opening-terms">
                    {say('tmScreen.opening.terms', { megacredits: c.megacredits, costEach: c.costEach })}
                  </span>
                }
              />
            ))}
          </div>
        </section>
        <section className="opening-projects">
          <h3 className="opening-heading">{say('tmScreen.opening.projects')}</h3>
          <div className="card-grid" data-testid="opening-cards">
            {prompt.cards.map((id) => (
              <CardTile key={id} card={cardInfo(view, id)} testId={`card-${id}`} selected={chosen.includes(id)} onClick={() => toggle(id)} />
            ))}
          </div>
        </section>
      </div>
      <div className="opening-footer">
        <div className="hint" data-testid="opening-summary">
          {corp ? (
            <>
              {words.name(corp.id)} · {say('tmScreen.opening.cardsTimes', { count: n, costEach: corp.costEach })} = <b data-testid="cards-cost">{cost} M€</b> ·{' '}
              {say('tmScreen.opening.left')} <b data-testid="opening-left">{corp.megacredits - cost} M€</b>
              {!affordable && <span className="warn"> {say('tmScreen.opening.startsWith', { megacredits: corp.megacredits })}</span>}
            </>
          ) : (
            say('tmScreen.opening.chooseToSee', { count: n })
          )}
        </div>
        <div className="row-buttons">
          <button
            type="button"
            className="primary"
            data-testid="confirm"
            disabled={!affordable || busy}
            onClick={() => corp && actions.move({ type: 'opening', corporation: corp.id, cards: chosen })}
          >
            {corp ? say('tmScreen.opening.start', { corporation: words.name(corp.id), count: n }) : say('tmScreen.opening.chooseCorporation')}
          </button>
          <button type="button" data-testid="select-none" onClick={() => setChosen([])}>
            {say('tmScreen.opening.clear')}
          </button>
        </div>
      </div>
    </div>
  );
}
