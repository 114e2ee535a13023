/**
 * How the library's search reads a question (issue 26 §2, docs/decisions/0079), kept as data so a
 * reviewer can read it and other searches (the standards library) use the same words:
 *
 * - QUESTION_WORDS: the words a question is made of that say nothing about its subject ('how',
 *   'often', 'must', 'be', 'what', 'which', 'should', 'do', 'I' …). They never count as a match and
 *   are never highlighted.
 * - QUESTION_CONCEPTS: what a question asks for ('how often' is asking for an interval), with the
 *   words a document uses when it answers ('weekly', 'annual', 'every 6 months', 'schedule'). Those
 *   are searched beside the query's own words, at a lower weight, and highlighted where they answer.
 * - EQUIVALENT_TERMS: the trade's words that mean the same thing (FM-200 ~ HFC-227ea ~ gas
 *   suppression; defect ~ deficiency ~ impairment). A query naming one also searches the others.
 *
 * Pure, lower-case, no stemming (the server stems what this returns). Phrases match on word
 * boundaries; in a cue, '…' stands for up to six words ('when is … due'), and in a term 'N' for a
 * number ('every N months').
 */
import type { QueryIntent } from './rules';

/** Words of a question that are never a match and never highlighted; they only inform the intent. */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  `how often frequently regularly usually must be been being is are was were am what which who whom whose
  when where why should shall would could can may might will do does did doing i me my mine we us our
  you your they them their it its there here a an the to of for in on at by with from about into and or
  if any some this that these those need needs needed have has had get gets got tell know find show
  give please want wanted looking look much many exactly actually really also just`
    .split(/\s+/)
    .filter(Boolean),
);

export type SearchConcept = {
  id: string;
  /** What the app says it read, in words a person uses ('how often something is due'). */
  label: string;
  /** Phrases of a query that raise the concept. */
  cues: readonly string[];
  /** Words of a cue that become filler once the cue is read ('long' in 'how long'). */
  absorbs?: readonly string[];
  /** What a document says when it answers: searched beside the query's words, at a lower weight. */
  terms: readonly string[];
  /**
   * What a passage must hold to answer it, as a regular expression (case-insensitive): a pressure
   * with its unit for 'what pressure', an interval for 'how often'. Without one, any of the terms.
   */
  answers?: string;
  /** What someone asking this is usually after, when it is clear. */
  intent?: QueryIntent;
};

