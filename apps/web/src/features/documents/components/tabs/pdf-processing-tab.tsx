/** Tab 5, PDF Processing (issue 12): the panel content lives in features/documents/pdf-processing. */
import { PdfProcessing } from '../../pdf-processing/pdf-processing';

export default function PdfProcessingTab() {
  return <PdfProcessing />;
}
