/**
 * The live chat of the help popover (application.md §1). Its widget is loaded from the chat provider,
 * which is not available locally; while it is not loaded, opening it shows the warning
 * 'Der Chat wird gerade noch geladen. Versuche es in ein paar Sekunden noch einmal.' (§8).
 */
type ChatWidget = { open: () => void };

let widget: ChatWidget | null = null;

/** Called by the chat provider's loader once its widget is ready. */
export const registerChatWidget = (loaded: ChatWidget | null): void => {
  widget = loaded;
};

/** Opens the chat; false while it is still loading. */
export const openChat = (): boolean => {
  if (!widget) return false;
  widget.open();
  return true;
};
