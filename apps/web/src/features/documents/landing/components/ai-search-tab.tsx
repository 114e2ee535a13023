/**
 * The AI Search tab's panel: the search itself (../ai-search), then the Documents landing (recent
 * documents and Upload). Composed here so the search component stays the search engine's alone.
 */
import { AiSearch } from '../../ai-search/components/ai-search';
import { LibraryLanding } from './library-landing';

export function AiSearchTab() {
  return (
    <>
      <AiSearch />
      <LibraryLanding />
    </>
  );
}
