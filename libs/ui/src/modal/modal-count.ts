// Screens hide the bottom navigation while any modal is open (spec §2 Layout): the body carries the count.
let open = 0;

function publish(): void {
  if (typeof document === 'undefined') return;
  if (open > 0) document.body.dataset['modalOpen'] = String(open);
  else delete document.body.dataset['modalOpen'];
}

export function modalOpened(): () => void {
  open += 1;
  publish();
  return () => {
    open = Math.max(0, open - 1);
    publish();
  };
}
