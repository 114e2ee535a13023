/**
 * An asset's type from the words a paper uses for it. The search's equivalent terms
 * (EQUIVALENT_TERMS in shared/documents/search-concepts.ts) group words for finding documents — DCP
 * with CO2, hose reel with hydrant — so they cannot tell one register type from another; these
 * patterns are the narrower map the register needs, most specific first.
 */
import type { AssetTypeKey } from '@firebreak/shared';

const TYPE_PATTERNS: [RegExp, AssetTypeKey][] = [
  [/\b(gas|suppression|extinguishing|fm-?200|inergen)\s*(control\s*)?panel\b/i, 'GAS_CONTROL_PANEL'],
  [
    /\b(fm\s*-?\s*200|hfc\s*-?\s*227\s*ea|inergen|ig\s*-?\s*541|ig\s*-?\s*55|novec(\s*1230)?|clean\s*agent|agent\s*container)\b/i,
    'GAS_CYLINDER',
  ],
  [
    /\b(fire\s*alarm|alarm|fire|detection|addressable|conventional)\s*(control\s*)?panel\b|\bfacp\b/i,
    'FIRE_ALARM_PANEL',
  ],
  [/\bsmoke\s*detectors?\b|\bsmoke\s*det\b/i, 'SMOKE_DETECTOR_ZONE'],
  [/\bheat\s*detectors?\b|\bheat\s*det\b/i, 'HEAT_DETECTOR'],
  [/\b(manual\s*call\s*points?|break\s*glass(\s*units?)?|mcp)\b/i, 'MANUAL_CALL_POINT'],
  [/\b(sounders?|beacons?|strobes?|sounder\s*\/\s*beacon)\b/i, 'SOUNDER_BEACON'],
  [/\bjockey\s*pump\b/i, 'SPRINKLER_JOCKEY_PUMP'],
  [/\bdiesel\s*(fire\s*|sprinkler\s*|driven\s*)?pump\b/i, 'SPRINKLER_DIESEL_PUMP'],
  [/\belectric(al)?\s*(fire\s*|sprinkler\s*|driven\s*)?pump\b/i, 'SPRINKLER_ELECTRIC_PUMP'],
  [/\b(alarm\s*gong|water\s*motor\s*gong|flow\s*switch)\b/i, 'SPRINKLER_ALARM_GONG'],
  [
    /\b((sprinkler\s*)?control\s*valve(\s*set)?|alarm\s*valve|installation\s*valve|valve\s*set)\b/i,
    'SPRINKLER_CONTROL_VALVE',
  ],
  [/\bsprinkler\s*heads?\b/i, 'SPRINKLER_HEADS_ZONE'],
  [/\bhose\s*-?\s*reels?\b|\bh\/[il]?r\b/i, 'HOSE_REEL'],
  [/\bhydrants?\b/i, 'HYDRANT'],
  [
    /\b(dcp|d\.c\.p\.?|dry\s*chem(ical)?(\s*powder)?|dry\s*powder|abc\s*(powder|dry\s*powder|dcp))\b/i,
    'EXTINGUISHER_DCP',
  ],
  [/\b(c?c[o0]{1,2}\s*2(?!\d\d)|co₂|carbon\s*dioxide)\b/i, 'EXTINGUISHER_CO2'],
  [/\b(afff|foam)\b/i, 'EXTINGUISHER_FOAM'],
];

/** A word's edge counting only letters, so OCR's run-together '9kgDCP' or 'DCP9kg' still names DCP. */
const LETTER_EDGE = '(?:(?<![a-z])|(?![a-z]))';

export type TypeMention = { key: AssetTypeKey; from: number; to: number };

/** Every type named in `text`, overlapping mentions resolved to the more specific (earlier) pattern. */
export function findAssetTypes(text: string): TypeMention[] {
  const found: TypeMention[] = [];
  for (const [pattern, key] of TYPE_PATTERNS) {
    const global = new RegExp(pattern.source.replaceAll('\\b', LETTER_EDGE), 'gi');
    for (const m of text.matchAll(global)) {
      const from = m.index;
      const to = from + m[0].length;
      if (found.some((f) => f.from < to && from < f.to)) continue;
      found.push({ key, from, to });
    }
  }
  return found.sort((a, b) => a.from - b.from);
}

/** The one type `text` names; null when it names none or several. */
export function findAssetType(text: string): TypeMention | null {
  const found = findAssetTypes(text);
  const keys = new Set(found.map((f) => f.key));
  return keys.size === 1 ? found[0]! : null;
}

/** Words that put a paper about gas suppression, where CO2 is a system's cylinder and not an extinguisher. */
const SUPPRESSION = /\b(suppression|total\s*flood\w*|gas\s*extinguishing|gaseous)\b/i;

/** A type as the paper's subject makes it: CO2 on a suppression paper is a gas cylinder. */
export function inContext(key: AssetTypeKey, paperText: string, ownText = ''): AssetTypeKey {
  if (key !== 'EXTINGUISHER_CO2' || !SUPPRESSION.test(paperText)) return key;
  // A paper that speaks of extinguishers, or an asset of a hand-held size, keeps CO2 an extinguisher
  // (a firm called '… Suppression Systems' services extinguishers too).
  if (/\bextinguishers?\b/i.test(paperText)) return key;
  const kg = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*kg\b/i.exec(ownText);
  if (kg && Number(kg[1]!.replace(',', '.')) <= 10) return key;
  return 'GAS_CYLINDER';
}
