import { useMemo, useState } from 'react';
import type { Payment, Stock } from '../../shared/tm/basics';
import { paymentValue, type PaymentRules } from '../../shared/tm/payment';
import { useSay } from '../i18n/useSay';
import { RESOURCE_LABEL, ResIcon } from './bits';
import { confirmProblem, initialParts, partOffered, stepProblem, withAutoMegacredits, type PayPart, type PayParts } from './payment';

const PAY_PARTS: PayPart[] = ['steel', 'titanium', 'heat'];

/**
 * A refused step is aria-disabled, not disabled: a disabled button drops the keyboard focus (to the page), so
 * the player pressing + until it is refused would have to Tab back from the top; the step stays focused, says
 * why in its tooltip, and does nothing.
 */
function StepButton({ part, delta, why, onStep }: { part: PayPart; delta: 1 | -1; why: string | null; onStep: () => void }) {
  const say = useSay();
  const resource = say(RESOURCE_LABEL[part]);
  return (
    <button
      type="button"
      className="pay-step"
      data-testid={`pay-${part}-${delta > 0 ? 'plus' : 'minus'}`}
      onClick={() => why === null && onStep()}
      aria-disabled={why !== null}
      aria-label={say(delta > 0 ? 'tmScreen.payment.more' : 'tmScreen.payment.less', { resource })}
      title={why ?? undefined}
    >
      {delta > 0 ? '+' : '−'}
    </button>
  );
}

function Stepper({ part, parts, rules, stock, onChange }: { part: PayPart; parts: PayParts; rules: PaymentRules; stock: Stock; onChange: (p: PayParts) => void }) {
  const worth = part === 'steel' ? rules.steelValue : part === 'titanium' ? rules.titaniumValue : 1;
  const step = (delta: 1 | -1) => () => onChange({ ...parts, [part]: parts[part] + delta });
  const say = useSay();
  const plusProblem = stepProblem(parts, part, 1, rules, stock);
  const minusProblem = stepProblem(parts, part, -1, rules, stock);
  const plusWhy = plusProblem && say(plusProblem);
  return (
    <div className="pay-row" data-testid={`pay-${part}-row`}>
      <ResIcon r={part} />
      <span className="pay-label">
        {say(RESOURCE_LABEL[part])} <small>{say('tmScreen.payment.worthHave', { worth, have: stock[part] })}</small>
      </span>
      <StepButton part={part} delta={-1} why={minusProblem && say(minusProblem)} onStep={step(-1)} />
      <b className="pay-count" data-testid={`pay-${part}`}>
        {parts[part]}
      </b>
      <StepButton part={part} delta={1} why={plusWhy} onStep={step(1)} />
      {plusWhy && stock[part] > parts[part] && (
        <small className="pay-why" data-testid={`pay-${part}-why`}>
          {plusWhy}
        </small>
      )}
    </div>
  );
}

/** Lets the player split a cost between M€ and steel/titanium/heat; M€ always fills the rest. */
export function PaymentEditor({
  rules,
  stock,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
}: {
  rules: PaymentRules;
  stock: Stock;
  confirmLabel: string;
  onConfirm: (p: Payment) => void;
  onCancel?: () => void;
  busy?: boolean;
}) {
  const initial = useMemo(() => initialParts(rules, stock), [rules, stock]);
  const [parts, setParts] = useState<PayParts>(initial);
  const payment = withAutoMegacredits(parts, rules, stock);
  const say = useSay();
  const refusal = confirmProblem(parts, rules, stock);
  const problem = refusal && say(refusal);
  const total = paymentValue(payment, rules);
  const stepper = (part: PayPart) => <Stepper key={part} part={part} parts={parts} rules={rules} stock={stock} onChange={setParts} />;
  return (
    <div className="payment" data-testid="payment-editor">
      <div className="pay-cost">
        {say('tmScreen.payment.cost')} <b data-testid="pay-cost">{rules.cost} M€</b>
      </div>
      {PAY_PARTS.filter((part) => partOffered(part, rules, stock)).map(stepper)}
      {rules.heatUsable && (rules.heatReserved ?? 0) > 0 && (
        <div className="hint" data-testid="pay-heat-reserved">
          {say('tmScreen.payment.heatReserved', { count: rules.heatReserved ?? 0 })}
        </div>
      )}
      <div className="pay-row">
        <ResIcon r="megacredits" />
        <span className="pay-label">
          M€ <small>{say('tmScreen.payment.have', { have: stock.megacredits })}</small>
        </span>
        <b data-testid="pay-megacredits">{payment.megacredits}</b>
      </div>
      <div className={`pay-total ${problem ? 'short' : 'ok'}`} data-testid="pay-total">
        {say('tmScreen.payment.paying', { total, cost: rules.cost })}
        {total > rules.cost && !problem && ` ${say('tmScreen.payment.overpay', { extra: total - rules.cost })}`}
        {problem && <span data-testid="pay-problem"> — {problem}</span>}
      </div>
      <div className="row-buttons">
        <button type="button" className="primary" data-testid="confirm" disabled={problem !== null || busy} title={problem ?? undefined} onClick={() => onConfirm(payment)}>
          {confirmLabel}
        </button>
        {onCancel && (
          <button type="button" data-testid="cancel" onClick={onCancel}>
            {say('tmScreen.cancel.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
