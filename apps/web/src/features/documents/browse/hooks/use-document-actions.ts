/** View (go to the preview) and Download with the tab's toasts; one place for both tabs that list documents. */

import { previewPath } from '@firebreak/shared';
import { useNavigate } from 'react-router';
import { downloadDocument } from '@/entities/document/api/download-document';
import { BROWSE_STRINGS as S } from '../strings';

export function useDocumentActions(toast: (text: string) => void) {
  const navigate = useNavigate();
  return {
    view: (doc: { id: string; name: string }) => {
      try {
        toast(S.opening(doc.name));
        navigate(previewPath(doc.id));
      } catch {
        toast(S.viewFailed);
      }
    },
    download: async (doc: { id: string; name: string; fileName: string }) => {
      toast(S.downloading(doc.name));
      if (!(await downloadDocument(doc.id, doc.fileName))) toast(S.downloadFailed);
    },
  };
}
