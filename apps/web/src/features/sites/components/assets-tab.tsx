/** The site page's Assets tab: the register, Add asset, Import CSV, and Edit / Delete per asset. */
import type { Asset, AssetType } from '@firebreak/shared';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { useDeleteAsset } from '../api/delete-asset';
import { useSiteAssets } from '../api/get-site-assets';
import { S } from '../strings';
import { AssetFormDialog } from './asset-form-dialog';
import { AssetCards, AssetsTable, assetName } from './asset-list';
import { ImportAssetsDialog } from './import-assets-dialog';

type Open =
  | { kind: 'none' }
  | { kind: 'import' }
  | { kind: 'form'; asset: Asset | null }
  | { kind: 'delete'; asset: Asset };

export function AssetsTab({ siteId, types }: { siteId: string; types: readonly AssetType[] }) {
  const query = useSiteAssets(siteId);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const { notify, notice } = useNotice();
  const done = (text: string) => {
    close();
    notify(text);
  };
  const remove = useDeleteAsset();
  const manages = useCan()('sites.manage');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const List = isPhone ? AssetCards : AssetsTable;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto' }}>
          {S.assetsTitle}
        </Typography>
        {manages ? (
          <>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => setOpen({ kind: 'import' })}
            >
              {S.importCsv}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setOpen({ kind: 'form', asset: null })}
            >
              {S.addAsset}
            </Button>
          </>
        ) : null}
      </Box>
      {query.isPending ? <SectionSpinner label={S.assetsLoading} /> : null}
      {query.isError ? <Alert severity="error">{S.assetsFailed}</Alert> : null}
      {query.data?.length === 0 ? <Typography>{S.noAssets}</Typography> : null}
      {query.data && query.data.length > 0 ? (
        <List
          assets={query.data}
          onEdit={manages ? (asset) => setOpen({ kind: 'form', asset }) : undefined}
          onDelete={
            manages
              ? (asset) => {
                  remove.reset();
                  setOpen({ kind: 'delete', asset });
                }
              : undefined
          }
        />
      ) : null}
      {open.kind === 'form' ? (
        <AssetFormDialog siteId={siteId} asset={open.asset} types={types} onClose={close} onSaved={done} />
      ) : null}
      {open.kind === 'import' ? (
        <ImportAssetsDialog siteId={siteId} types={types} onClose={close} onImported={done} />
      ) : null}
      {open.kind === 'delete' ? (
        <ConfirmDialog
          title={S.deleteAssetTitle}
          text={S.confirmDeleteAsset(assetName(open.asset))}
          error={remove.isError ? errorMessage(remove.error, 'Could not delete the asset') : null}
          pending={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(open.asset.id, { onSuccess: () => done(S.assetDeleted(assetName(open.asset))) })
          }
        />
      ) : null}
      {notice}
    </Box>
  );
}
