/** Tab 2, Basic Search (issue 4): the panel content lives in features/documents/basic-search. */
import { BasicSearch } from '../../basic-search/basic-search';

export default function BasicSearchTab() {
  return <BasicSearch />;
}
