// Issue #14 item 8: the card browser's catalogue lists every production module with its edge elements.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../../src/engine/tm/cards/catalogue';
import { MODULES } from '../../../src/engine/tm/cornucopia/moduleData';
import { moduleCatalogue } from '../../../src/engine/tm/cornucopia/view';
import { tmEngine } from '../../../src/host/systems/tm';

describe('production modules in the card catalogue', () => {
  it('the catalogue grows from the project cards and corporations alone to include every module once', () => {
    const catalogue = tmEngine.catalogue!();
    expect(catalogue.length).toBe(ALL_CARDS.length + MODULES.length);
    expect(catalogue.filter((c) => c.module).map((c) => c.id)).toEqual(MODULES.map((m) => m.id));
  });

  it('each module shows its edges (vertical element top and bottom, horizontal left and right) and where it comes from', () => {
    for (const info of moduleCatalogue()) {
      const def = MODULES.find((m) => m.id === info.id)!;
      expect(info.set).toBe('cornucopia');
      expect(info.module!.sides).toEqual({ top: def.vertical, bottom: def.vertical, left: def.horizontal, right: def.horizontal });
      expect(info.module!.origin).toBe(def.origin);
      expect(info.module, 'words come from the catalogues').not.toHaveProperty('text');
    }
  });
});
