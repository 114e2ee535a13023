/**
 * The labels a paper puts before its values, by what the value is. Each pattern is matched at the start
 * of a word; the longest label at a place wins, so 'Test pressure' is not read as 'pressure' and
 * 'Manufacturer's serial' not as 'Manufacturer'.
 */
import { fuzzyLabel, mendLabelWords } from './ocr';

export type ReadingHint =
  | 'pressure'
  | 'cylinderPressure'
  | 'staticPressure'
  | 'residualPressure'
  | 'cutIn'
  | 'cutOut'
  | 'startPressure'
  | 'oilPressure'
  | 'mainDrain'
  | 'installationPressure'
  | 'battery'
  | 'charger'
  | 'grossMass'
  | 'agentMass'
  | 'churn'
  /** A rated or test value, not a reading of the asset's state (test pressure, working pressure). */
  | 'ignore';

export type LabelKind =
  | 'certificateNumber'
  | 'serviceDate'
  | 'testDate'
  | 'date'
  | 'signatory'
  | 'completedOn'
  | 'saqccNumber'
  | 'contractor'
  | 'serial'
  | 'make'
  | 'model'
  | 'location'
  | 'type'
  | 'installedOn'
  | 'lastServiceOn'
  | 'lastTestOn'
  | 'defects'
  | 'registration'
  | 'reading'
  /** Labels whose values are never proposed but must not be read as another label's value. */
  | 'other';

export type LabelDef = { kind: LabelKind; pattern: RegExp; hint?: ReadingHint };

const NO = '(nos|no|numbers|number|nr|num|#)\\.?';
/** 'Serial' as OCR reads it too ('Sernal', 'Senal'). */
export const SERIAL = 'se(ri|rn|n)al';
/** 'Certificate' or 'Cert', and as OCR reads it ('Ceruficate', 'Certihicate'). */
export const CERT = '(cert(ificate)?|cer\\w{3,5}cate)';
/** What a serial, make or location label may name first ('Cylinder serial no', 'Extinguisher location'). */
const OF = '((cylinder|extinguisher|panel|pump|unit|equipment|valve|hose\\s*reel|hydrant|detector)\\s*)?';
/** After a label: the end, a space or a colon, point or hash ('SAQCC-F-4471' is a value, not a label). */
const SEP = '(?:\\s*\\((?:bar|kpa|mpa|psi|kgs?|v|vdc|volts?|l|m)\\))?(?=$|[\\s:;.#])[\\s:;.#]*(?:-\\s+)?';

const label = (kind: LabelKind, source: string, hint?: ReadingHint): LabelDef => ({
  kind,
  pattern: fuzzyLabel(`^(?:${source})${SEP}`),
  ...(hint ? { hint } : {}),
});

