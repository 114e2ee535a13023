/**
 * A site's assets: a table from the md breakpoint up, cards below it (nothing scrolls sideways at
 * 390 px). Edit and Delete show only for roles with 'sites.manage'.
 */
import { type Asset, formatShortDate } from '@firebreak/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
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
import type { ReactNode } from 'react';
import { S } from '../strings';

export type AssetListProps = {
  assets: Asset[];
  onEdit?: ((asset: Asset) => void) | undefined;
  onDelete?: ((asset: Asset) => void) | undefined;
};

const nameOf = (asset: Asset) => (asset.serial ? `${asset.typeLabel} ${asset.serial}` : asset.typeLabel);
const makeModel = (asset: Asset) => [asset.make, asset.model].filter(Boolean).join(' ') || '—';
const installed = (asset: Asset) => (asset.installedOn ? formatShortDate(asset.installedOn) : S.notRecorded);
/** What papers read into the register say of it (issue 32): last service and test, and which paper. */
const fromPapers = (asset: Asset) =>
  [
    asset.lastServicedOn ? S.lastServiced(formatShortDate(asset.lastServicedOn)) : '',
    asset.lastTestedOn ? S.lastTested(formatShortDate(asset.lastTestedOn)) : '',
    asset.readFrom ? S.readFrom(asset.readFrom) : '',
  ]
    .filter(Boolean)
    .join(' · ');

function AssetActions({ asset, onEdit, onDelete }: Omit<AssetListProps, 'assets'> & { asset: Asset }) {
  if (!onEdit && !onDelete) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'nowrap' }}>
      {onEdit ? (
        <Tooltip title={S.editAsset}>
          <IconButton aria-label={`${S.editAsset}: ${nameOf(asset)}`} onClick={() => onEdit(asset)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip title={S.deleteAsset}>
          <IconButton aria-label={`${S.deleteAsset}: ${nameOf(asset)}`} onClick={() => onDelete(asset)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

export function AssetsTable({ assets, ...actions }: AssetListProps) {
  const withActions = Boolean(actions.onEdit || actions.onDelete);
  const columns = withActions ? S.assetColumns : S.assetColumns.slice(0, -1);
  return (
    <TableContainer>
      <Table size="small" aria-label={S.assetsTitle} sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {assets.map((asset) => (
            <TableRow key={asset.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {asset.typeLabel}
                </Typography>
                {asset.notes ? (
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {asset.notes}
                  </Typography>
                ) : null}
                {fromPapers(asset) ? (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {fromPapers(asset)}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{makeModel(asset)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{asset.serial || S.noSerial}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{asset.location}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{installed(asset)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{asset.standard}</TableCell>
              {withActions ? (
                <TableCell>
                  <AssetActions asset={asset} {...actions} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>
        {children}
      </Box>
    </>
  );
}

export function AssetCards({ assets, ...actions }: AssetListProps) {
  return (
    <Stack component="ul" aria-label={S.assetsTitle} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {assets.map((asset) => (
        <Paper component="li" key={asset.id} variant="outlined" aria-label={nameOf(asset)} sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                {asset.typeLabel}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {asset.location}
              </Typography>
            </Box>
            <AssetActions asset={asset} {...actions} />
          </Stack>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
          >
            <Field label={S.assetColumns[1]}>{makeModel(asset)}</Field>
            <Field label={S.assetColumns[2]}>{asset.serial || S.noSerial}</Field>
            <Field label={S.assetColumns[4]}>{installed(asset)}</Field>
            <Field label={S.assetColumns[5]}>{asset.standard}</Field>
            {asset.notes ? <Field label={S.assetFields.notes}>{asset.notes}</Field> : null}
            {fromPapers(asset) ? <Field label={S.fromPapers}>{fromPapers(asset)}</Field> : null}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

export { nameOf as assetName };
