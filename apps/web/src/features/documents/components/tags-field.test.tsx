import type { FilterOptionsResponse } from '@firebreak/shared';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/testing/msw';
import { renderRoutes } from '@/testing/render';
import { cleanTags, TAGS_HINT, TagsField } from './tags-field';

let latest: string[] = [];

function Harness() {
  const [tags, setTags] = useState<string[]>([]);
  latest = tags;
  return <TagsField label="Tags" value={tags} onChange={setTags} />;
}

beforeEach(() => {
  latest = [];
  api.get<FilterOptionsResponse>('/ai-search/filters', {
    filters: { categories: [], types: [], tags: ['riser'] },
    statistics: { totalDocuments: 0, categories: 0, departments: 0, fileTypes: 0, byType: {} },
  });
});

describe('TagsField (issue 27 item 16: one way to enter tags)', () => {
  it('ends a tag with Enter or a comma, splits a pasted list, and keeps each tag once', async () => {
    const { user } = renderRoutes([{ path: '/', element: <Harness /> }]);
    const field = screen.getByRole('combobox', { name: 'Tags' });
    expect(screen.getByText(TAGS_HINT)).toBeInTheDocument();
    await user.type(field, 'Pump{Enter}');
    await user.type(field, 'valve,');
    expect(latest).toEqual(['Pump', 'valve']);
    await user.click(field);
    await user.paste('annual, PUMP , riser,');
    expect(latest).toEqual(['Pump', 'valve', 'annual', 'riser']);
    expect(field).toHaveValue('');
  });

  it('cleans a list: trimmed, no empties, the same tag in any case once', () => {
    expect(cleanTags([' a ', '', 'A', 'b ', '  '])).toEqual(['a', 'b']);
  });
});
