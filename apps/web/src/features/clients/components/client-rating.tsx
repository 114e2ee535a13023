/** Read-only stars on the 5-star scale (spec §9), or 'Not rated' for 0. */
import { RATING_MAX } from '@firebreak/shared';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { S } from '../strings';

export function ClientRating({ value }: { value: number }) {
  if (!value)
    return (
      <Typography variant="body2" color="text.secondary">
        {S.notRated}
      </Typography>
    );
  return (
    <Rating
      value={value}
      max={RATING_MAX}
      readOnly
      size="small"
      aria-label={`${value} of ${RATING_MAX} stars`}
    />
  );
}
