/**
 * /portal (issue 31): the contact's sites. Counts by standing (each a filter), a search and a standing
 * filter (a managing agent may have 200 sites), and one card per site linking to its page.
 */
import type { PortalSite } from '@firebreak/shared';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { usePortalSites } from '../api/get-portal-sites';
import { STANDING_COLOURS, type Standing } from '../display';
import { P } from '../strings';
import { SiteCard } from './site-card';

const STANDINGS: Standing[] = ['COMPLIANT', 'NON_COMPLIANT', 'PENDING'];
const isStanding = (value: string | null): value is Standing => STANDINGS.includes(value as Standing);

function matches(site: PortalSite, words: string[]): boolean {
  const text = `${site.name} ${site.address} ${site.clientName}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function SummaryTile({
  standing,
  count,
  chosen,
  onChoose,
}: {
  standing: Standing;
  count: number;
  chosen: boolean;
  onChoose: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ borderTop: 4, borderTopColor: STANDING_COLOURS[standing], flex: '1 1 0', minWidth: 0 }}
    >
      <ButtonBase
        aria-pressed={chosen}
        onClick={onChoose}
        sx={{
          width: '100%',
          p: 1.5,
          minHeight: 64,
          display: 'block',
          textAlign: 'left',
          bgcolor: chosen ? 'action.selected' : undefined,
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Typography variant="h5" component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {count}
        </Typography>
        <Typography variant="body2" component="span">
          {P.standingLabels[standing]}
        </Typography>
      </ButtonBase>
    </Paper>
  );
}

export default function PortalSitesPage() {
  usePageTitle(P.sites.title);
  const query = usePortalSites();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const standingParam = params.get('standing');
  const standing = isStanding(standingParam) ? standingParam : '';
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const sites = query.data?.sites;
  // Typing stays quick over a managing agent's 200 cards.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => {
    const words = deferredSearch.toLowerCase().split(/\s+/).filter(Boolean);
    return (sites ?? []).filter((site) => (!standing || site.standing === standing) && matches(site, words));
  }, [sites, deferredSearch, standing]);
  const manyClients = useMemo(() => new Set((sites ?? []).map((s) => s.clientId)).size > 1, [sites]);

  if (query.isPending) return <SectionSpinner label={P.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, P.failed)}</Alert>;
  const { summary } = query.data;
  const counts: Record<Standing, number> = {
    COMPLIANT: summary.compliant,
    NON_COMPLIANT: summary.nonCompliant,
    PENDING: summary.pending,
  };

  return (
    <>
      <PageHeader title={P.sites.title} subtitle={P.sites.subtitle} />
      <Box component="section" aria-label={P.sites.summaryLabel} sx={{ display: 'flex', gap: 1, mb: 2 }}>
        {STANDINGS.map((s) => (
          <SummaryTile
            key={s}
            standing={s}
            count={counts[s]}
            chosen={standing === s}
            onChoose={() => setParam('standing', standing === s ? '' : s)}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={P.sites.search}
          value={search}
          onChange={(event) => setParam('q', event.target.value)}
          sx={{ flex: '1 1 240px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <FilterSelect
          label={P.sites.standing}
          allLabel={P.sites.allStandings}
          value={standing}
          options={STANDINGS.map((s) => ({ value: s, label: P.standingLabels[s] }))}
          onChange={(value) => setParam('standing', value)}
          sx={{ flex: '0 1 200px', minWidth: 160 }}
        />
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {P.sites.shown(shown.length, query.data.sites.length)}
      </Typography>
      {shown.length === 0 ? (
        <Typography>{query.data.sites.length === 0 ? P.sites.none : P.sites.noMatch}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={P.sites.listLabel}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map((site) => (
            <li key={site.id}>
              <SiteCard site={site} showClient={manyClients} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
