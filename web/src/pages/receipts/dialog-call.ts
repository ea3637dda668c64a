import { useState } from 'react';
import { errorText } from '../../api/api-error';
import { useFlash } from '../../app/flash';

/**
 * What a receipt dialog does with its call: a problem shown in the dialog (its own check or the server's
 * German text), and on success a flash message and the dialog closed.
 */
export const useDialogCall = (successText: string, onClose: () => void) => {
  const flash = useFlash();
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    setProblem,
    callbacks: {
      onSuccess: () => {
        flash.push({ type: 'success', content: successText });
        onClose();
      },
      onError: (error: unknown) => setProblem(errorText(error)),
    },
  };
};
