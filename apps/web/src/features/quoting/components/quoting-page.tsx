/**
 * /quoting (spec §2): four tabs: Quick Quote, Detailed BOQ, Quote History and Templates. The open tab
 * is in the address (?tab=history) so it survives a reload; the BOQ being edited too (&quote=<id>).
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { QUOTING_STRINGS as S } from '../strings';
import { DetailedBoqTab } from './boq/detailed-boq-tab';
import { PriceListPanel } from './price-list/price-list-panel';
import { QuickQuoteTab } from './quick-quote-tab';
import { QuoteHistoryTab } from './quote-history-tab';
import { TemplatesTab } from './templates-tab';

const TABS = ['quick', 'boq', 'history', 'templates'] as const;
type TabKey = (typeof TABS)[number];

const tabId = (key: TabKey) => `quoting-tab-${key}`;
const panelId = (key: TabKey) => `quoting-tabpanel-${key}`;

export default function QuotingPage() {
  usePageTitle('Quoting');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') as TabKey | null;
  const current: TabKey = requested && TABS.includes(requested) ? requested : 'quick';

  const select = (key: TabKey) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key === 'quick') next.delete('tab');
        else next.set('tab', key);
        if (key !== 'boq') next.delete('quote');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, key: TabKey) => select(key)}
          aria-label={S.tabsLabel}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={S.tabs[key]} id={tabId(key)} aria-controls={panelId(key)} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {current === 'quick' ? <QuickQuoteTab /> : null}
        {current === 'boq' ? <DetailedBoqTab priceListView={<PriceListPanel />} /> : null}
        {current === 'history' ? <QuoteHistoryTab /> : null}
        {current === 'templates' ? <TemplatesTab /> : null}
      </Box>
    </>
  );
}
