/** Tab 3, Browse Categories (issue 4): the panel content lives in features/documents/browse. */
import { BrowseCategories } from '../../browse/browse-categories';

export default function BrowseCategoriesTab() {
  return <BrowseCategories />;
}
