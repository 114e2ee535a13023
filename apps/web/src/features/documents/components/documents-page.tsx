/**
 * Document Management (spec §2): heading, subtitle and five tabs whose panels are
 * 'documents-tabpanel-{index}'. Each panel is its own lazily loaded component, so each tab's issue
 * fills it in without touching this frame. The open tab is kept in ?tab= so it survives a reload.
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { DOCUMENT_TABS, type DocumentTabKey, DOCUMENTS_STRINGS as S, tabId, tabPanelId } from '../strings';

const PANELS: Record<DocumentTabKey, LazyExoticComponent<ComponentType>> = {
  // The search, then the library's landing: recent documents and Upload (landing/ai-search-tab.tsx).
  'ai-search': lazy(() =>
    import('../landing/components/ai-search-tab').then((m) => ({ default: m.AiSearchTab })),
  ),
  'basic-search': lazy(() =>
    import('../basic-search/components/basic-search').then((m) => ({ default: m.BasicSearch })),
  ),
  categories: lazy(() =>
    import('../browse/components/browse-categories').then((m) => ({ default: m.BrowseCategories })),
  ),
  regulations: lazy(() => import('../regulations/components/regulations-tab')),
  'pdf-processing': lazy(() =>
    import('../pdf-processing/components/pdf-processing').then((m) => ({ default: m.PdfProcessing })),
  ),
};

export default function DocumentsPage() {
  usePageTitle('Documents');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = DOCUMENT_TABS.findIndex((tab) => tab.key === searchParams.get('tab'));
  const selected = requested === -1 ? 0 : requested;
  const Panel = PANELS[DOCUMENT_TABS[selected]!.key];

  return (
    <>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={selected}
          onChange={(_, index: number) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('tab', DOCUMENT_TABS[index]!.key);
                return next;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          scrollButtons="auto"
          aria-label={S.tabsLabel}
        >
          {DOCUMENT_TABS.map((tab, index) => (
            <Tab key={tab.key} label={tab.label} id={tabId(index)} aria-controls={tabPanelId(index)} />
          ))}
        </Tabs>
      </Box>
      {DOCUMENT_TABS.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={tabPanelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
        >
          {index === selected ? (
            <Suspense fallback={<SectionSpinner label={S.loadingTab} />}>
              <Panel />
            </Suspense>
          ) : null}
        </div>
      ))}
    </>
  );
}
