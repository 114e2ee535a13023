/**
 * A client's sites: a table from the md breakpoint up, cards below it (nothing scrolls sideways at
 * 390 px). Each site's name opens its page; Edit and Delete show only for roles with 'sites.manage'.
 */
import { type Site, sitePath } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { S } from '../strings';

export type SiteListProps = {
  sites: Site[];
  onEdit?: ((site: Site) => void) | undefined;
  onDelete?: ((site: Site) => void) | undefined;
};

function SiteActions({ site, onEdit, onDelete }: Omit<SiteListProps, 'sites'> & { site: Site }) {
  if (!onEdit && !onDelete) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'nowrap' }}>
      {onEdit ? (
        <Tooltip title={S.editSite}>
          <IconButton aria-label={`${S.editSite}: ${site.name}`} onClick={() => onEdit(site)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip title={S.deleteSite}>
          <IconButton aria-label={`${S.deleteSite}: ${site.name}`} onClick={() => onDelete(site)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

const SiteLink = ({ site }: { site: Site }) => (
  <Link component={RouterLink} to={sitePath(site.id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
    {site.name}
  </Link>
);

const contactOf = (site: Site) => [site.contactName, site.contactPhone].filter(Boolean).join(' · ') || '—';

export function SitesTable({ sites, ...actions }: SiteListProps) {
  const columns = actions.onEdit || actions.onDelete ? S.siteColumns : S.siteColumns.slice(0, -1);
  return (
    <TableContainer>
      <Table size="small" aria-label={S.sitesTitle}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'Assets' ? 'right' : undefined}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sites.map((site) => (
            <TableRow key={site.id} hover>
              <TableCell>
                <SiteLink site={site} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{site.address}</TableCell>
              <TableCell>{contactOf(site)}</TableCell>
              <TableCell align="right">{site.assetCount}</TableCell>
              {columns.length === S.siteColumns.length ? (
                <TableCell>
                  <SiteActions site={site} {...actions} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function SiteCards({ sites, ...actions }: SiteListProps) {
  return (
    <Stack component="ul" aria-label={S.sitesTitle} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sites.map((site) => (
        <Paper component="li" key={site.id} variant="outlined" aria-label={site.name} sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
                <SiteLink site={site} />
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {site.address}
              </Typography>
            </Box>
            <SiteActions site={site} {...actions} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {S.siteFields.contactName}: {contactOf(site)}
          </Typography>
          <Typography variant="body2">{S.assetCount(site.assetCount)}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
