/**
 * Tags, entered one way everywhere a document is described (issue 27 item 16): type a tag and press
 * Enter or a comma, or paste several separated by commas; the library's tags are offered as you type,
 * and a tag typed but not yet entered is kept when the field loses focus.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';
import { useSearchFilters } from '../api/get-search-filters';

export const TAGS_HINT = 'Type a tag and press Enter or a comma';

/** Each tag trimmed, empties dropped, the same tag (any case) kept once. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

export function TagsField({
  id,
  label,
  value,
  onChange,
  disabled,
  error,
  inputRef,
}: {
  id?: string;
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  error?: string | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { data } = useSearchFilters();
  const [input, setInput] = useState('');
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={data?.filters.tags ?? []}
      value={value}
      inputValue={input}
      disabled={disabled}
      onChange={(_, tags) => onChange(cleanTags(tags))}
      onInputChange={(_, text, reason) => {
        // A comma ends a tag, as Enter does; pasted 'a, b, c' becomes three tags.
        if (reason === 'input' && text.includes(',')) {
          const parts = text.split(',');
          const rest = parts.pop() ?? '';
          onChange(cleanTags([...value, ...parts]));
          setInput(rest.trimStart());
          return;
        }
        setInput(text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id ?? params.id}
          inputRef={inputRef}
          label={label}
          error={Boolean(error)}
          helperText={error ?? TAGS_HINT}
        />
      )}
    />
  );
}
