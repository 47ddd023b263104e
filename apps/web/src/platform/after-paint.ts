/**
 * Runs `work` in a task of its own once the browser has painted the next frame: a timer started
 * from an animation frame. Work that measures the page (a map fitting its points, a text box
 * measuring its text) then finds the layout already done, instead of forcing the page's first
 * layout inside the task that rendered it, which on a slow phone makes that task a long one.
 * Returns a function that cancels the work if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
