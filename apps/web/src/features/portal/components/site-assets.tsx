/** A site's equipment, grouped by system (sprinklers, fire alarm, extinguishers…), with what is due. */
import type { PortalSiteDetail } from '@firebreak/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { showDate } from '../display';
import { P } from '../strings';

type Asset = PortalSiteDetail['assets'][number];

function bySystem(assets: readonly Asset[]): [string, Asset[]][] {
  const groups = new Map<string, Asset[]>();
  for (const asset of assets) groups.set(asset.system, [...(groups.get(asset.system) ?? []), asset]);
  return [...groups.entries()];
}

export function SiteAssets({ assets }: { assets: readonly Asset[] }) {
  if (assets.length === 0) return <Typography color="text.secondary">{P.site.noAssets}</Typography>;
  const [, , makeLabel, serialLabel, lastLabel, nextLabel] = P.site.assetColumns;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {bySystem(assets).map(([system, items]) => (
        <Box key={system}>
          <Typography variant="subtitle1" component="h3" fontWeight={600} sx={{ mb: 1 }}>
            {`${system} (${items.length})`}
          </Typography>
          <Box
            component="ul"
            aria-label={system}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {items.map((asset) => (
              <Paper component="li" variant="outlined" key={asset.id} sx={{ p: 1.5 }}>
                <Typography fontWeight={500} sx={{ overflowWrap: 'anywhere' }}>
                  {asset.location ? `${asset.typeLabel} · ${asset.location}` : asset.typeLabel}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[
                    `${makeLabel}: ${[asset.make, asset.model].filter(Boolean).join(' ') || P.dash}`,
                    `${serialLabel}: ${asset.serial || P.dash}`,
                  ].join(' · ')}
                </Typography>
                <Typography variant="body2">
                  {`${lastLabel}: ${showDate(asset.lastServiced)} · ${nextLabel}: ${showDate(asset.nextDue)}`}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
