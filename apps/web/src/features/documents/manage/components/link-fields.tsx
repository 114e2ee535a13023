/**
 * 'Linked to': the client, site, project and asset a document is about (decision 0081), in the
 * upload, edit and add-to-library forms. A site is chosen among the client's, an asset among the
 * site's; a project among the client's when one is chosen, and choosing a project first fills in its
 * client. The lists are asked for only when a picker opens. The server checks the links again.
 */
import type { CatalogueDocument } from '@firebreak/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';
import { useClientOptions } from '@/entities/client/api/get-client-options';
import { useProjects } from '@/entities/project/api/get-projects';
import { assetChoiceName, useClientSiteOptions, useSiteAssetOptions } from '@/entities/site/api/site-options';
import type { LinkChoice, LinkValues, ProjectChoice } from '../link-values';
import { LINK_STRINGS as S } from '../strings';

type PickerProps<T extends LinkChoice> = {
  label: string;
  value: T | null;
  options: readonly T[];
  onChange: (next: T | null) => void;
  loading?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Asks the server with what is typed (clients, projects); without it the whole list is filtered here. */
  onSearch?: (text: string) => void;
  onOpen?: () => void;
  detail?: (option: T) => string;
};

function LinkPicker<T extends LinkChoice>(props: PickerProps<T>) {
  const { label, value, options, onChange, loading, disabled, helperText, onSearch, onOpen, detail } = props;
  const [input, setInput] = useState(value?.name ?? '');
  const shown = value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  return (
    <Autocomplete<T>
      options={shown}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, text) => {
        setInput(text);
        // While a choice is shown, its own name is in the box: ask for everything rather than only it.
        onSearch?.(value && text === value.name ? '' : text);
      }}
      onOpen={onOpen}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={onSearch ? (all) => all : undefined}
      loading={loading}
      disabled={disabled}
      renderOption={({ key: _key, ...optionProps }, option) => (
        <li key={option.id} {...optionProps}>
          {option.name}
          {detail?.(option) ? (
            <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              {detail(option)}
            </Box>
          ) : null}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}

export function LinkFields({
  value,
  onChange,
  disabled,
}: {
  value: LinkValues;
  onChange: (next: LinkValues) => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  const [opened, setOpened] = useState({ client: false, project: false });
  const [clientSearch, setClientSearch] = useState('');
  const [projectSearch, setProjectSearch] = useState('');
  const clientQ = useDeferredValue(clientSearch.trim());
  const projectQ = useDeferredValue(projectSearch.trim());
  const clientId = value.client?.id ?? '';
  const siteId = value.site?.id ?? '';

  const clients = useClientOptions(clientQ, { enabled: opened.client });
  const sites = useClientSiteOptions(clientId);
  const assets = useSiteAssetOptions(siteId);
  const projects = useProjects(
    {
      q: projectQ || undefined,
      clientId: clientId || undefined,
      archived: 'include',
      pageSize: 50,
      sort: 'title',
      order: 'asc',
    },
    { enabled: opened.project },
  );

  const setClient = (client: LinkChoice | null) => {
    if (client?.id === value.client?.id) return;
    const keepsProject = Boolean(client && value.project?.clientId === client.id);
    onChange({ client, site: null, asset: null, project: keepsProject ? value.project : null });
  };
  const setSite = (site: LinkChoice | null) =>
    onChange({ ...value, site, asset: site && site.id === value.site?.id ? value.asset : null });
  const setProject = (project: ProjectChoice | null) => {
    if (!project?.clientId || project.clientId === value.client?.id) return onChange({ ...value, project });
    // The project's client comes with it; a site and asset of another client go.
    onChange({
      client: { id: project.clientId, name: project.clientName },
      site: null,
      asset: null,
      project,
    });
  };

  const projectOptions: ProjectChoice[] = (projects.data?.items ?? []).map((project) => ({
    id: project.id,
    name: project.title,
    clientId: project.clientId,
    clientName: project.clientName,
  }));

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="p">
        {S.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {S.hint}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LinkPicker
            label={S.client}
            value={value.client}
            options={(clients.data ?? []).map((client) => ({ id: client.id, name: client.name }))}
            onChange={setClient}
            onSearch={setClientSearch}
            onOpen={() => setOpened((current) => ({ ...current, client: true }))}
            loading={clients.isFetching}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LinkPicker
            // A new client's sites: the box starts again.
            key={`site-${clientId}`}
            label={S.site}
            value={value.site}
            options={(sites.data ?? []).map((site) => ({ id: site.id, name: site.name }))}
            onChange={setSite}
            loading={sites.isFetching}
            disabled={disabled || !clientId}
            helperText={clientId ? undefined : S.chooseClientFirst}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LinkPicker
            key={`project-${clientId}`}
            label={S.project}
            value={value.project}
            options={projectOptions}
            onChange={setProject}
            onSearch={setProjectSearch}
            onOpen={() => setOpened((current) => ({ ...current, project: true }))}
            loading={projects.isFetching}
            disabled={disabled}
            detail={(project) => (clientId ? '' : project.clientName)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <LinkPicker
            key={`asset-${siteId}`}
            label={S.asset}
            value={value.asset}
            options={(assets.data ?? []).map((asset) => ({ id: asset.id, name: assetChoiceName(asset) }))}
            onChange={(asset) => onChange({ ...value, asset })}
            loading={assets.isFetching}
            disabled={disabled || !siteId}
            helperText={siteId ? undefined : S.chooseSiteFirst}
          />
        </Grid>
      </Grid>
    </Box>
  );
}

/** A visit's service report or certificate: its links are the visit's, shown and not changed here. */
export function VisitLinksNote({ doc }: { doc: Pick<CatalogueDocument, 'links'> }) {
  const names = doc.links.map((link) => link.name).join(' · ');
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {S.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {S.byVisit(names)}
      </Typography>
    </Box>
  );
}