export const QUESTION_CONCEPTS: readonly SearchConcept[] = [
  {
    id: 'interval',
    label: 'how often something is due',
    cues: [
      'how often',
      'how frequently',
      'how regularly',
      'how many times a year',
      'interval',
      'intervals',
      'frequency',
      'when is … due',
      'when are … due',
      'when must … be',
      'when should … be',
      'when do … need',
      'next service',
      'due date',
    ],
    absorbs: ['due'],
    terms: [
      'daily',
      'weekly',
      'monthly',
      'quarterly',
      'six-monthly',
      'half-yearly',
      'biannual',
      'annual',
      'annually',
      'yearly',
      'every N weeks',
      'every N months',
      'every N years',
      'schedule',
      'frequency',
      'interval',
    ],
    answers:
      '\\b(?:daily|weekly|monthly|quarterly|six-monthly|half-yearly|biannual(?:ly)?|annual(?:ly)?|yearly|every\\s+(?:\\d+\\s+|other\\s+|six\\s+|two\\s+|three\\s+)?(?:days?|weeks?|months?|years?)|once\\s+a\\s+(?:day|week|month|year)|(?:once|twice|\\d+\\s+times)\\s+(?:a|per|an)\\s+(?:day|week|month|year|hour))\\b',
  },
  {
    id: 'signatory',
    label: 'who signs or certifies it',
    cues: [
      'who signs',
      'who must sign',
      'who should sign',
      'who can sign',
      'who may sign',
      'who certifies',
      'who approves',
      'who is responsible',
      'who is allowed',
      'signed by',
      'sign off',
      'sign-off',
    ],
    terms: [
      'responsible person',
      'competent person',
      'certificate',
      'saqcc',
      'signature',
      'signed',
      'approved by',
      'registered',
    ],
    answers: '\\b(?:responsible person|competent person|signed by|approved by|signature|saqcc|registered)\\b',
  },
  {
    id: 'pressure',
    label: 'a pressure value',
    cues: ['what pressure', 'which pressure', 'how much pressure', 'pressure rating', 'test pressure'],
    terms: ['kpa', 'bar', 'pressure', 'psi', 'mpa'],
    answers: '\\d[\\d.,]*\\s*(?:kpa|bar|psi|mpa)\\b',
  },
  {
    id: 'flow',
    label: 'a flow rate',
    cues: ['what flow', 'which flow', 'flow rate', 'how much water'],
    terms: ['l/min', 'flow', 'litres'],
    answers: '\\d[\\d.,]*\\s*(?:l\\/min|lpm|l\\/s|litres? (?:per|a) minute|m3\\/h)',
  },
  {
    id: 'duration',
    label: 'how long it takes or lasts',
    cues: ['how long', 'what duration', 'for how many minutes', 'for how many hours'],
    absorbs: ['long'],
    terms: ['minutes', 'hours', 'duration', 'days', 'period'],
    answers: '\\d[\\d.,]*\\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\\b',
  },
  {
    id: 'distance',
    label: 'a distance or clearance',
    cues: ['how far', 'how high', 'how deep', 'what distance', 'what clearance', 'what spacing'],
    absorbs: ['far', 'high', 'deep', 'away'],
    terms: ['mm', 'metres', 'distance', 'clearance', 'spacing', 'below', 'above'],
    answers: '\\d[\\d.,]*(?:\\s*[-–]\\s*\\d[\\d.,]*)?\\s*(?:mm|cm|m|km|metres?|meters?)\\b',
  },
  {
    id: 'temperature',
    label: 'a temperature',
    cues: ['what temperature', 'which temperature', 'how hot', 'temperature rating'],
    absorbs: ['hot'],
    terms: ['temperature', 'rating', '°c', 'degrees'],
    answers: '\\d[\\d.,]*\\s*(?:°\\s*c\\b|degrees)',
  },
  {
    id: 'cost',
    label: 'a price or cost',
    cues: ['how much does', 'how much is', 'how much will', 'what does … cost', 'price of', 'cost of'],
    terms: ['price', 'rate', 'cost', 'amount', 'total'],
    answers: '\\d',
    intent: 'find_financial',
  },
  {
    id: 'quantity',
    label: 'a number or amount',
    cues: ['how many', 'how much', 'what percentage', 'what percent', 'number of'],
    terms: ['minimum', 'maximum', 'at least', 'up to', 'number'],
    answers: '\\d|\\b(?:once|twice|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half)\\b',
  },
  {
    id: 'procedure',
    label: 'the steps to follow',
    cues: [
      'how do i',
      'how do you',
      'how do we',
      'how to',
      'how should',
      'steps to',
      'what are the steps',
      'procedure for',
    ],
    terms: ['procedure', 'steps', 'work instruction', 'method statement'],
    intent: 'find_procedure',
  },
  {
    id: 'requirement',
    label: 'what is required',
    cues: [
      'what is required',
      'what are the requirements',
      'requirements for',
      'is it required',
      'do we need',
      'what must',
    ],
    terms: ['required', 'requirement', 'shall', 'minimum'],
  },
  {
    id: 'form',
    label: 'a form to fill in',
    cues: ['which form', 'what form', 'where is the form', 'form for', 'form to'],
    terms: ['form', 'application', 'template'],
    intent: 'find_form',
  },
];

/**
 * The trade's words that mean the same thing, one group a line. A query touching any phrase of a
 * group also searches the others, at a lower weight, each counting as half of the word it stands for.
 */
