/**
 * The spec's second, semantic panel (§2 last AI Search bullet), folded into the one AI search: a
 * collapsible area titled 'Search settings and details', collapsed at first, under the query box and
 * method tabs. Its settings (method, threshold, weights, limit, filters) drive the main search, and
 * its details part shows the result the user chose and why it matched. 'AI Options' opens and closes
 * the same area.
 */
import type { AiSearchMethod, AiSearchResult } from '@firebreak/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { AiSearchSettings } from '../../api/search-documents';
import { SEMANTIC_PANEL_STRINGS as S } from '../strings';
import { SemanticDetail } from './semantic-detail';
import { type Filters, SemanticSettings } from './semantic-settings';

export const SETTINGS_AREA_ID = 'ai-search-settings';

export function SemanticPanel({
  expanded,
  onToggle,
  settings,
  method,
  comparing,
  onMethodChange,
  onChange,
  filters,
  query,
  selected,
  detailHeadingRef,
  onCloseDetails,
  onDownload,
}: {
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  settings: AiSearchSettings;
  method: AiSearchMethod;
  comparing: boolean;
  onMethodChange: (method: AiSearchMethod) => void;
  onChange: (patch: Partial<AiSearchSettings>) => void;
  filters: Filters;
  query: string;
  selected: AiSearchResult | undefined;
  detailHeadingRef?: Ref<HTMLHeadingElement>;
  onCloseDetails: () => void;
  onDownload: (result: AiSearchResult) => void;
}) {
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, next) => onToggle(next)}
      variant="outlined"
      disableGutters
      sx={{ mb: 2 }}
      data-testid="semantic-panel"
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={SETTINGS_AREA_ID}
        id={`${SETTINGS_AREA_ID}-header`}
      >
        <Typography sx={{ fontWeight: 600 }}>{S.title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {S.intro}
          {comparing ? ` ${S.compareHint}` : null}
        </Typography>
        <SemanticSettings
          settings={settings}
          method={method}
          comparing={comparing}
          onMethodChange={onMethodChange}
          onChange={onChange}
          filters={filters}
        />
        <Divider sx={{ my: 2 }} />
        <SemanticDetail
          result={selected}
          query={query}
          settings={settings}
          headingRef={detailHeadingRef}
          onClose={onCloseDetails}
          onDownload={onDownload}
        />
      </AccordionDetails>
    </Accordion>
  );
}
