/**
 * What a document is about (decision 0081), as small chips that open the client's, site's or
 * project's page (an asset's opens its site). A visit's report says its links came from the visit.
 * A click on a chip goes to that page only: the row it sits in is not selected as well.
 */
import { type CatalogueDocument, clientPath, type DocumentLink, PATHS, sitePath } from '@firebreak/shared';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessIcon from '@mui/icons-material/Business';
import FireExtinguisherIcon from '@mui/icons-material/FireExtinguisher';
import PlaceIcon from '@mui/icons-material/Place';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { LINK_STRINGS as S } from '../manage/strings';

const ICONS: Record<DocumentLink['kind'], ReactElement> = {
  client: <BusinessIcon />,
  site: <PlaceIcon />,
  project: <AssignmentIcon />,
  asset: <FireExtinguisherIcon />,
};
const LABELS: Record<DocumentLink['kind'], string> = {
  client: S.client,
  site: S.site,
  project: S.project,
  asset: S.asset,
};

function pathOf(link: DocumentLink, links: readonly DocumentLink[]): string | null {
  if (link.kind === 'client') return clientPath(link.id);
  if (link.kind === 'site') return sitePath(link.id);
  if (link.kind === 'project') return `${PATHS.projectDashboard}?id=${encodeURIComponent(link.id)}`;
  const site = links.find((other) => other.kind === 'site');
  return site ? `${sitePath(site.id)}?tab=assets` : null;
}

export function DocumentLinkChips({ doc }: { doc: Pick<CatalogueDocument, 'links'> }) {
  return doc.links.map((link) => {
    const path = pathOf(link, doc.links);
    const label = `${LABELS[link.kind]}: ${link.name}${link.visitId ? ` (${S.fromVisit})` : ''}`;
    return (
      <Chip
        key={`${link.kind}-${link.id}`}
        size="small"
        variant="outlined"
        icon={ICONS[link.kind]}
        label={link.name}
        aria-label={label}
        title={label}
        data-testid="document-link"
        {...(path
          ? {
              component: RouterLink,
              to: path,
              clickable: true,
              onClick: (event: { stopPropagation: () => void }) => event.stopPropagation(),
            }
          : {})}
      />
    );
  });
}
