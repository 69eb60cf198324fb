// Prints the card catalogue: every implemented project card and corporation.
//   npm run cards                 a readable table
//   npm run cards -- --json       one JSON array of {name, set, type, cost, tags}
//   npm run cards -- --set corpera (base | corpera | colonies) to list one set only
import { ALL_CARDS } from '../src/engine/tm/cards/catalogue';

const argv = process.argv.slice(2);
const setIndex = argv.indexOf('--set');
const onlySet = setIndex >= 0 ? argv[setIndex + 1] : undefined;
const cards = ALL_CARDS.filter((c) => onlySet === undefined || c.set === onlySet)
  .map((c) => ({ name: c.name, set: c.set, type: c.type, cost: c.cost, tags: [...c.tags] }));

if (argv.includes('--json')) {
  console.log(JSON.stringify(cards));
} else {
  const width = Math.max(...cards.map((c) => c.name.length));
  for (const c of cards) {
    console.log(`${c.name.padEnd(width)}  ${c.set.padEnd(8)} ${c.type.padEnd(11)} ${String(c.cost ?? '-').padStart(3)}  ${c.tags.join(' ')}`);
  }
  console.log(`${cards.length} cards`);
}
