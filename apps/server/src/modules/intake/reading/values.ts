/**
 * What a labelled value may look like, by the field it would fill. Each reader takes what it needs from
 * the start of the value's text and says how far it read; null when the text is not such a value.
 */
import { readDateAt } from './dates';

export type Taken = { value: string; from: number; to: number };

const firstToken = (text: string) => {
  const m = /^\s*(\S+)/.exec(text);
  return m ? { token: m[1]!, from: m[0].length - m[1]!.length } : null;
};

/** A certificate, report or serial number: one token with a digit, no date, no bare quantity. */
export function takeNumber(text: string, minLength = 3): Taken | null {
  const first = firstToken(text);
  if (!first) return null;
  const token = first.token.replace(/[.,;:)]+$/, '').replace(/^[#(]+/, '');
  const from = first.from + first.token.indexOf(token);
  if (token.length < minLength || !/\d/.test(token)) return null;
  if (!/^[A-Z0-9][A-Z0-9/.\-_]*$/i.test(token)) return null;
  if (readDateAt(token, '9999-12-31')) return null;
  if (/^\d+(?:[.,]\d+)?(kg|bar|kpa|mpa|psi|v|l|mm|m)?$/i.test(token) && /[.,]/.test(token)) return null;
  if (/^\d+(?:[.,]\d+)?(kg|bar|kpa|mpa|psi|v|l|lt|mm|m)$/i.test(token)) return null;
  // A number followed by a unit is a quantity, not a serial ('25 bar').
  if (/^\s*(kg|bar|kpa|mpa|psi|v|volts?|l|litres?|mm)\b/i.test(text.slice(from + token.length))) return null;
  return { value: token, from, to: from + token.length };
}

/**
 * An asset's serial: a number as above, printed in one case. Equipment serials are capitals and
 * digits; a lone small letter among them ('SNg5638', 'FA3818g') is OCR misreading a digit.
 */
export function takeSerial(text: string): Taken | null {
  // A letter prefix printed apart from its digits ('AB 12345') is one serial.
  const spaced = /^(\s*)([A-Z]{1,3}) (\d{3,})(?![\w/.-])/.exec(text);
  if (spaced) {
    const from = spaced[1]!.length;
    return { value: `${spaced[2]} ${spaced[3]}`, from, to: spaced[0].length };
  }
  const taken = takeNumber(text);
  if (!taken) return null;
  // An agent and its size run together ('DCP9', 'AFFF9', 'CO25') name no one extinguisher.
  if (/^(dcp|afff|co2|foam|abc|bcf)\d/i.test(taken.value)) return null;
  return /[A-Z]/.test(taken.value) && /[a-z]/.test(taken.value) ? null : taken;
}

/** A certificate or report number, also when a short letter prefix stands apart ('BF 2025/0412'). */
export function takeDocumentNumber(text: string): Taken | null {
  const whole = takeNumber(text);
  if (whole) return whole;
  const m = /^(\s*)([A-Z]{1,4})\s(?=\S*\d)/.exec(text);
  if (!m) return null;
  const rest = takeNumber(text.slice(m[0].length));
  if (!rest) return null;
  if (rest.from !== 0) return null;
  const from = m[1]!.length;
  const to = m[0].length + rest.to;
  return { value: text.slice(from, to), from, to };
}

/** An SAQCC registration number as printed ('1234-F', '01-2345', 'PE 5540'). */
export function takeRegistration(text: string): Taken | null {
  const m = /^(\s*)((?:[A-Z]{1,4}\s)?[A-Za-z0-9][A-Za-z0-9/-]*\d[A-Za-z0-9/-]*(?:\s?-\s?[A-Za-z]\b)?)/.exec(
    text,
  );
  if (!m) return null;
  const from = m[1]!.length;
  return { value: m[2]!, from, to: from + m[2]!.length };
}

export function takeDate(text: string, today: string): Taken | null {
  const found = readDateAt(text, today);
  if (!found) return null;
  const from = text.length - text.trimStart().length;
  return { value: found.iso, from, to: found.length };
}

const COMPANY_WORDS =
  /^(pty|ltd|cc|inc|fire|services?|protection|solutions|systems|engineering|signature|sign|date|company|contractor|client|technician|n\/a|not|applicable|none|nil|tbc|see|above|below|same|as|per|name|print|initials?|stamp|the|and|of)$/i;
const NAME_WORD = /^([A-Z][a-zA-Z'’-]+|[A-Z]\.?|[A-Z]\.[A-Z]\.?|(van|der|de|du|le)|Mc[A-Z][a-z]+)$/;

/** A person's name: two to four capitalised words (initials allowed), nothing that reads as a firm. */
export function takeName(text: string): Taken | null {
  const words: { word: string; from: number; to: number }[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const word = m[0];
    if (word.endsWith(':')) break;
    if (!NAME_WORD.test(word) || COMPANY_WORDS.test(word.replace(/[.,]$/, ''))) break;
    words.push({ word, from: m.index, to: m.index + word.length });
    if (words.length === 4) break;
  }
  if (words.length < 2) return null;
  if (!words.some((w) => w.word.replace(/\./g, '').length > 2)) return null;
  const last = words[words.length - 1]!;
  return { value: text.slice(words[0]!.from, last.to), from: words[0]!.from, to: last.to };
}

const EMPTY = /^(n\/?a|nil|none|-+|\.+|_+|tbc|unknown|not\s*applicable)$/i;

/**
 * Free text (make, model, location, contractor) up to the next label-like word, at most `maxWords`;
 * with a letter in it unless `digitsOnly` allows a bare number (a model '3000').
 */
export function takeText(text: string, maxWords: number, digitsOnly = false): Taken | null {
  const words: { from: number; to: number }[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    if (m[0].endsWith(':') && words.length > 0) break;
    words.push({ from: m.index, to: m.index + m[0].length });
    if (words.length > maxWords) return null;
  }
  if (words.length === 0) return null;
  // A stamp's or a box's edge OCR read as a symbol ('© Amanzi Fire', '| Reception') is no part of it.
  const lead = /^[©®|«»~•*_]+\s*/.exec(text.slice(words[0]!.from))?.[0].length ?? 0;
  const from = words[0]!.from + lead;
  const to = words[words.length - 1]!.to;
  if (from >= to) return null;
  const value = text
    .slice(from, to)
    .replace(/[:;,]+$/, '')
    .trim();
  if (value === '' || EMPTY.test(value) || !(digitsOnly ? /[a-z0-9]/i : /[a-z]/i).test(value)) return null;
  return { value, from, to: from + value.length };
}