export const EQUIVALENT_TERMS: readonly (readonly string[])[] = [
  [
    'fm-200',
    'fm200',
    'hfc-227ea',
    'heptafluoropropane',
    'clean agent',
    'gas suppression',
    'gaseous suppression',
    'inergen',
  ],
  ['hydrostatic', 'pressure test', 'hydro test', 'water pressure test'],
  ['leave', 'time off', 'annual leave', 'vacation', 'holiday', 'absence'],
  ['sprinkler', 'sprinklers', 'sprinkler head', 'esfr', 'deluge'],
  ['fire pump', 'pump', 'jockey pump', 'diesel pump'],
  ['risk assessment', 'hazard assessment', 'hira', 'hazard identification'],
  ['ppe', 'personal protective equipment', 'protective clothing'],
  ['invoice', 'bill', 'billing', 'tax invoice'],
  ['quotation', 'quote', 'estimate', 'tender', 'pricing'],
  ['budget', 'cost', 'costing', 'expenditure', 'spend'],
  ['certificate', 'certification', 'cert', 'compliance certificate', 'coc'],
  ['checklist', 'check sheet', 'inspection sheet'],
  ['work instruction', 'procedure', 'method statement', 'sop'],
  ['regulation', 'standard', 'code', 'sans', 'nfpa', 'bylaw'],
  ['commissioning', 'handover', 'acceptance test', 'witness test'],
  ['employee', 'staff', 'personnel', 'worker'],
  ['induction', 'onboarding', 'orientation'],
  ['salary', 'payroll', 'wages', 'remuneration'],
  ['drawing', 'layout', 'design drawing', 'hydraulic calculation'],
  [
    'fire alarm',
    'detection',
    'detector',
    'smoke detector',
    'heat detector',
    'call point',
    'manual call point',
    'addressable panel',
  ],
  ['maintenance', 'service', 'servicing', 'inspection'],
  ['incident', 'accident', 'near miss', 'injury'],
  ['permit', 'hot work permit', 'permit to work'],
  ['valve', 'alarm valve', 'control valve', 'isolation valve'],
  [
    'extinguisher',
    'fire extinguisher',
    'portable extinguisher',
    'dcp',
    'dry chemical powder',
    'co2 extinguisher',
  ],
  ['hose reel', 'hydrant', 'fire hose'],
  ['schedule', 'programme', 'gantt', 'project plan', 'timeline'],
  ['training', 'course', 'competency', 'skills'],
  ['expense claim', 'reimbursement', 'claim form'],
  ['purchase order', 'po', 'requisition', 'procurement'],
  ['defect', 'deficiency', 'impairment', 'snag'],
  ['evacuation', 'evacuate', 'fire drill', 'evacuation drill'],
];

/** What a person asking each intent is after, said the way they would say it. */
export const INTENT_WORDS: Record<QueryIntent, string> = {
  find_document: 'a particular document',
  find_form: 'a form to fill in',
  find_procedure: 'a procedure or work instruction',
  find_regulation: 'a standard or regulation',
  find_financial: 'money matters: quotes, invoices or budgets',
  find_person_or_hr: 'people matters: leave, training or staff',
  other: 'something the library may not cover',
};

/** 'Looks like you want a procedure or work instruction' (less sure: 'Perhaps you want …'). */
export function describeIntent(intent: QueryIntent, confidence: number): string {
  const what = INTENT_WORDS[intent];
  return confidence >= 0.5 ? `Looks like you want ${what}` : `Perhaps you want ${what}`;
}

