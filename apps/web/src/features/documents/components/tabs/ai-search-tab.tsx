/** Tab 1, AI Search (issue 4): the panel content lives in features/documents/ai-search. */
import { AiSearch } from '../../ai-search/ai-search';

export default function AiSearchTab() {
  return <AiSearch />;
}
