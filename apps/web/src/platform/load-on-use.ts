// A form's validation (zod, the shared schemas and their messages: some 30 KB compressed) is fetched
// when the user first touches the form, not after its first paint: a screen only looked at never
// downloads it, and the resolver awaits the same import if a press comes before it has arrived.

/** Handlers for a form element that start `load` on the first pointer or focus inside it. */
export function loadOnUse(load: () => Promise<unknown>) {
  const start = () => {
    void load();
  };
  return { onPointerDownCapture: start, onFocusCapture: start };
}