/** Lower-case words of a text, keeping codes whole ('fm-200', 'hfc-227ea', '10287'). */
export function conceptWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9°]+(?:[-/.][a-z0-9]+)*/g) ?? [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A cue as a pattern over the query's words joined by single spaces ('…' = up to six words). */
function cuePattern(cue: string): RegExp {
  const parts = cue.split('…').map((part) => conceptWords(part).map(escapeRegExp).join(' '));
  return new RegExp(`(?:^| )(${parts.filter(Boolean).join('(?: [^ ]+){0,6} ')})(?= |$)`);
}

const conceptPatterns = QUESTION_CONCEPTS.map((concept) => concept.cues.map(cuePattern));
/** Each phrase's words through a normaliser, with spaces round them (memoised per normaliser). */
const normalizedPhrases = EQUIVALENT_TERMS.map((group) =>
  group.map((phrase) => {
    const cache = new WeakMap<(word: string) => string, string>();
    return (normalize: (word: string) => string) => {
      let value = cache.get(normalize);
      if (value === undefined) {
        value = ` ${conceptWords(phrase).map(normalize).join(' ')} `;
        cache.set(normalize, value);
      }
      return value;
    };
  }),
);
const equivalentPatterns = EQUIVALENT_TERMS.map((group) =>
  group.map((phrase) => new RegExp(`(?:^| )${escapeRegExp(conceptWords(phrase).join(' '))}(?= |$)`)),
);

export type ConceptMatch = {
  concept: SearchConcept;
  /** The words of the query that raised it. */
  cue: string;
};

export type EquivalentMatch = {
  /** A phrase of the group not in the query, to search beside it. */
  phrase: string;
  /** The query's phrase that brought the group in (the longest of the group found). */
  source: string;
};

export type ReadQuery = {
  /** The query's words that count as matches: everything but question words and absorbed words. */
  contentWords: string[];
  /** Question words and words a cue absorbed, in query order: they inform the intent only. */
  questionWords: string[];
  concepts: ConceptMatch[];
  equivalents: EquivalentMatch[];
};

/**
 * Reads a query: which words count, what it asks for, and the trade's equivalents of its words.
 * `normalize` (the server's stemmer) lets 'serviced' find the group of 'service'; without it phrases
 * match as written.
 */
export function readQuery(
  query: string,
  { normalize }: { normalize?: (word: string) => string } = {},
): ReadQuery {
  const words = conceptWords(query.slice(0, 2000));
  const text = words.join(' ');
  const concepts: ConceptMatch[] = [];
  const absorbed = new Set<string>();
  QUESTION_CONCEPTS.forEach((concept, index) => {
    for (const pattern of conceptPatterns[index] ?? []) {
      const found = pattern.exec(text);
      if (!found?.[1]) continue;
      concepts.push({ concept, cue: found[1] });
      for (const word of concept.absorbs ?? []) if (found[1].split(' ').includes(word)) absorbed.add(word);
      break;
    }
  });
  const contentWords: string[] = [];
  const questionWords: string[] = [];
  for (const word of words) {
    if (QUESTION_WORDS.has(word) || absorbed.has(word)) questionWords.push(word);
    else contentWords.push(word);
  }
  // Equivalents of the content words only: 'how to' is a cue, not the procedure group's phrase.
  const norm = (list: string[]) => ` ${list.map((word) => (normalize ? normalize(word) : word)).join(' ')} `;
  const content = norm(contentWords);
  const equivalents = new Map<string, string>();
  EQUIVALENT_TERMS.forEach((group, index) => {
    let source = '';
    group.forEach((phrase, i) => {
      const found = normalize
        ? content.includes(normalizedPhrases[index]?.[i]?.(normalize) ?? '\u0000')
        : equivalentPatterns[index]?.[i]?.test(content.trim());
      if (found && phrase.length > source.length) source = phrase;
    });
    if (!source) return;
    for (const phrase of group) {
      if (!content.includes(norm(conceptWords(phrase))) && !equivalents.has(phrase))
        equivalents.set(phrase, source);
    }
  });
  return {
    contentWords,
    questionWords,
    concepts,
    equivalents: [...equivalents].map(([phrase, source]) => ({ phrase, source })),
  };
}

/** Every term a concept searches for, as words ('every N months' gives 'every', 'months'). */
export function conceptTermWords(concept: SearchConcept): string[] {
  return [...new Set(concept.terms.flatMap((term) => conceptWords(term).filter((word) => word !== 'n')))];
}

/** A term's pattern over running text (case-insensitive; 'N' is any number; a word may take a plural). */
export function conceptTermPattern(term: string): RegExp {
  const body = conceptWords(term)
    .map((word) =>
      word === 'n' ? '\\d+' : /^[a-z]+$/.test(word) ? `${escapeRegExp(word)}(?:e?s)?` : escapeRegExp(word),
    )
    .join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}
