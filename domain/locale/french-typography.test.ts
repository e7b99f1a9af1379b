import { describe, expect, it } from 'vitest';
import {
  FRENCH_TYPOGRAPHY_RULES,
  type FrenchTypographyRule,
  frenchTypographyBreaches,
} from './french-typography.ts';

const NB = '\u00A0';
const NNB = '\u202F';

/** The breaches as [index, rule] pairs, in order. */
const found = (text: string): [number, FrenchTypographyRule][] =>
  frenchTypographyBreaches(text).map((breach) => [breach.index, breach.rule]);

/** Those of the texts that have any breach. */
const flagged = (...texts: string[]): string[] => texts.filter((text) => frenchTypographyBreaches(text).length > 0);

describe('French typography (OQLF): the spaces and characters', () => {
  it('says what each rule asks for, naming the character it wants', () => {
    expect(frenchTypographyBreaches('Solde: 5')).toEqual([
      { index: 5, rule: 'colon-space', description: 'a colon needs a no-break space (U+00A0) before it' },
    ]);
    const asked = Object.entries(FRENCH_TYPOGRAPHY_RULES).map(([rule, description]) => [rule, /U\+\w{4}|\d+ novembre \d+/.exec(description)?.[0]]);
    expect(asked).toEqual([
      ['colon-space', 'U+00A0'],
      ['high-punctuation-space', 'U+202F'],
      ['guillemet-space', 'U+00A0'],
      ['digit-group-space', 'U+00A0'],
      ['unit-space', 'U+00A0'],
      ['time-form', 'U+00A0'],
      ['date-form', '26 novembre 2026'],
    ]);
  });

  it('finds nothing in clean text', () => {
    expect(
      flagged(
        '',
        `Solde${NB}: 12${NB}500${NB}pts${NNB}; prix 1${NB}234,56${NB}$, rabais 20${NB}%${NNB}!`,
        `«${NB}Nom${NB}» à 14${NB}h${NB}30, le 1er mars 2026 ou le 26 novembre 2026${NNB}?`,
      ),
    ).toEqual([]);
  });
});

describe('colon-space', () => {
  it('asks for U+00A0 before a colon, reporting the colon', () => {
    expect(found('Solde : 5')).toEqual([[6, 'colon-space']]);
    expect(found('Solde: 5')).toEqual([[5, 'colon-space']]);
    expect(found(`Solde${NNB}: 5`)).toEqual([[6, 'colon-space']]);
    expect(flagged(`Solde${NB}: 5`)).toEqual([]);
    expect(found(':')).toEqual([[0, 'colon-space']]);
  });

  it('after a number, unless a digit follows (a time, which time-form reports)', () => {
    expect(found('Total 12: oui')).toEqual([[8, 'colon-space']]);
    expect(found('Total 12:')).toEqual([[8, 'colon-space']]);
    expect(flagged(`Total 12${NB}: oui`)).toEqual([]);
    expect(found('a:1')).toEqual([[1, 'colon-space']]);
  });

  it('after a placeholder as after a word', () => {
    expect(found('{{name}}: {{value}}')).toEqual([[8, 'colon-space']]);
    expect(flagged(`{{name}}${NB}: {{value}}`)).toEqual([]);
    expect(found('{{h}}:{{m}}')).toEqual([[5, 'colon-space']]);
  });
});

describe('high-punctuation-space', () => {
  it('asks for U+202F before ; ! and ?, not U+00A0, an ordinary space or nothing', () => {
    expect(found('Vraiment ?')).toEqual([[9, 'high-punctuation-space']]);
    expect(found('Vraiment?')).toEqual([[8, 'high-punctuation-space']]);
    expect(found(`Vraiment${NB}!`)).toEqual([[9, 'high-punctuation-space']]);
    expect(found('vide ; rien')).toEqual([[5, 'high-punctuation-space']]);
    expect(
      flagged(
        `Vraiment${NNB}?`,
        `vide${NNB}; rien${NNB}!`,
      ),
    ).toEqual([]);
  });

  it('lets a second ! or ? follow the first directly', () => {
    expect(
      flagged(
        `Quoi${NNB}?!`,
        `Quoi${NNB}!?`,
        `Quoi${NNB}!!`,
      ),
    ).toEqual([]);
    expect(found(`Quoi${NNB};;`)).toEqual([[6, 'high-punctuation-space']]);
  });
});

