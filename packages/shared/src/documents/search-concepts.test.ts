import { describe, expect, it } from 'vitest';
import { QUERY_INTENTS } from './rules';
import {
  conceptTermPattern,
  conceptTermWords,
  conceptWords,
  describeIntent,
  EQUIVALENT_TERMS,
  INTENT_WORDS,
  QUESTION_CONCEPTS,
  QUESTION_WORDS,
  readQuery,
} from './search-concepts';

const conceptIds = (query: string) => readQuery(query).concepts.map((match) => match.concept.id);
const equivalentsOf = (query: string) => readQuery(query).equivalents.map((match) => match.phrase);

describe('question words', () => {
  it('never count: the issue’s examples are filler, the subject stays', () => {
    for (const word of ['how', 'often', 'must', 'be', 'what', 'which', 'should', 'do', 'i'])
      expect(QUESTION_WORDS.has(word), word).toBe(true);
    const read = readQuery('How often must sprinklers be serviced?');
    expect(read.contentWords).toEqual(['sprinklers', 'serviced']);
    expect(read.questionWords).toEqual(['how', 'often', 'must', 'be']);
    expect(readQuery('Which form do I fill in for leave').contentWords).toEqual(['form', 'fill', 'leave']);
  });

  it('leaves a query of the trade’s words alone', () => {
    expect(readQuery('FM-200 room evacuation procedure').contentWords).toEqual([
      'fm-200',
      'room',
      'evacuation',
      'procedure',
    ]);
    expect(readQuery('SANS 10287 sprinkler maintenance interval').contentWords).toEqual([
      'sans',
      '10287',
      'sprinkler',
      'maintenance',
      'interval',
    ]);
  });

  it('are only words of questions, never a word of the trade', () => {
    const trade = EQUIVALENT_TERMS.flat().filter((phrase) => conceptWords(phrase).length === 1);
    for (const word of trade) expect(QUESTION_WORDS.has(word), word).toBe(false);
  });
});

describe('question concepts', () => {
  it('reads how often / how frequently / interval / when is … due as a question about intervals', () => {
    for (const query of [
      'how often must sprinklers be serviced',
      'How frequently is the fire pump run?',
      'sprinkler maintenance interval',
      'when is the gas suppression cylinder weigh due',
      'service frequency for hose reels',
    ])
      expect(conceptIds(query), query).toContain('interval');
    const interval = QUESTION_CONCEPTS.find((concept) => concept.id === 'interval');
    expect(interval?.terms).toEqual(
      expect.arrayContaining([
        'weekly',
        'monthly',
        'quarterly',
        'six-monthly',
        'annual',
        'every N months',
        'schedule',
      ]),
    );
    // 'due' in 'when is … due' informs the question, it is not a word to find.
    expect(readQuery('when is the pump service due').contentWords).toEqual(['pump', 'service']);
  });

  it('reads who signs, what pressure, how long and how to', () => {
    expect(conceptIds('who signs the hydrostatic test certificate')).toContain('signatory');
    const signatory = QUESTION_CONCEPTS.find((concept) => concept.id === 'signatory');
    expect(signatory?.terms).toEqual(
      expect.arrayContaining(['responsible person', 'competent person', 'certificate', 'saqcc']),
    );
    expect(conceptIds('what pressure is a sprinkler main tested at')).toContain('pressure');
    expect(QUESTION_CONCEPTS.find((concept) => concept.id === 'pressure')?.terms).toEqual(
      expect.arrayContaining(['kpa', 'bar']),
    );
    const long = readQuery('how long is the fire watch after hot work');
    expect(long.concepts.map((match) => match.concept.id)).toContain('duration');
    expect(long.contentWords).toEqual(['fire', 'watch', 'after', 'hot', 'work']);
    expect(conceptIds('how do I isolate the fire alarm panel')).toContain('procedure');
  });

  it('reads nothing into a query that asks nothing', () => {
    expect(conceptIds('FM-200 commissioning checklist')).toEqual([]);
    expect(conceptIds('leave application form')).toEqual([]);
  });

  it('gives each concept a label in plain words and terms a document would use', () => {
    const ids = new Set<string>();
    for (const concept of QUESTION_CONCEPTS) {
      expect(ids.has(concept.id), concept.id).toBe(false);
      ids.add(concept.id);
      expect(concept.label).not.toMatch(/_/);
      expect(concept.cues.length).toBeGreaterThan(0);
      expect(conceptTermWords(concept).length).toBeGreaterThan(0);
    }
    expect(
      conceptTermWords(QUESTION_CONCEPTS.find((c) => c.id === 'interval') ?? QUESTION_CONCEPTS[0]!),
    ).toEqual(expect.arrayContaining(['every', 'months', 'six-monthly']));
  });

  it('knows what an answer holds: a pressure with its unit, an interval, a number', () => {
    const pattern = (id: string) => {
      const answers = QUESTION_CONCEPTS.find((concept) => concept.id === id)?.answers;
      if (!answers) throw new Error(`${id} has no answer pattern`);
      return new RegExp(answers, 'iu');
    };
    expect(pattern('pressure').test('Test pressure: 15 bar (1.5 x working pressure)')).toBe(true);
    expect(pattern('pressure').test('Pressure at start: ____ bar')).toBe(false);
    for (const text of [
      'Weekly | Alarm valve test',
      'serviced every 12 months',
      'audited at least once a year',
    ])
      expect(pattern('interval').test(text), text).toBe(true);
    expect(pattern('interval').test('Procurement | Finance Manager | April')).toBe(false);
    expect(pattern('duration').test('Fire watch for 60 minutes after work ends')).toBe(true);
    expect(pattern('distance').test('Deflector 75-150 mm below the ceiling')).toBe(true);
    expect(pattern('flow').test('Flow test: 1,800 L/min at 4.2 bar')).toBe(true);
    expect(pattern('quantity').test('must not start more than twice an hour')).toBe(true);
    expect(pattern('signatory').test('Approved by: ______ (Responsible Person)')).toBe(true);
  });

  it('matches a concept term in running text, numbers standing for N', () => {
    const every = conceptTermPattern('every N months');
    expect('Flush the main every 6 months.'.match(every)).toEqual(['every 6 months']);
    expect('every few months'.match(every)).toBeNull();
    expect('Six-monthly: weigh cylinders'.match(conceptTermPattern('six-monthly'))).toEqual(['Six-monthly']);
    expect('annually'.match(conceptTermPattern('annual'))).toBeNull();
    expect('1 500 kPa'.match(conceptTermPattern('kpa'))).toEqual(['kPa']);
  });
});

