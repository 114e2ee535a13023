/**
 * Which standards the company has: each with its code, edition and title (the sample handbook said to
 * be a sample, not a SANS standard), its versions, and for administrators remove. While only the
 * sample is there, it says so and how a standard is added.
 */
import { can, type Role, type StandardSummary } from '@firebreak/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/lib/visually-hidden';
import { STANDARDS_STRINGS as S } from '../../strings';

export function StandardsList({
  standards,
  role,
  onVersions,
  onRemove,
}: {
  standards: readonly StandardSummary[];
  role: Role | undefined;
  onVersions: (standard: StandardSummary) => void;
  onRemove: (standard: StandardSummary) => void;
}) {
  const canManage = can(role, 'standards.manage');
  const onlySample = standards.every((standard) => standard.kind !== 'standard');
  return (
    <Box component="section" aria-labelledby="standards-in-library" sx={{ mb: 3 }}>
      <Typography id="standards-in-library" component="h3" variant="h6">
        {S.inLibrary(standards.length)}
      </Typography>
      <List aria-labelledby="standards-in-library" dense>
        {standards.map((standard) => (
          <ListItem key={standard.id} divider sx={{ display: 'block', px: 0 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {S.codeEdition(standard.code, standard.edition)}
                  </Typography>
                  {standard.kind === 'sample' ? (
                    <Chip size="small" variant="outlined" label={S.sampleChip} />
                  ) : null}
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {standard.title}
                </Typography>
                {standard.note ? (
                  <Typography variant="body2" color="text.secondary">
                    {standard.note}
                  </Typography>
                ) : null}
              </Box>
              {standard.kind === 'standard' ? (
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  <Button size="small" onClick={() => onVersions(standard)}>
                    {S.versions}{' '}
                    <Box component="span" sx={visuallyHidden}>
                      {`· ${standard.code}`}
                    </Box>
                  </Button>
                  {canManage ? (
                    <Button size="small" color="error" onClick={() => onRemove(standard)}>
                      {S.remove}{' '}
                      <Box component="span" sx={visuallyHidden}>
                        {`· ${standard.code}`}
                      </Box>
                    </Button>
                  ) : null}
                </Stack>
              ) : canManage ? (
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {S.handbookManaged}
                </Typography>
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </List>
      {onlySample ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {S.sampleOnly} {canManage ? S.howToAddAdmin : S.howToAddOthers}
        </Alert>
      ) : null}
    </Box>
  );
}