describe('guillemet-space', () => {
  it('asks for U+00A0 after « and before »', () => {
    expect(found('« Nom »')).toEqual([
      [0, 'guillemet-space'],
      [6, 'guillemet-space'],
    ]);
    expect(found('«Nom»')).toEqual([
      [0, 'guillemet-space'],
      [4, 'guillemet-space'],
    ]);
    expect(found(`«${NB}Nom»`)).toEqual([[5, 'guillemet-space']]);
    expect(found(`«Nom${NB}»`)).toEqual([[0, 'guillemet-space']]);
    expect(flagged(`«${NB}{{field}}${NB}»`)).toEqual([]);
  });
});

describe('digit-group-space', () => {
  it('reports a number grouped with an ordinary space, at its first digit', () => {
    expect(found('soit 25 000 en tout')).toEqual([[5, 'digit-group-space']]);
    expect(found('1 234 567')).toEqual([[0, 'digit-group-space']]);
    expect(found('123 456,5')).toEqual([[0, 'digit-group-space']]);
    expect(flagged(`soit 25${NB}000 en tout`)).toEqual([]);
  });

  it('leaves digits that are not thousands groups', () => {
    expect(
      flagged(
        'étape 1 de 3',
        '1234 567',
        '613 555 0159',
        '12 34',
        '5 1234',
      ),
    ).toEqual([]);
  });

  it('leaves a telephone number written after +', () => {
    expect(
      flagged(
        'Par exemple +1 613 555 0159.',
        'Par exemple +1 613 555.',
      ),
    ).toEqual([]);
  });
});

describe('unit-space', () => {
  it('asks for U+00A0 between a number and $, %, pts, min or s', () => {
    expect(found('25 $')).toEqual([[2, 'unit-space']]);
    expect(found('25$')).toEqual([[2, 'unit-space']]);
    expect(found('20 % de plus')).toEqual([[2, 'unit-space']]);
    expect(found('500 pts.')).toEqual([[3, 'unit-space']]);
    expect(found('4 min et 5 s')).toEqual([
      [1, 'unit-space'],
      [10, 'unit-space'],
    ]);
    expect(flagged(`25${NB}$, 20${NB}%, 500${NB}pts, 4${NB}min, 5${NB}s`)).toEqual([]);
  });

  it('reads a placeholder as the number', () => {
    expect(found('{{amount}} $')).toEqual([[10, 'unit-space']]);
    expect(flagged(`{{amount}}${NB}$`)).toEqual([]);
  });

  it('leaves words that start like a unit and a unit not after a number', () => {
    expect(
      flagged(
        '5 minutes, 3 secondes, 2 semaines',
        '{{name}} s’ouvre',
        "{{name}} s'ouvre",
        '5 s2',
        'Montant ($)',
      ),
    ).toEqual([]);
  });
});

describe('time-form', () => {
  it('reports 14:30 and 14h30 at the start of the time', () => {
    expect(found('à 14:30.')).toEqual([[2, 'time-form']]);
    expect(found('à 9:05')).toEqual([[2, 'time-form']]);
    expect(found('à 14:30:15')).toEqual([[2, 'time-form']]);
    expect(found('à 14h30')).toEqual([[2, 'time-form']]);
    expect(found('à 14h')).toEqual([[2, 'time-form']]);
  });

  it('asks for no-break spaces around h', () => {
    expect(found('à 14 h 30')).toEqual([[2, 'time-form']]);
    expect(found(`à 14${NB}h 30`)).toEqual([[2, 'time-form']]);
    expect(found(`à 14${NB}h30`)).toEqual([[2, 'time-form']]);
    expect(found('à 14 h.')).toEqual([[2, 'time-form']]);
    expect(flagged(`à 14${NB}h${NB}30 ou 9${NB}h.`)).toEqual([]);
    expect(found(`{{hours}}${NB}h {{minutes}}${NB}min`)).toEqual([[0, 'time-form']]);
    expect(flagged(`{{hours}}${NB}h${NB}{{minutes}}${NB}min`)).toEqual([]);
  });

  it('leaves numbers followed by words in h and digits that are not a time', () => {
    expect(
      flagged(
        '2 heures et 4 hôtels',
        'Ch2h',
        '123:45',
        '1:234',
        '2026-11-26',
      ),
    ).toEqual([]);
  });
});

