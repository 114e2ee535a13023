/**
 * sx for text only screen readers read (a table header whose column holds buttons, say). Pixel
 * strings: in sx a bare 1 means 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
