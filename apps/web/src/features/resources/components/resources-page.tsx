/**
 * /resources (spec §2 Resource Management) on real data. Deviation: the search box filters the
 * current tab (the spec's was not wired; docs/decisions/0042).
 */
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionSpinner } from '@/components/section-spinner';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/session/use-can';
import { useNotice } from '@/lib/use-notice';
import { usePageTitle } from '@/lib/use-page-title';
import { useEquipmentMutations } from '../api/equipment';
import {
  useEquipment,
  useInventory,
  usePersonnel,
  useResourceSummary,
  useVehicles,
} from '../api/get-resources';
import { downloadInventoryCsv, useInventoryMutations } from '../api/inventory';
import { usePersonnelMutations } from '../api/personnel';
import { useVehicleMutations } from '../api/vehicles';
import { S } from '../strings';
import type { DialogSpec } from './dialogs';
import { addEquipment, EquipmentTab } from './equipment-tab';
import { addItem, InventoryTab } from './inventory-tab';
import { addPersonnel, PersonnelTab } from './personnel-tab';
import { ResourceEditorDialog } from './resource-editor-dialog';
import { addVehicle, VehiclesTab } from './vehicles-tab';

export default function ResourcesPage() {
  usePageTitle('Resources');
  const [tab, setTab] = useState(0);
  const can = useCan();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<DialogSpec | null>(null);
  // MUI's default corner, where this page has always shown its notices.
  const { notify, notice } = useNotice({ vertical: 'bottom', horizontal: 'left' });
  const fileInput = useRef<HTMLInputElement>(null);
  const personnelMutations = usePersonnelMutations();
  const equipmentMutations = useEquipmentMutations();
  const vehicleMutations = useVehicleMutations();
  const inventoryMutations = useInventoryMutations();
  const summary = useResourceSummary();
  const personnel = usePersonnel({ enabled: tab === 0 });
  const equipment = useEquipment({ enabled: tab === 1 });
  const vehicles = useVehicles({ enabled: tab === 2 });
  const inventory = useInventory({ enabled: tab === 3 });
  const current = [personnel, equipment, vehicles, inventory][tab];
  const needle = search.trim().toLowerCase();

  const run = (action: () => Promise<unknown>) =>
    action().catch((error: unknown) => notify(errorMessage(error, 'Action failed'), 'error'));

  const importCsv = async (file: File) => {
    try {
      const result = await inventoryMutations.importCsv.mutateAsync(file);
      notify(S.importDone(result.created, result.updated), 'success');
    } catch (error) {
      notify(errorMessage(error, 'Import failed'), 'error');
    }
  };

  // Adding, editing and importing are for roles with 'resources.manage' (docs/permissions.md).
  const manage = can('resources.manage');
  const addButtons = [
    manage ? (
      <Button
        key="p"
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => addPersonnel(setDialog, personnelMutations)}
      >
        {S.addPersonnel}
      </Button>
    ) : null,
    manage ? (
      <Button
        key="e"
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => addEquipment(setDialog, equipmentMutations)}
      >
        {S.addEquipment}
      </Button>
    ) : null,
    manage ? (
      <Button
        key="v"
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => addVehicle(setDialog, vehicleMutations)}
      >
        {S.addVehicle}
      </Button>
    ) : null,
    <Box key="i" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {manage ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => addItem(setDialog, inventoryMutations)}
        >
          {S.addItem}
        </Button>
      ) : null}
      {manage ? (
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
          {S.import}
        </Button>
      ) : null}
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadInventoryCsv()}>
        {S.export}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="Inventory CSV file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importCsv(file);
        }}
      />
    </Box>,
  ];

  return (
    <Box>
      <PageHeader title={S.title} subtitle={S.subtitle} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          label={S.search}
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: '1 1 240px' }}
        />
        {addButtons[tab]}
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, next: number) => setTab(next)}
        aria-label="Resource kinds"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {S.tabs.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      {current?.isPending ? <SectionSpinner label={S.loading} /> : null}
      {current?.isError ? <Alert severity="error">{S.failed}</Alert> : null}
      <Grid container spacing={2}>
        {tab === 0 && personnel.data ? (
          <PersonnelTab
            items={personnel.data}
            search={needle}
            open={setDialog}
            mutations={personnelMutations}
          />
        ) : null}
        {tab === 1 && equipment.data ? (
          <EquipmentTab
            items={equipment.data}
            search={needle}
            open={setDialog}
            run={run}
            mutations={equipmentMutations}
          />
        ) : null}
        {tab === 2 && vehicles.data ? (
          <VehiclesTab
            items={vehicles.data}
            search={needle}
            open={setDialog}
            run={run}
            mutations={vehicleMutations}
          />
        ) : null}
        {tab === 3 && inventory.data ? (
          <InventoryTab
            items={inventory.data}
            search={needle}
            open={setDialog}
            run={run}
            mutations={inventoryMutations}
          />
        ) : null}
      </Grid>
      {summary.data ? (
        <Alert severity="info" sx={{ mt: 3 }} data-testid="resource-summary">
          {summary.data.note}
        </Alert>
      ) : null}
      {dialog ? (
        <ResourceEditorDialog
          title={dialog.title}
          fields={dialog.fields}
          initial={dialog.initial}
          schema={dialog.schema}
          extra={dialog.extra}
          onClose={() => setDialog(null)}
          onSubmit={dialog.submit}
        />
      ) : null}
      {notice}
    </Box>
  );
}