describe('date-form', () => {
  it('reports English months and month/day/year dates', () => {
    expect(found('le November 26, 2026')).toEqual([[3, 'date-form']]);
    expect(found('en May')).toEqual([[3, 'date-form']]);
    expect(found('le 11/26/2026.')).toEqual([[3, 'date-form']]);
    expect(found('le 1/2/26')).toEqual([[3, 'date-form']]);
    expect(
      flagged(
        'Mayo et Marches, Le Petit Marché, AMay',
        '111/26/2026 et 11/26/20266',
      ),
    ).toEqual([]);
  });

  it('reports a leading zero on the day and a plain 1 for the first', () => {
    expect(found('le 05 mars 2026')).toEqual([[3, 'date-form']]);
    expect(found(`le 1${NB}mai 2026`)).toEqual([[3, 'date-form']]);
    expect(found('le 1 décembre')).toEqual([[3, 'date-form']]);
    expect(flagged('le 1er mai, le 11 mai, le 21 mai, 1 maison')).toEqual([]);
  });

  it('knows the twelve months, in lower case and capitalised', () => {
    const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
    /** The dates joined by ", " and the position where each starts. */
    const listed = (dates: string[]): [string, [number, FrenchTypographyRule][]] => [
      dates.join(', '),
      dates.map((_, index) => [dates.slice(0, index).join(', ').length + (index === 0 ? 0 : 2), 'date-form']),
    ];
    const [firsts, firstsAt] = listed(months.map((month) => `1 ${month}`));
    expect(found(firsts)).toEqual(firstsAt);
    const [capitals, capitalsAt] = listed(months.map((month) => `26 ${month[0]!.toUpperCase()}${month.slice(1)}`));
    expect(found(capitals)).toEqual(capitalsAt);
    expect(capitalsAt[11]).toEqual([120, 'date-form']);
    expect(flagged(months.map((month) => `26 ${month} 2026`).join(', '))).toEqual([]);
  });

  it('reports a capital month after the day', () => {
    expect(found('le 26 Novembre 2026')).toEqual([[3, 'date-form']]);
    expect(found(`le 26${NB}Août`)).toEqual([[3, 'date-form']]);
    expect(
      flagged(
        'Novembre 2026',
        'le 126 Mars',
      ),
    ).toEqual([]);
  });
});

describe('what is not French prose', () => {
  it('skips placeholders and nesting', () => {
    expect(flagged('{{a:b}} et {{c?}}')).toEqual([]);
    expect(found('$t(key:nested) !')).toEqual([[15, 'high-punctuation-space']]);
    expect(flagged('$t(common:ok)')).toEqual([]);
  });

  it('skips HTML tags and entities', () => {
    expect(
      flagged(
        '<a href="https://x.ca/?a=1" style="color: red">Lien</a>',
        'A &amp; B &#160; C',
      ),
    ).toEqual([]);
    expect(found('<b>Total</b>: 5')).toEqual([[12, 'colon-space']]);
  });

  it('skips URLs and e-mail addresses', () => {
    expect(flagged('Voir https://exemple.ca/page?x=1#a ou http://a.b:8080/ et mailto:aide@banque.ca')).toEqual([]);
    expect(found('Écrivez à aide+points@banque.ca!')).toEqual([[31, 'high-punctuation-space']]);
    // An address may hold anything, even an English month: all of it is skipped.
    expect(
      flagged(
        'Écrivez à May.Tremblay@banque.ca.May',
        'Écrivez à May@b.May',
      ),
    ).toEqual([]);
  });

  it('lists breaches of several rules in the order of the text', () => {
    expect(found('Total : 25 000 $ à 14:30 ?')).toEqual([
      [6, 'colon-space'],
      [8, 'digit-group-space'],
      [14, 'unit-space'],
      [19, 'time-form'],
      [25, 'high-punctuation-space'],
    ]);
  });
});