export const LABELS: LabelDef[] = [
  label(
    'certificateNumber',
    `((service|inspection|test|hydrostatic|hydro|pressure\\s*test|installation|maintenance)\\s*)?(${CERT}\\.?|report)(\\s+of\\s+([a-z/&-]+\\s*){1,4}?)?\\s*${NO}|${CERT}|sertifikaat\\s*(nommer|no|nr)?\\.?`,
  ),
  label(
    'saqccNumber',
    `saqcc\\s*((fire|gas)\\s*)?((detection|det|sprinkler|spr|ext|extinguisher|install(er|ation)?)\\.?\\s*)?(reg(istration|istered)?\\.?\\s*)?(${NO})?`,
  ),
  /** A bare 'Registration No.': the signatory's SAQCC registration only when printed beside them. */
  label('registration', `(personal\\s*)?reg(istration)?\\.?\\s*${NO}`),
  label(
    'serviceDate',
    'date\\s*of\\s*(service|inspection|maintenance|servicing|visit)|(service|inspection|maintenance|servicing|visit|run)\\s*date|date\\s*(serviced|inspected|checked)|(serviced|inspected|checked)(\\s*on)?|(insp|svc|serv)\\.?\\s*(dt|date)\\.?|(service|inspection)\\s*dt\\.?',
  ),
  label(
    'testDate',
    'date\\s*of\\s*(hydrostatic\\s*|pressure\\s*|hydro\\s*)?test(ing)?|(hydrostatic\\s*|pressure\\s*|hydro\\s*)?test\\s*date|(hydro|hpt|hst)\\s*date|date\\s*tested|tested(\\s*on)?',
  ),
  label(
    'date',
    '(date|datum)(?!\\s*(of\\s*)?(next|expir|manuf|birth|due|issue|printed|order|invoice|delivery|received))',
  ),
  label(
    'signatory',
    "(signed\\s*by|(authori[sz]ed\\s*)?signatory|(name\\s*of\\s*)?(authori[sz]ed\\s*|approved\\s*|registered\\s*|accredited\\s*)?(service\\s*|field\\s*)?(technician|inspector|engineer|tester|artisan|fitter)('?s)?(\\s*name)?|((serviced|inspected|tested|installed|commissioned|checked)\\s*(and|&)\\s*)?(serviced|inspected|tested|certified|installed|commissioned|examined|checked|witnessed|authori[sz]ed|approved|verified|performed|attended|completed|done|carried\\s*out|work\\s*done)\\s*by|responsible\\s*person|(name\\s*of\\s*)?(competent|registered|accredited|qualified|authori[sz]ed)\\s*person|operator|print(ed)?\\s*name|name\\s*\\(print\\)|tegnikus|inspekteur)(\\s*\\((print(ed)?(\\s*name)?|please\\s*print|block\\s*letters|full\\s*name|name)\\))?",
  ),
  label(
    'contractor',
    '(service\\s*|installing\\s*|maintenance\\s*|fire\\s*)?contractor|service\\s*provider|installer|(servicing|installing|service|maintenance)?\\s*company|testing\\s*station',
  ),
  label(
    'serial',
    `${OF}(manufacturer'?s\\s*)?${SERIAL}(\\s*${NO})?|${OF}s\\s*/\\s*n(o\\.?)?|cyl(inder)?\\.?\\s*${NO}|${OF}(id|identification)|identification|(unit|asset|equipment|ext(inguisher)?)\\.?\\s*${NO}|asset\\s*(tag|id)|ser\\.(\\s*${NO})?|ser\\s*${NO}|sn(?=\\s*[:#])`,
  ),
  label('make', `${OF}(make|manufacturer|brand|maker|mfr|mnf|mnfr|manuf\\.?)`),
  // Afrikaans labels of bilingual forms ('Datum', 'Reeksnommer', 'Sertifikaat nr.').
  label('serial', 'reeks\\s*(nommer|no|nr)\\.?'),
  label('model', `${OF}(model|mdl\\.?)(\\s*${NO})?`),
  label(
    'location',
    `${OF}(location|loc\\.|position)(\\s*of\\s*(the\\s*)?(panel|unit|equipment|cylinders?|extinguisher|pump|valve|hydrant|hose\\s*reel|installation|system|bank))?|installed\\s*at|sited(\\s*at)?|protected\\s*area`,
  ),
  label(
    'type',
    '(extinguisher|equipment|asset|system|panel|agent|cylinder|pump)\\s*type|type|equipment|extinguishing\\s*(agent|medium)|agent|medium',
  ),
  label(
    'installedOn',
    'date\\s*of\\s*(installation|commissioning)|(installation|commissioning)\\s*date|date\\s*(installed|commissioned)|(installed|commissioned)(\\s*on)?',
  ),
  /** When the work was finished: the installation's date on an installation certificate, else the visit's. */
  label(
    'completedOn',
    'date\\s*of\\s*completion|completion\\s*date|date\\s*completed|completed\\s*on|practical\\s*completion',
  ),
  label(
    'lastServiceOn',
    'last\\s*(service|serviced|inspection|inspected|checked)(\\s*(date|on))?|date\\s*(last|previously)\\s*serviced|date\\s*of\\s*last\\s*(service|inspection|maintenance)|previous\\s*service(\\s*date)?',
  ),
  label(
    'lastTestOn',
    'last\\s*(hydrostatic\\s*|pressure\\s*|hydro\\s*)?test(ed)?(\\s*date)?|date\\s*of\\s*last\\s*(hydrostatic\\s*|pressure\\s*|hydro\\s*)?test|previous\\s*(hydrostatic|pressure|hydro)\\s*test(\\s*date)?',
  ),
  label('defects', '(defects|deficiencies|faults)(\\s*(found|noted|observed|recorded))?'),
  label(
    'reading',
    '(test|working|proof|burst|design|rated|max(imum)?)\\s*press(ure|\\.)?|test\\s*date\\s*press(ure|\\.)?',
    'ignore',
  ),
  label('reading', '(cylinder|container)\\s*press(ure|\\.)?', 'cylinderPressure'),
  label('reading', 'static\\s*press(ure|\\.)?', 'staticPressure'),
  label(
    'reading',
    '(residual|running|flowing|dynamic|dyn\\.?|flow|nozzle)\\s*press(ure|\\.)?',
    'residualPressure',
  ),
  label('reading', 'cut\\s*-?\\s*in(\\s*press(ure|\\.)?)?', 'cutIn'),
  label('reading', 'cut\\s*-?\\s*out(\\s*press(ure|\\.)?)?', 'cutOut'),
  label('reading', '(pump\\s*)?start(ing)?\\s*press(ure|\\.)?', 'startPressure'),
  label('reading', 'churn(\\s*press(ure|\\.)?)?', 'churn'),
  label('reading', 'oil\\s*press(ure|\\.)?', 'oilPressure'),
  label('reading', 'main\\s*drain(\\s*(residual|test))?(\\s*press(ure|\\.)?)?', 'mainDrain'),
  label('reading', '(installation|standing|system)\\s*press(ure|\\.)?', 'installationPressure'),
  label('reading', '(gauge\\s*)?press(ure|\\.)?|gauge(\\s*reading)?', 'pressure'),
  label(
    'reading',
    '(standby\\s*)?(batter(y|ies)|batt\\.?)(\\s*(voltage|volts|v))?(\\s*\\(standby\\))?',
    'battery',
  ),
  label('reading', 'charger(\\s*(output|o\\s*/\\s*p)\\s*)?(\\s*(voltage|volts|v))?', 'charger'),
  label('reading', 'agent\\s*(mass|weight|quantity)|(contents|charge)(\\s*(mass|weight))?', 'agentMass'),
  label('reading', '(gross|total|full)\\s*(mass|weight)|mass|weight', 'grossMass'),
  label(
    'other',
    '(date\\s*of\\s*)?(manufacture|manufactured|mfg|mfd)(\\s*date)?|(mnf|mfr|mfg|manuf)\\.?\\s*(dt|date|yr|year)\\.?|expiry(\\s*date)?|expires|valid\\s*(until|to)|next\\s*(service|test|inspection|hydrostatic|pressure|hpt|maintenance|visit)?\\s*(test\\s*)?(date|due)?|(service|test|hpt)?\\s*due(\\s*date)?|date\\s*of\\s*(next|issue|expiry)\\s*\\w*',
  ),
  label(
    'other',
    `(invoice|order|job|delivery\\s*note|account|customer|client|vat|tel|phone|fax|cell)\\.?\\s*(${NO})?|(company|vat)\\s*reg(istration)?\\.?\\s*(${NO})?|client|customer|site|address|premises|building|signature|remarks|comments|qty|quantity`,
  ),
];

export type LabelMatch = { def: LabelDef; from: number; to: number; colon: boolean };

/** The longest label starting at `at` in `text`, and where its separator ends. */
export function labelAt(text: string, at: number): LabelMatch | null {
  const rest = mendLabelWords(text).slice(at);
  let best: LabelMatch | null = null;
  for (const def of LABELS) {
    const m = def.pattern.exec(rest);
    if (!m) continue;
    const to = at + m[0].length;
    if (!best || to > best.to) best = { def, from: at, to, colon: /[:;]/.test(m[0]) };
  }
  return best;
}
