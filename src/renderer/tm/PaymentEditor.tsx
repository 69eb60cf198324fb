import { useMemo, useState } from 'react';
import type { Payment, Stock } from '../../shared/tm/basics';
import { ResIcon } from './bits';
import { covers, defaultPayment, paidValue, withAutoMegacredits, type PayRules } from './payment';

type Part = 'steel' | 'titanium' | 'heat';

function Stepper({ part, value, max, worth, onChange }: { part: Part; value: number; max: number; worth: number; onChange: (v: number) => void }) {
  return (
    <div className="pay-row" data-testid={`pay-${part}-row`}>
      <ResIcon r={part} />
      <span className="pay-label">
        {part} <small>(×{worth}, have {max})</small>
      </span>
      <button type="button" data-testid={`pay-${part}-minus`} onClick={() => onChange(Math.max(0, value - 1))} disabled={value <= 0}>
        −
      </button>
      <input
        type="number"
        data-testid={`pay-${part}`}
        min={0}
        max={max}
        value={value}
        onChange={(e) => {
          const n = Math.floor(Number(e.target.value));
          onChange(Number.isFinite(n) ? Math.max(0, Math.min(max, n)) : 0);
        }}
      />
      <button type="button" data-testid={`pay-${part}-plus`} onClick={() => onChange(Math.min(max, value + 1))} disabled={value >= max}>
        +
      </button>
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
  rules: PayRules;
  stock: Stock;
  confirmLabel: string;
  onConfirm: (p: Payment) => void;
  onCancel?: () => void;
  busy?: boolean;
}) {
  const initial = useMemo(() => defaultPayment(rules, stock), [rules, stock]);
  const [parts, setParts] = useState<Omit<Payment, 'megacredits'>>({ steel: initial.steel, titanium: initial.titanium, heat: initial.heat });
  const payment = withAutoMegacredits(parts, rules, stock);
  const ok = covers(payment, rules, stock);
  const total = paidValue(payment, rules);
  const set = (part: Part) => (v: number) => setParts((p) => ({ ...p, [part]: v }));
  return (
    <div className="payment" data-testid="payment-editor">
      <div className="pay-cost">
        Cost <b data-testid="pay-cost">{rules.cost} M€</b>
      </div>
      {rules.steelValue > 0 && stock.steel > 0 && <Stepper part="steel" value={parts.steel} max={stock.steel} worth={rules.steelValue} onChange={set('steel')} />}
      {rules.titaniumValue > 0 && stock.titanium > 0 && (
        <Stepper part="titanium" value={parts.titanium} max={stock.titanium} worth={rules.titaniumValue} onChange={set('titanium')} />
      )}
      {rules.heatUsable && stock.heat > 0 && <Stepper part="heat" value={parts.heat} max={stock.heat} worth={1} onChange={set('heat')} />}
      <div className="pay-row">
        <ResIcon r="megacredits" />
        <span className="pay-label">
          M€ <small>(have {stock.megacredits})</small>
        </span>
        <b data-testid="pay-megacredits">{payment.megacredits}</b>
      </div>
      <div className={`pay-total ${ok ? 'ok' : 'short'}`} data-testid="pay-total">
        Paying {total} of {rules.cost}
        {!ok && ' — not enough'}
        {ok && total > rules.cost && ` (overpaying ${total - rules.cost})`}
      </div>
      <div className="row-buttons">
        <button type="button" className="primary" data-testid="confirm" disabled={!ok || busy} onClick={() => onConfirm(payment)}>
          {confirmLabel}
        </button>
        {onCancel && (
          <button type="button" data-testid="cancel" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </div>
  );
}
