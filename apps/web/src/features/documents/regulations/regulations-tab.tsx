/**
 * The Regulations tab (spec §2 Regulations handbook search, §4, §5, §9): the handbook banner, search
 * with quick topics and popular searches, results, the chapter browser, and for administrators the
 * handbook upload.
 */
import { can, POPULAR_HANDBOOK_SEARCHES, prepareHandbook } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { SectionSpinner } from '@/components/section-spinner';
import { useAuth } from '@/lib/session/use-auth';
import { useHandbookData } from './api/get-handbook-data';
import { ChapterBrowser } from './chapter-browser';
import { HandbookBanner } from './handbook-banner';
import { HandbookResults } from './handbook-results';
import { HandbookSearchBox } from './handbook-search-box';
import { HandbookUpload } from './handbook-upload';
import { useHandbookSearch } from './hooks/use-handbook-search';
import { REGULATIONS_STRINGS as S } from './strings';

export default function RegulationsTab() {
  const { user } = useAuth();
  const load = useHandbookData();
  const data = load.data && load.data.state !== 'preparing' ? load.data.data : null;
  const index = useMemo(() => prepareHandbook(data?.pages ?? []), [data]);
  const search = useHandbookSearch(index);

  if (!data) return <SectionSpinner label={S.loading} />;
  const popular = data.search_terms.length > 0 ? data.search_terms.slice(0, 8) : POPULAR_HANDBOOK_SEARCHES;

  return (
    <>
      <HandbookBanner data={data} />
      {load.data?.state === 'failed' ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {S.loadFailed}
        </Alert>
      ) : null}
      <HandbookSearchBox
        text={search.text}
        activeTopic={search.mode.kind === 'topic' ? search.mode.topic : null}
        canClear={Boolean(search.text) || search.mode.kind !== 'query'}
        popular={popular}
        onType={search.type}
        onTopic={search.pickTopic}
        onClear={search.clear}
      />
      <HandbookResults
        mode={search.mode}
        results={search.results}
        terms={search.terms}
        boxText={search.text}
        pages={data.pages}
      />
      <ChapterBrowser onSearch={search.pickChapter} />
      {can(user?.role, 'handbook.manage') ? <HandbookUpload /> : null}
    </>
  );
}
