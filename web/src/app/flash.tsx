import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { de } from '../i18n/de';

export type FlashMessage = {
  type: 'success' | 'error' | 'warning' | 'info';
  content: ReactNode;
  action?: ReactNode;
  /** Replaces an earlier message with the same id. */
  id?: string;
};

type FlashContextValue = {
  items: FlashbarProps.MessageDefinition[];
  push: (message: FlashMessage) => void;
  dismiss: (id: string) => void;
  clear: () => void;
};

const noop = () => undefined;
const FlashContext = createContext<FlashContextValue>({ items: [], push: noop, dismiss: noop, clear: noop });

const SUCCESS_VISIBLE_MS = 8000;

/** Messages for the Flashbar of the app shell: successes fade after 8 s, errors stay until closed. */
export const FlashProvider = ({ children }: { children: ReactNode }) => {
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const clear = useCallback(() => setItems([]), []);

  const push = useCallback(
    (message: FlashMessage) => {
      counter.current += 1;
      const id = message.id ?? `flash-${counter.current}`;
      const item: FlashbarProps.MessageDefinition = {
        id,
        type: message.type,
        content: message.content,
        action: message.action,
        dismissible: true,
        dismissLabel: de.nav.dismiss,
        onDismiss: () => dismiss(id),
      };
      setItems((current) => [...current.filter((other) => other.id !== id), item]);
      if (message.type === 'success') window.setTimeout(() => dismiss(id), SUCCESS_VISIBLE_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => ({ items, push, dismiss, clear }), [items, push, dismiss, clear]);
  return <FlashContext.Provider value={value}>{children}</FlashContext.Provider>;
};

export const useFlash = (): FlashContextValue => useContext(FlashContext);
