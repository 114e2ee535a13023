/**
 * The SANS Regulations tab: first the standards library (issue 26 part 4: every standard the company
 * keeps, searched by passage on the server), then the built-in sample handbook as the spec has it
 * (§2 Regulations handbook search, §4, §5, §9): the banner, search with quick topics and popular
 * searches over /searchable_content.json in the browser, results, the chapter browser, and for
 * administrators the handbook upload.
 */
import { can, HANDBOOK_STANDARD_ID, POPULAR_HANDBOOK_SEARCHES, prepareHandbook } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type ReactNode, useMemo } from 'react';
import { SectionSpinner } from '@/components/section-spinner';
import { useAuth } from '@/lib/session/use-auth';
import { useHandbookData } from '../api/get-handbook-data';
import { useStandards } from '../api/get-standards';
import { useHandbookSearch } from '../hooks/use-handbook-search';
import { REGULATIONS_STRINGS as S, STANDARDS_STRINGS } from '../strings';
import { ChapterBrowser } from './chapter-browser';
import { HandbookBanner } from './handbook-banner';
import { HandbookResults } from './handbook-results';
import { HandbookSearchBox } from './handbook-search-box';
import { HandbookUpload } from './handbook-upload';
import { StandardsLibrary } from './standards/standards-library';

export default function RegulationsTab() {
  const { user } = useAuth();
  const load = useHandbookData();
  const data = load.data && load.data.state !== 'preparing' ? load.data.data : null;
  const index = useMemo(() => prepareHandbook(data?.pages ?? []), [data]);
  const search = useHandbookSearch(index);
  const standards = useStandards();
  const handbook = standards.data?.standards.find((standard) => standard.id === HANDBOOK_STANDARD_ID);

  const popular =
    data && data.search_terms.length > 0 ? data.search_terms.slice(0, 8) : POPULAR_HANDBOOK_SEARCHES;

  return (
    <>
      <StandardsLibrary />
      {data ? (
        <HandbookSection>
          <HandbookBanner data={data} note={handbook?.note} />
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
        </HandbookSection>
      ) : (
        <SectionSpinner label={S.loading} />
      )}
    </>
  );
}

/** The handbook's part of the tab, named for assistive technology (the banner carries its title). */
function HandbookSection({ children }: { children: ReactNode }) {
  return (
    <Box component="section" aria-label={STANDARDS_STRINGS.sampleSection}>
      {children}
    </Box>
  );
}
