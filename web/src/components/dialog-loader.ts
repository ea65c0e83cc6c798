/**
 * A dialog's module (Headless UI, about 10 KB) loaded the first time the dialog is wanted, so a page
 * served as islands does not load it first (decision 023). Headless UI gives the focus back, on
 * close, to an element from its own focus history, and that history starts when its module is
 * loaded: the element holding the focus then (the opener the visitor just clicked or tabbed to) is
 * focused again, so the history has it and the focus returns to it, as when the module came first.
 */
export function dialogLoader<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().then((module) => {
      refocus();
      return module;
    });
    return loading;
  };
}

function refocus() {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  active.blur();
  active.focus({ preventScroll: true });
}