describe('equivalent terms of the trade', () => {
  it('FM-200 ~ HFC-227ea ~ gas suppression, both ways', () => {
    expect(equivalentsOf('FM-200 room evacuation')).toEqual(
      expect.arrayContaining(['hfc-227ea', 'gas suppression']),
    );
    expect(equivalentsOf('HFC-227ea cylinder')).toEqual(
      expect.arrayContaining(['fm-200', 'gas suppression']),
    );
    expect(equivalentsOf('gas suppression discharge')).toEqual(
      expect.arrayContaining(['fm-200', 'hfc-227ea']),
    );
  });

  it('covers the field’s vocabulary named in the issue', () => {
    const together = (a: string, b: string) =>
      EQUIVALENT_TERMS.some((group) => group.includes(a) && group.includes(b));
    const pairs: [string, string][] = [
      ['sprinkler', 'sprinkler head'],
      ['sprinkler', 'deluge'],
      ['detector', 'smoke detector'],
      ['detector', 'heat detector'],
      ['detector', 'call point'],
      ['extinguisher', 'dcp'],
      ['extinguisher', 'co2 extinguisher'],
      ['hydrant', 'hose reel'],
      ['fire pump', 'jockey pump'],
      ['commissioning', 'handover'],
      ['defect', 'deficiency'],
      ['defect', 'impairment'],
    ];
    for (const [a, b] of pairs) expect(together(a, b), `${a} ~ ${b}`).toBe(true);
  });

  it('names where each equivalent came from, and leaves out what the query already says', () => {
    const read = readQuery('time off request');
    expect(read.equivalents).toContainEqual({ phrase: 'leave', source: 'time off' });
    expect(read.equivalents.map((match) => match.phrase)).not.toContain('time off');
  });

  it('does not take a question’s cue for a phrase of the trade', () => {
    // 'how to' is the procedure concept, not the 'work instruction' group's phrase.
    expect(equivalentsOf('how to test a fire pump')).not.toContain('work instruction');
    expect(equivalentsOf('how to test a fire pump')).toContain('jockey pump');
  });

  it('keeps every group lower-case and without duplicates', () => {
    for (const group of EQUIVALENT_TERMS) {
      expect(new Set(group).size, group.join()).toBe(group.length);
      for (const phrase of group) expect(phrase).toBe(phrase.toLowerCase());
    }
  });
});

describe('intent in words', () => {
  it('says what the person seems to want, never an identifier or a percent', () => {
    expect(describeIntent('find_procedure', 0.68)).toBe(
      'Looks like you want a procedure or work instruction',
    );
    expect(describeIntent('find_form', 0.3)).toBe('Perhaps you want a form to fill in');
    for (const intent of QUERY_INTENTS) {
      expect(INTENT_WORDS[intent]).not.toMatch(/_|%/);
      expect(describeIntent(intent, 0.9)).not.toMatch(/find_|%|Confidence/);
    }
  });
});
