/**
 * OCR's usual confusions inside numbers (O for 0, l or I for 1), fixed without changing the text's
 * length so positions found in the fixed text still point into the printed one.
 */
export function fixDigits(text: string): string {
  return text.replace(/[0-9OoIl|/.,:-]+/g, (token) => {
    const digits = token.replace(/[^0-9]/g, '').length;
    if (digits < 1 || digits < token.replace(/[/.,:-]/g, '').length / 2) return token;
    return token.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1');
  });
}

/**
 * A label pattern that forgives OCR: o may be read as 0, i and l as 1 or |. The source is plain
 * lowercase letters, spaces written as \s*, and groups; letters inside escapes are left alone.
 */
export function fuzzyLabel(source: string): RegExp {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i++;
    } else if (ch === 'o') out += '[o0]';
    else if (ch === 'i' || ch === 'l') out += '[il1|]';
    else out += ch;
  }
  return new RegExp(out, 'i');
}
